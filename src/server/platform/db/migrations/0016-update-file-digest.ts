import type { Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2026-12-03-update-file-digest';

// The SHA-256 (hex) of an update's file, computed while the upload streams in and stored with the
// row, so the agents' due-update replies never read the file to hash it. Rows from before have
// none (null); the console hashes their file once, lazily, and stores the digest then.
// Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('syncfiles').addColumn('sha256', 'text').execute();
}
