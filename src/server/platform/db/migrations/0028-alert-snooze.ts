import type { Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2026-12-28-alert-snooze';

/**
 * Snoozed alerts ('Stummgeschaltet', issue 46): an operator silences an alert until a time.
 * - `alerts.snoozed_until`: until when (UTC ms); null while it is not snoozed. A time in the past is a
 *   snooze that ended by itself; raising the kind's severity clears it.
 * - `alerts.snoozed_by`, `alerts.snoozed_at`, `alerts.snooze_comment`: who snoozed it (by the name
 *   they had then, as `acknowledged_by`), when, and why (optional).
 *
 * Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('alerts').addColumn('snoozed_until', 'bigint').execute();
  await db.schema.alterTable('alerts').addColumn('snoozed_by', 'text').execute();
  await db.schema.alterTable('alerts').addColumn('snoozed_at', 'bigint').execute();
  await db.schema.alterTable('alerts').addColumn('snooze_comment', 'text').execute();
}
