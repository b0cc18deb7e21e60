import { sql, type Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2026-12-27-alert-flapping';

/**
 * Flapping alerts (issue 46): a cause that comes and goes opens a new alert each time.
 * - `alerts.flapping`: 1 when the alert opened while its kind and subject flapped (more alerts of
 *   them closed within the hour before than the checks allow); the list marks it 'flattert', and
 *   its opening (after the first of such a spell) and its closing are not notified. 0 for every
 *   alert before.
 * - An index on context, kind, subject and closing time: the checks count a subject's recently closed
 *   alerts for each alert they open.
 *
 * Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('alerts')
    .addColumn('flapping', 'integer', (c) => c.notNull().defaultTo(sql`0`))
    .execute();
  await db.schema
    .createIndex('alerts_subject_closed')
    .on('alerts')
    .columns(['context_id', 'kind', 'subject', 'closed_at'])
    .execute();
}
