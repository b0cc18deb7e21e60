import type { FastifyInstance } from 'fastify';
import { mayOpen, pageAccess } from '../../shared/pageAccess';
import type { Principal } from '../platform/principal';

// Who may: a stream shows the changes of one context its caller sees (the guard checks that, and
// live/access.ts again while it is open), and a store server's changes only to whom the page
// 'STORE-Instanzen' opens, by the same rule as the SPA's menu and router.

export interface LiveAccess {
  seesStoreServers: boolean;
}

export function accessOf(principal: Principal, app: FastifyInstance): LiveAccess {
  return { seesStoreServers: mayOpen({ rights: principal.rights, ...app.config.flags }, pageAccess.storeAgents) };
}
