import type { FastifyInstance } from 'fastify';
import { parseJsonArray } from '../../platform/db/json';
import type { components } from '../../../shared/generated/contract';
import type { Principal } from '../../platform/principal';

type SessionData = components['schemas']['SessionData'];

/** The ping / login reply: who is signed in, what it may do and see, and the console's flags. */
export function sessionData(app: FastifyInstance, principal: Principal): SessionData {
  const { user } = principal;
  const { flags, systemType } = app.config;
  return {
    contexts: principal.contexts.map((c) => ({ key: c.key, name: c.name })),
    user: {
      uid: user.uid,
      login: user.login,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      role: principal.roleName,
      use2FA: user.twoFactorEnabled === 1,
      allContextsVisible: user.allContextsVisible === 1,
    },
    isAdmin: principal.isAdmin,
    systemType,
    rights: principal.rights,
    ...flags,
    columnFilters: parseJsonArray(user.columnFilters),
    columnWidths: parseJsonArray(user.columnWidths),
    showBanner: systemType !== 'PROD',
    isDevel: systemType === 'DEVEL',
    isTest: systemType === 'TEST',
  };
}
