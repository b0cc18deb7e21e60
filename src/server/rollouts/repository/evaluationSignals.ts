import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';

// What the stores of a rollout's waves show beside the installs: the alerts they opened before and
// since their wave started, and their store servers' last day close. One query each for the whole
// rollout; stores rolled back are left out (the operator has dealt with them).

export interface WaveAlertCounts {
  /** Opened since the wave started. */
  after: number;
  /** Opened over the same span before it started. */
  before: number;
}

/** Per started wave, the alerts of `kinds` its stores (not rolled back) opened since its start and before. */
export async function waveAlertCounts(
  db: Db,
  rolloutId: number,
  kinds: readonly string[],
  now: number,
): Promise<Map<number, WaveAlertCounts>> {
  const result = await sql<Record<string, unknown>>`
    select rs.wave,
      sum(case when a.opened_at >= w.started_at then 1 else 0 end) as after,
      sum(case when a.opened_at < w.started_at then 1 else 0 end) as before
    from rollout_stores rs
    join rollout_waves w on w.rollout_id = rs.rollout_id and w.number = rs.wave
    join stores st on st.id = rs.store_row_id
    join alerts a on a.context_id = st.context_id and a.store_uid = st.uid
    where rs.rollout_id = ${rolloutId} and rs.rolled_back_at is null and w.started_at is not null
      and a.kind in (${sql.join(kinds)})
      and a.opened_at >= w.started_at - (${now} - w.started_at) and a.opened_at <= ${now}
    group by rs.wave`.execute(db.kysely);
  return new Map(
    result.rows.map((row) => [Number(row.wave), { after: Number(row.after ?? 0), before: Number(row.before ?? 0) }]),
  );
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
