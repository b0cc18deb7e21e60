import type { Db } from '../db/connection';
import { maxClockSkewSeconds } from '../agent/signature';

/**
 * A request is accepted while its timestamp is within the window either side of the server's clock,
 * so a nonce seen now can come back for up to twice the window; a minute more covers instances
 * whose clocks differ a little.
 */
export const nonceRetentionMs = (2 * maxClockSkewSeconds + 60) * 1000;

/** Nonces older than the retention are deleted at most this often per database, on the insert path. */
const purgeEveryMs = 60_000;
const lastPurge = new WeakMap<Db, number>();

/**
 * Records a nonce of a context; false when the context has sent it before. The unique key decides
 * atomically, so two instances handed the same request at once cannot both accept it.
 */
export async function recordNonce(db: Db, contextId: number, nonce: string, now: number): Promise<boolean> {
  await purgeOldNonces(db, now);
  const result = await db.kysely
    .insertInto('agentNonces')
    .values({ contextId, nonce, seenAt: now })
    .onConflict((oc) => oc.columns(['contextId', 'nonce']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

async function purgeOldNonces(db: Db, now: number): Promise<void> {
  const last = lastPurge.get(db);
  if (last !== undefined && now - last < purgeEveryMs && now >= last) return;
  lastPurge.set(db, now);
  await db.kysely
    .deleteFrom('agentNonces')
    .where('seenAt', '<', now - nonceRetentionMs)
    .execute();
}
