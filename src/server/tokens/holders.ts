import type { FastifyRequest } from 'fastify';
import { loadPrincipal, mayChangeOthers, mayManage } from '../accounts';
import { findServiceAccount, serviceAccountById, type TokenRow } from './repository/tokens';
import { principalOf, type Principal } from '../platform/principal';

// Whose tokens a call may reach: the caller's own, and with USERS_CHANGE those of a service account
// it may manage (accounts/policy.ts, as for users). Anything else is answered as if it did not exist.

export interface Holder {
  principal: Principal;
  serviceAccount: boolean;
}

/** The holder a call names: the caller, or the service account `uid`; 'forbidden' without USERS_CHANGE. */
export async function namedHolder(
  request: FastifyRequest,
  serviceAccountUid: string | undefined,
): Promise<Holder | 'forbidden' | 'notFound'> {
  const principal = principalOf(request);
  if (serviceAccountUid === undefined) return { principal, serviceAccount: false };
  if (!mayChangeOthers(principal)) return 'forbidden';
  const { db } = request.server;
  const account = await findServiceAccount(db, serviceAccountUid);
  if (!account || !(await mayManage(db, principal, account))) return 'notFound';
  const holder = await loadPrincipal(db, account.id);
  return holder ? { principal: holder, serviceAccount: true } : 'notFound';
}

/** Whether the caller may revoke this token: its own, or a manageable service account's. */
export async function mayRevoke(request: FastifyRequest, token: TokenRow): Promise<boolean> {
  const principal = principalOf(request);
  if (token.holderUserId === principal.user.id) return true;
  if (!mayChangeOthers(principal)) return false;
  const { db } = request.server;
  const account = await serviceAccountById(db, token.holderUserId);
  return account !== undefined && (await mayManage(db, principal, account));
}
