import type { Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2026-11-26-verified-seeds';

/**
 * 2FA seeds whose code was verified in a session, until 2FA is switched on with them. Held in the
 * database so that a seed verified through one instance can be switched on through another, and a
 * code is accepted once across all instances. Neither the session's cookie token nor the seed is
 * stored in the clear: `session_key` is the session's stored id hash and `seed_hash` a keyed hash
 * of the seed, so a leaked table opens nothing. `step` is the TOTP time step last accepted.
 *
 * Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('verified_seeds')
    .addColumn('session_key', 'text', (c) => c.notNull())
    .addColumn('seed_hash', 'text', (c) => c.notNull())
    .addColumn('step', 'bigint', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('verified_seeds_pk', ['session_key', 'seed_hash'])
    .execute();
  await db.schema.createIndex('verified_seeds_at').on('verified_seeds').column('at').execute();
}
