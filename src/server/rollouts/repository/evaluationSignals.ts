import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';

// What the stores of a rollout's waves show beside the installs: the alerts they opened, and their
// store servers' last day close. One query each for the whole rollout.

/** An alert opened in a store. */
export interface StoreAlert {
  storeUid: string;
  openedAt: number;
}

/**
 * The alerts of `kinds` a context's stores opened from `from` to `now`. Read by the context's index,
 * not joined to the rollout's stores: a store joined to every alert of its context makes the
 * database compare thousands of stores with thousands of alerts (the evaluation maps them by uid).
 */
export async function storeAlertsSince(
  db: Db,
  contextId: number,
  kinds: readonly string[],
  from: number,
  now: number,
): Promise<StoreAlert[]> {
  const rows = await db.kysely
    .selectFrom('alerts')
    .select(['storeUid', 'openedAt'])
    .where('contextId', '=', contextId)
    .where('kind', 'in', kinds)
    .where('openedAt', '>=', from)
    .where('openedAt', '<=', now)
    .where('storeUid', 'is not', null)
    .execute();
  return rows.map((row) => ({ storeUid: row.storeUid!, openedAt: Number(row.openedAt) }));
}

/**
 * The last successful day close (ms) of the store server of each store of the rollout that is not
 * rolled back; stores without one reported are left out. Only the agent info's `fileValues.tabsok`
 * ({ value '1', timestamp in Unix seconds }) leaves the database; PostgreSQL reads the text as json,
 * not jsonb, which only checks it instead of converting the whole blob.
 */
export async function rolloutDayCloses(db: Db, rolloutId: number): Promise<Map<number, number>> {
  const tabsok =
    db.dialect === 'postgres'
      ? sql`(cast(sa.agent_info as json) #>> '{fileValues,tabsok}')`
      : sql`json_extract(sa.agent_info, '$.fileValues.tabsok')`;
  const result = await sql<Record<string, unknown>>`
    select rs.store_row_id, ${tabsok} as tabsok
    from rollout_stores rs
    join store_agents sa on sa.store_row_id = rs.store_row_id
    where rs.rollout_id = ${rolloutId} and rs.rolled_back_at is null and sa.agent_info is not null`.execute(db.kysely);
  const closes = new Map<number, number>();
  for (const row of result.rows) {
    const at = successfulDayClose(row.tabsok);
    if (at !== null) closes.set(Number(row.storeRowId), at);
  }
  return closes;
}

/** The moment of a successful close from `tabsok` as JSON text (SQLite may hand an object's text, PostgreSQL text). */
function successfulDayClose(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  try {
    const { value, timestamp } = JSON.parse(text) as { value?: unknown; timestamp?: unknown };
    const seconds = Number(timestamp);
    return String(value) === '1' && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
  } catch {
    return null;
  }
}
