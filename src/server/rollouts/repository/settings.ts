import type { Db } from '../../platform/db/connection';

// The rows of `rollout_settings`: per context whether a wave that needs no approval starts by itself.
// A context without a row advances no wave by itself.

export async function autoAdvanceOf(db: Db, contextId: number): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('rolloutSettings')
    .select('autoAdvance')
    .where('contextId', '=', contextId)
    .executeTakeFirst();
  return Number(row?.autoAdvance ?? 0) === 1;
}

export async function saveAutoAdvance(db: Db, contextId: number, autoAdvance: boolean, now: number): Promise<void> {
  const value = autoAdvance ? 1 : 0;
  await db.kysely
    .insertInto('rolloutSettings')
    .values({ contextId, autoAdvance: value, updatedAt: now })
    .onConflict((oc) => oc.column('contextId').doUpdateSet({ autoAdvance: value, updatedAt: now }))
    .execute();
}
