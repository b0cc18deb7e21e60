import { sql } from 'kysely';
import type { Db } from '../db/connection';

/**
 * Whether a lockout of this login (in any case) from this address is recorded since `since`: the
 * login throttle writes one entry per wait, not one per refused try.
 */
export async function lockoutRecordedSince(db: Db, login: string, address: string, since: number): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('auditLog')
    .select('id')
    .where('action', '=', 'loginLocked')
    .where(sql<boolean>`lower(user_login) = ${login.toLowerCase()}`)
    .where('address', '=', address)
    .where('at', '>=', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
