import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { ContextCalendarsTable, StoreCalendarsTable } from '../../platform/db/schema';

// Calendars, rules and day closes planted as rows, for the tests of the agent API, the waiting
// stores and the rollouts' gates. The calendar API's own writes raise the version (`updatedAt`) past
// the stored one; a test chooses the version itself, so these write the values as given.

/** Writes a context's calendar row, or overwrites the one it has with `values`. */
export async function upsertContextCalendar(
  db: Db,
  contextId: number,
  values: Omit<Insertable<ContextCalendarsTable>, 'contextId'>,
): Promise<void> {
  await db.kysely
    .insertInto('contextCalendars')
    .values({ contextId, ...values })
    .onConflict((oc) => oc.column('contextId').doUpdateSet(values))
    .execute();
}

/** Writes a store's own calendar row (the store has none yet). */
export async function insertStoreCalendar(db: Db, values: Insertable<StoreCalendarsTable>): Promise<void> {
  await db.kysely.insertInto('storeCalendars').values(values).execute();
}

/** The agent info (JSON text, or null) of the store's store server. */
export async function storeAgentInfo(db: Db, storeRowId: number): Promise<string | null> {
  const row = await db.kysely
    .selectFrom('storeAgents')
    .select('agentInfo')
    .where('storeRowId', '=', storeRowId)
    .executeTakeFirstOrThrow();
  return row.agentInfo;
}

/** Replaces the agent info of the store's store server, as its heartbeat would. */
export async function setStoreAgentInfo(db: Db, storeRowId: number, agentInfo: string): Promise<void> {
  await db.kysely.updateTable('storeAgents').set({ agentInfo }).where('storeRowId', '=', storeRowId).execute();
}
