import type { Db } from '../../platform/db/connection';
import type { SyncfileRow } from '../../platform/db/schema';

// What the rollouts need of an update's rows: the update a plan is saved for, its status set to
// Aktiv when its rollout starts, its release time moved to now on the start's explicit choice, and the stores of its checked (Test/Labor) targets, a pilot wave's.

/** The update of a context by its uid (either kind); undefined for one of another context or none. */
export function updateByUid(db: Db, contextId: number, uid: string): Promise<SyncfileRow | undefined> {
  return db.kysely
    .selectFrom('syncfiles')
    .selectAll()
    .where('contextId', '=', contextId)
    .where('uid', '=', uid)
    .executeTakeFirst();
}

/** Sets the update's status to Aktiv (2), in the caller's transaction. */
export async function setUpdateActive(db: Db, syncfileId: number): Promise<void> {
  await db.kysely.updateTable('syncfiles').set({ status: 2 }).where('id', '=', syncfileId).execute();
}

/** Sets the update's release time (a rollout's start releases it now), in the caller's transaction. */
export async function setUpdateReleaseDate(db: Db, syncfileId: number, releaseDate: number): Promise<void> {
  await db.kysely.updateTable('syncfiles').set({ releaseDate }).where('id', '=', syncfileId).execute();
}

/** The row ids of the stores of the update's checked targets (registers or store servers). */
export async function checkedTargetStoreRowIds(db: Db, syncfileId: number): Promise<number[]> {
  const rows = await db.kysely
    .selectFrom('syncfileTargets as t')
    .leftJoin('cashpoints as c', 'c.id', 't.cashpointId')
    .leftJoin('storeAgents as a', 'a.id', 't.storeAgentId')
    .select((eb) => eb.fn.coalesce('c.storeRowId', 'a.storeRowId').as('storeRowId'))
    .where('t.syncfileId', '=', syncfileId)
    .distinct()
    .execute();
  return rows.flatMap((row) => (row.storeRowId === null ? [] : [Number(row.storeRowId)]));
}
