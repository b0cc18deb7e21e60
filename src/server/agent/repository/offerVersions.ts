import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { SyncfileKind } from '../../platform/db/schema';

/**
 * The versions of the given keys of agent_offer_versions (migration 0015) in one statement of a
 * fixed text for any number of keys (a JSON array on SQLite, an array on PostgreSQL), so it stays
 * one prepared statement. A key no write has moved yet has no row: its version is 0.
 */
export async function readOfferVersions(db: Db, keys: readonly string[]): Promise<Map<string, number>> {
  const { rows } =
    db.dialect === 'postgres'
      ? await sql<{ key: string; version: string | number }>`
          select key, version from agent_offer_versions where key = any(${[...keys]}::text[])`.execute(db.kysely)
      : await sql<{ key: string; version: string | number }>`
          select key, version from agent_offer_versions
          where key in (select value from json_each(${JSON.stringify(keys)}))`.execute(db.kysely);
  return new Map(rows.map((r) => [r.key, Number(r.version)]));
}

/** When the next update of the context and kind that is not archived is released (ms), null without one. */
export async function nextRelease(db: Db, contextId: number, kind: SyncfileKind, now: number): Promise<number | null> {
  const row = await db.kysely
    .selectFrom('syncfiles')
    .select((eb) => eb.fn.min('releaseDate').as('next'))
    .where('contextId', '=', contextId)
    .where('kind', '=', kind)
    .where('archived', '=', 0)
    .where('releaseDate', '>', now)
    .executeTakeFirst();
  return row?.next === null || row?.next === undefined ? null : Number(row.next);
}
