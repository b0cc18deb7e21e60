import { sql } from 'kysely';
import { throttleClientKey } from '../../platform/security/clientKey';
import type { Db } from '../../platform/db/connection';

/**
 * Whether a lockout of this login (in any case) from this client is recorded since `since`: the
 * login throttle writes one entry per wait, not one per refused try. A client is who the throttle
 * counts as one (an IPv6 /64 network), so rotating addresses within it adds no entries.
 */
export async function lockoutRecordedSince(db: Db, login: string, address: string, since: number): Promise<boolean> {
  const rows = await db.kysely
    .selectFrom('auditLog')
    .select('address')
    .where('action', '=', 'loginLocked')
    .where(sql<boolean>`lower(user_login) = ${login.toLowerCase()}`)
    .where('at', '>=', since)
    .execute();
  const client = throttleClientKey(address);
  return rows.some((row) => row.address !== null && throttleClientKey(row.address) === client);
}
