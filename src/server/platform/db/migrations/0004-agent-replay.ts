import type { Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2026-11-25-agent-replay';

/**
 * What refuses replayed agent requests. `agent_nonces` holds each context's nonces seen within the
 * signature window; its key makes the check one insert that fails on a nonce seen before, which
 * also holds across server instances sharing the database. `installations.reported_at` is the
 * agent's time of the stored report, so an older report arriving late changes nothing.
 *
 * Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agent_nonces')
    // No foreign key: a nonce outlives its context by minutes at most (the purge takes it), and a
    // context deleted while its requests are in flight must not fail the statement of the others.
    .addColumn('context_id', 'integer', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('agent_nonces_pk', ['context_id', 'nonce'])
    .execute();
  // The purge deletes by age.
  await db.schema.createIndex('agent_nonces_seen_at').on('agent_nonces').column('seen_at').execute();
  await db.schema.alterTable('installations').addColumn('reported_at', 'bigint').execute();
}
