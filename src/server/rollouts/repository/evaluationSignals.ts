import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';

// What the stores of a rollout's waves show beside the installs: the alerts they opened, and their
// store servers' last day close. One query each for the whole rollout.

/** An alert of a store, with when it stopped counting (closed or acknowledged; null: open and not acknowledged). */
export interface StoreAlert {
  storeUid: string;
  kind: string;
  /** What the alert names (for peripheralDown its devices' 'kind:state' pairs). */
  detail: string | null;
  openedAt: number;
  /** The earlier of its close and its acknowledgement; null while it is neither. */
  endedAt: number | null;
}

/**
 * The alerts of `kinds` a context's stores had open (not closed, not acknowledged) at some moment
 * from `from` to now: what the alert gate compares, the level now against the level at a baseline.
 * Read by the context's index, not joined to the rollout's stores: a store joined to every alert of
 * its context makes the database compare thousands of stores with thousands of alerts (the
 * evaluation maps them by uid).
 */
export async function storeAlertsOpenSince(
  db: Db,
  contextId: number,
  kinds: readonly string[],
  from: number,
  now: number,
): Promise<StoreAlert[]> {
  const rows = await db.kysely
    .selectFrom('alerts')
    .select(['storeUid', 'kind', 'detail', 'openedAt', 'closedAt', 'acknowledgedAt'])
    .where('contextId', '=', contextId)
    .where('kind', 'in', kinds)
    .where('openedAt', '<=', now)
    .where('storeUid', 'is not', null)
    .where((eb) => eb.or([eb('closedAt', 'is', null), eb('closedAt', '>=', from)]))
    .where((eb) => eb.or([eb('acknowledgedAt', 'is', null), eb('acknowledgedAt', '>=', from)]))
    .execute();
  return rows.map((row) => {
    const ends = [row.closedAt, row.acknowledgedAt].filter((t): t is number => t !== null).map(Number);
    return {
      storeUid: row.storeUid!,
      kind: row.kind,
      detail: row.detail,
      openedAt: Number(row.openedAt),
      endedAt: ends.length === 0 ? null : Math.min(...ends),
    };
  });
}

/**
 * When the alert checks of `kinds` first looked (the latest of their first runs; 0 when one never ran,
 * or ran before that was recorded): what they found then was there before, of unknown age.
 */
export async function alertChecksFirstLooked(db: Db, kinds: readonly string[]): Promise<number> {
  const row = await db.kysely
    .selectFrom('alertCheckRuns')
    .select((eb) => eb.fn.max('firstAt').as('firstAt'))
    .where('kind', 'in', kinds)
    .executeTakeFirst();
  return Number(row?.firstAt ?? 0);
}

/** The stores' last successful day closes (ms) by store row id, and which stores have a store server at all. */
export interface DayCloses {
  closes: Map<number, number>;
  /** A store without a store server reports no day close: the gate cannot measure it. */
  withServer: Set<number>;
}

/**
 * The last successful day close (ms) of the store server of each store of the rollout that is not
 * rolled back; stores without one reported are left out. Only the agent info's `fileValues.tabsok`
 * ({ value '1', timestamp in Unix seconds }) leaves the database; PostgreSQL reads the text as json,
 * not jsonb, which only checks it instead of converting the whole blob.
 */
export async function rolloutDayCloses(db: Db, rolloutId: number): Promise<DayCloses> {
  const tabsok =
    db.dialect === 'postgres'
      ? sql`(cast(sa.agent_info as json) #>> '{fileValues,tabsok}')`
      : sql`json_extract(sa.agent_info, '$.fileValues.tabsok')`;
  const result = await sql<Record<string, unknown>>`
    select rs.store_row_id, ${tabsok} as tabsok
    from rollout_stores rs
    join store_agents sa on sa.store_row_id = rs.store_row_id
    where rs.rollout_id = ${rolloutId} and rs.rolled_back_at is null`.execute(db.kysely);
  const closes = new Map<number, number>();
  const withServer = new Set<number>();
  for (const row of result.rows) {
    withServer.add(Number(row.storeRowId));
    const at = successfulDayClose(row.tabsok);
    if (at !== null) closes.set(Number(row.storeRowId), at);
  }
  return { closes, withServer };
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
