import type { Db } from '../../platform/db/connection';

/** The keys of these contexts (an event names its context by key; a capability may know only its row id). */
export async function contextKeys(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.kysely.selectFrom('contexts').select(['id', 'key']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [Number(r.id), r.key]));
}
