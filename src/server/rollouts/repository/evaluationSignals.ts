import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';
import { jsonColumn, jsonField } from '../../platform/db/jsonField';

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
 * rolled back; stores without one reported are left out. The agent info's `fileValues.tabsok`
 * ({ value '1', timestamp in Unix seconds }) is read by the database, not moved to Node whole.
 */
export async function rolloutDayCloses(db: Db, rolloutId: number): Promise<Map<number, number>> {
  const info = jsonColumn(db.dialect, sql`sa.agent_info`);
  const result = await sql<Record<string, unknown>>`
    select d.store_row_id, d.ok, d.at from (
      select rs.store_row_id,
        ${jsonField(db.dialect, info, ['fileValues', 'tabsok', 'value'])} as ok,
        ${jsonField(db.dialect, info, ['fileValues', 'tabsok', 'timestamp'])} as at
      from rollout_stores rs
      join store_agents sa on sa.store_row_id = rs.store_row_id
      where rs.rollout_id = ${rolloutId} and rs.rolled_back_at is null and sa.agent_info is not null
    ) d`.execute(db.kysely);
  const closes = new Map<number, number>();
  for (const row of result.rows) {
    const seconds = Number(row.at);
    if (String(row.ok) === '1' && Number.isFinite(seconds) && seconds > 0)
      closes.set(Number(row.storeRowId), seconds * 1000);
  }
  return closes;
}
