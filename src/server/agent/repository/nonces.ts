import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';

export interface SeenNonce {
  contextId: number;
  nonce: string;
}

/**
 * Records the nonces in one statement and returns those that were new; a nonce its context has sent
 * before is left out. The table's key decides, atomically, so two instances handed the same request
 * at once cannot both see it as new. One statement of a fixed text for any number of nonces (a JSON
 * array on SQLite, arrays on PostgreSQL) keeps one prepared statement instead of one per count.
 */
export async function insertNewNonces(db: Db, nonces: SeenNonce[], now: number): Promise<SeenNonce[]> {
  const contextIds = nonces.map((n) => n.contextId);
  const texts = nonces.map((n) => n.nonce);
  const rows =
    db.dialect === 'postgres'
      ? sql<SeenNonce>`
          insert into agent_nonces (context_id, nonce, seen_at)
          select context_id, nonce, ${now} from unnest(${contextIds}::integer[], ${texts}::text[]) as n(context_id, nonce)
          on conflict (context_id, nonce) do nothing
          returning context_id, nonce`
      : // The `where true` lets SQLite read the `on conflict` as the upsert's, not as a join's.
        sql<SeenNonce>`
          insert into agent_nonces (context_id, nonce, seen_at)
          select value ->> 0, value ->> 1, ${now} from json_each(${JSON.stringify(nonces.map((n) => [n.contextId, n.nonce]))}) where true
          on conflict (context_id, nonce) do nothing
          returning context_id, nonce`;
  return (await rows.execute(db.kysely)).rows;
}

/** Deletes the nonces seen before `before`. */
export async function deleteNoncesSeenBefore(db: Db, before: number): Promise<void> {
  await db.kysely.deleteFrom('agentNonces').where('seenAt', '<', before).execute();
}
