import type { FastifyRequest } from 'fastify';
import { loadPrincipal, waitStartOf } from '../accounts';
import type { Db } from '../platform/db/connection';
import { tokenRefusals } from '../../shared/texts/tokenMessages';
import { findTokenByPrefix, recordTokenUse, type TokenRow } from './repository/tokens';
import { narrowedPrincipal, scopesOf } from './scopes';
import { prefixOf, tokenMatches } from './tokenValue';
import type { BearerOutcome } from './requestTypes';

/** The last use is written again after this long, so a busy script is not a write per call. */
const useRecordedEveryMs = 60_000;
/** Enough of a User-Agent to name the client; longer headers are cut, not refused (as for sessions). */
const clientLength = 300;

interface Caller {
  address: string | null;
  client: string | null;
}

function callerOf(request: FastifyRequest): Caller {
  const agent = request.headers['user-agent'];
  return { address: request.ip || null, client: agent ? agent.slice(0, clientLength) : null };
}

/** First use, a minute since the last one written, or another address or client: worth a write. */
function useWorthRecording(row: TokenRow, caller: Caller, now: number): boolean {
  if (row.lastUsedAt === null || now - row.lastUsedAt >= useRecordedEveryMs || now < row.lastUsedAt) return true;
  return row.lastUsedAddress !== caller.address || row.lastUsedClient !== caller.client;
}

/**
 * Who a bearer token acts as, read from the database at every call: a revoked token is refused at once
 * on every instance, and a holder's lost right or context is lost by the token with its next call.
 * Unknown and malformed tokens get one message; only the true token learns it was revoked or expired.
 */
export async function authenticateBearer(
  db: Db,
  hashKey: Buffer,
  token: string,
  request: FastifyRequest,
  now: number,
): Promise<BearerOutcome> {
  const prefix = prefixOf(token);
  const row = prefix === undefined ? undefined : await findTokenByPrefix(db, prefix);
  if (!row || !tokenMatches(hashKey, token, row.hash)) return { refusal: tokenRefusals.invalid };
  if (row.revokedAt !== null) return { refusal: tokenRefusals.revoked };
  if (row.expiresAt !== null && row.expiresAt <= now) return { refusal: tokenRefusals.expired };
  const holder = await loadPrincipal(db, row.holderUserId);
  if (!holder) return { refusal: tokenRefusals.invalid };
  // A person's login is locked per address: the address that must wait after failed logins (shown
  // 'Gesperrt') cannot use the person's tokens either. Locking every address would let anyone who
  // knows a login stop that person's scripts by failing five logins. Service accounts have no login.
  const caller = callerOf(request);
  if (holder.user.kind !== 'service' && caller.address !== null) {
    if ((await waitStartOf(db, holder.user.login, caller.address, now)) !== undefined) {
      return { refusal: tokenRefusals.holderLocked };
    }
  }
  if (useWorthRecording(row, caller, now)) await recordTokenUse(db, row.id, { at: now, ...caller });
  const scopes = scopesOf(row);
  return {
    principal: narrowedPrincipal(holder, scopes),
    token: { id: row.id, uid: row.uid, name: row.name, prefix: row.prefix },
    readOnly: scopes.readOnly,
  };
}
