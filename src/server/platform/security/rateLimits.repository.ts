import { sql } from 'kysely';
import type { Db } from '../db/connection';

export interface RateLimitWindow {
  /** Requests counted in the window, this one included. */
  count: number;
  /** When the window ends (ms since the epoch). */
  expiresAt: number;
}

/**
 * Counts one request of a key and returns its window. A key without a window, or whose window has
 * ended, starts a new one of `windowMs` at `now`. One upsert, so requests of the same key arriving
 * at several instances at once are each counted exactly once.
 */
export async function countRequest(db: Db, key: string, windowMs: number, now: number): Promise<RateLimitWindow> {
  const expiresAt = now + windowMs;
  const { rows } = await sql<RateLimitWindow>`
    insert into rate_limits ("key", "count", expires_at) values (${key}, 1, ${expiresAt})
    on conflict ("key") do update set
      "count" = case when rate_limits.expires_at <= ${now} then 1 else rate_limits."count" + 1 end,
      expires_at = case when rate_limits.expires_at <= ${now} then ${expiresAt} else rate_limits.expires_at end
    returning "count", expires_at
  `.execute(db.kysely);
  const row = rows[0]!;
  return { count: Number(row.count), expiresAt: Number(row.expiresAt) };
}

/** Deletes the windows that ended by `now`. */
export async function deleteEndedRateLimits(db: Db, now: number): Promise<void> {
  await db.kysely.deleteFrom('rateLimits').where('expiresAt', '<=', now).execute();
}
