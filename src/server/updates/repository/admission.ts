import { sql, type RawBuilder } from 'kysely';

// The one rule of rollouts for which Aktiv update is due where: while an update has a rollout, its
// Aktiv status reaches a store only when the store's `rollout_stores` row of that rollout is admitted
// and not rolled back; an update without a rollout reaches every store of its context (as before
// rollouts). Test/Labor updates of checked targets are not subject to it. Every due computation
// (the agent's answer, what it must remove, what waits for a window, the trees' and home's counts)
// takes the rule from here, in the form it needs: a condition per update and store, or the relation
// of the admitted pairs for set-based queries. Aliases end in `_adm` so they shadow nothing around.

/** `rollout_stores` rows whose store gets the rollout's update now: admitted and not rolled back. */
const admittedRow = sql`rs_adm.admitted_at is not null and rs_adm.rolled_back_at is null`;

/**
 * Whether the Aktiv status of update `syncfileId` (a column or value) reaches store `storeRowId`:
 * true when the update has no rollout, or when the store is admitted to it and not rolled back. One
 * look-up by the unique `rollouts.syncfile_id` and one by the primary key of `rollout_stores`.
 */
export function admittedSql(syncfileId: RawBuilder<unknown>, storeRowId: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(${withoutRolloutSql(syncfileId)}
    or exists (
      select 1 from rollouts r_adm join rollout_stores rs_adm on rs_adm.rollout_id = r_adm.id
      where r_adm.syncfile_id = ${syncfileId} and rs_adm.store_row_id = ${storeRowId} and ${admittedRow}))`;
}

/** Whether update `syncfileId` has no rollout: its Aktiv status reaches every store of its context. */
export function withoutRolloutSql(syncfileId: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`not exists (select 1 from rollouts r_adm where r_adm.syncfile_id = ${syncfileId})`;
}

/**
 * The relation (syncfile_id, store_row_id) of the updates with a rollout and the stores their Aktiv
 * status reaches: the same rule as `admittedSql`, for queries that take every store at once (linear
 * in the rollouts' store rows, no store × update product).
 */
export function admittedPairsSql(): RawBuilder<unknown> {
  return sql`select r_adm.syncfile_id, rs_adm.store_row_id
    from rollouts r_adm join rollout_stores rs_adm on rs_adm.rollout_id = r_adm.id
    where ${admittedRow}`;
}

/**
 * A column of the rollback of update `syncfileId` in store `storeRowId` (a scalar subquery, null
 * when the store was not rolled back): `rolled_back_at`, or `rollback_immediately` (1: its targets
 * remove it at once, 0: inside the store's update window).
 */
export function rollbackSql(
  syncfileId: RawBuilder<unknown>,
  storeRowId: RawBuilder<unknown>,
  column: 'rolled_back_at' | 'rollback_immediately',
): RawBuilder<unknown> {
  return sql`(select rs_adm.${sql.raw(column)}
    from rollouts r_adm join rollout_stores rs_adm on rs_adm.rollout_id = r_adm.id
    where r_adm.syncfile_id = ${syncfileId} and rs_adm.store_row_id = ${storeRowId}
      and rs_adm.rolled_back_at is not null)`;
}

/** The state of update `syncfileId`'s rollout (a scalar subquery, null without one). */
export function rolloutStateSql(syncfileId: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(select r_adm.state from rollouts r_adm where r_adm.syncfile_id = ${syncfileId})`;
}
