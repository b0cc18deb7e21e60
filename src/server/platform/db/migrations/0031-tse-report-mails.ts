import type { Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2026-12-31-tse-report-mails';

/**
 * The monthly TSE report's mails (issue 50): one row per context and month ('YYYY-MM' in the
 * context's zone) whose report was sent (or found nothing to tell), so a restart or another
 * instance never sends it twice. Claimed before the mail goes out, given back when it failed.
 *
 * Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tse_report_mails')
    .addColumn('context_id', 'integer', (c) => c.notNull().references('contexts.id').onDelete('cascade'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addColumn('tses', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('tse_report_mails_pk', ['context_id', 'month'])
    .execute();
}
