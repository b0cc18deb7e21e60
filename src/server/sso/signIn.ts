import type { FastifyRequest } from 'fastify';
import { keepingAUserManager, LastUserManagerError, userIdWithLogin } from '../accounts';
import { audited, fullName } from '../audit';
import type { SsoConfig } from '../platform/ssoConfig';
import { ssoRefusals, type SsoRefusal } from '../../shared/texts/de/sso';
import type { Identity } from './identity';
import { mappedFor, type Mapped } from './mapping';
import { listMappings } from './repository/mappings';
import { findSsoUser, writeSsoUser } from './repository/ssoUsers';
import { isUniqueViolation } from '../platform/db/errors';
import { saveTestResult } from './repository/flows';
import { withdrawLeaver } from './leaver';

// What a verified identity leads to: a login (the user created or brought up to date from the
// mappings, a session named after the provider), a refusal (audited; a known user without a role
// any more loses its access, ./leaver.ts), or for a 'Testanmeldung' only the stored result.

const providerObject = (sso: SsoConfig) => ({ type: 'ssoProvider' as const, id: sso.issuer, label: sso.name });

/** Records a refused SSO login: who it was as far as known, and why. */
export function auditRefusal(request: FastifyRequest, sso: SsoConfig, reason: SsoRefusal, login?: string) {
  return audited(request, async (_db, record) => {
    record({
      action: 'ssoLoginRefused',
      context: null,
      actor: { id: null, login: login ?? '?', name: null },
      object: providerObject(sso),
      changes: [{ field: 'reason', before: null, after: ssoRefusals[reason] }],
    });
  });
}

type Outcome = { userId: number; token: string } | { refused: SsoRefusal; login?: string };

/** Logs the identity in, in one transaction with its audit entry; or says why not. */
export async function signIn(request: FastifyRequest, sso: SsoConfig, identity: Identity): Promise<Outcome> {
  const app = request.server;
  const now = app.now();
  if (!identity.login) return { refused: 'claims' };
  const login = identity.login;
  try {
    const outcome = await signInAudited(request, sso, identity, login, now);
    // A known user whose groups give no role any more keeps nothing it held (./leaver.ts).
    if ('refused' in outcome && outcome.refused === 'noRole') await withdrawLeaver(request, identity);
    return outcome;
  } catch (error) {
    // The mappings would take the right to manage users from its last holder: nothing is written.
    if (error instanceof LastUserManagerError) return { refused: 'lastManager', login };
    // Another login took this one (in any case) between the check and the write: nothing is written.
    if (isUniqueViolation(error)) return { refused: 'loginTaken', login };
    throw error;
  }
}

function signInAudited(request: FastifyRequest, sso: SsoConfig, identity: Identity, login: string, now: number) {
  const app = request.server;
  return audited(request, async (db, record): Promise<Outcome> => {
    const mapped = mappedFor(await listMappings(db), identity.groups);
    const role = mapped.role;
    if (!role) return { refused: 'noRole' as const, login };
    const existing = await findSsoUser(db, identity.issuer, identity.subject);
    // Logins are unique whatever their case: the provider's `ADMIN` never sits beside a local
    // `admin` (the unique index of migration 0024 holds against a race as well).
    const holder = await userIdWithLogin(db, login);
    if (holder !== undefined && holder !== existing?.id) return { refused: 'loginTaken' as const, login };
    const userId = await keepingAUserManager(db, (trx) =>
      writeSsoUser(
        trx,
        existing?.id,
        {
          ...identity,
          login,
          roleId: role.id,
          allContextsVisible: mapped.allContexts,
          contextKeys: mapped.contextKeys,
        },
        now,
      ),
    );
    const client = { userAgent: request.headers['user-agent'], address: request.ip };
    const token = await app.sessions.create(userId, client, now, db, sso.name);
    record({
      action: 'ssoLogin',
      context: null,
      actor: { id: userId, login, name: fullName(identity) || null },
      object: providerObject(sso),
      changes: [
        { field: 'role', before: null, after: role.name },
        { field: 'groups', before: null, after: identity.groups.join(', ') },
      ],
    });
    return { userId, token };
  });
}

/** What a 'Testanmeldung' shows: what the provider sent, and what a login would give or why not. */
export async function storeTestResult(
  request: FastifyRequest,
  userId: number,
  claims: Record<string, unknown>,
  identity: Identity,
): Promise<void> {
  const { db } = request.server;
  const now = request.server.now();
  const mapped: Mapped = mappedFor(await listMappings(db), identity.groups);
  const refused = !identity.login ? ssoRefusals.claims : !mapped.role ? ssoRefusals.noRole : null;
  const result = {
    at: new Date(now).toISOString(),
    refused,
    claims,
    login: identity.login ?? null,
    groups: identity.groups,
    role: mapped.role?.name ?? null,
    contextKeys: mapped.contextKeys,
    allContexts: mapped.allContexts,
  };
  await saveTestResult(db, userId, JSON.stringify(result), now);
}
