import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2026-12-06-sso';

type Dialect = 'sqlite' | 'postgres';

/**
 * Login through an OpenID Provider.
 * - `users.sso_issuer`, `users.sso_subject`: the provider and its `sub` of a user it created; a user
 *   is found by these, never by its login (a provider that lets users pick a name could otherwise
 *   take over a local account). `users.emergency_access`: 'Notfallzugang', may log in with a
 *   password (and TOTP) when password login is off.
 * - `sessions.provider`: the provider's name for a session opened through it; null for a password.
 * - `sso_mappings`: a provider group gives a role (`role_id`, null: none) and visible contexts
 *   (`context_keys`, JSON array, or `all_contexts`).
 * - `sso_flows`: a login begun at the provider, until its callback: the keyed hash of its `state`,
 *   of the browser's flow cookie, its nonce and PKCE verifier; `purpose` 'login' or 'test' (the
 *   'Testanmeldung' of `user_id`). Each is used once.
 * - `sso_test_results`: the last 'Testanmeldung' of each administrator, as JSON.
 *
 * Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  const primary = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();

  await db.schema.alterTable('users').addColumn('sso_issuer', 'text').execute();
  await db.schema.alterTable('users').addColumn('sso_subject', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('emergency_access', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('users_sso').on('users').columns(['sso_issuer', 'sso_subject']).unique().execute();
  await db.schema.alterTable('sessions').addColumn('provider', 'text').execute();

  await db.schema
    .createTable('sso_mappings')
    .addColumn('id', id, primary)
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('group_name', 'text', (c) => c.notNull().unique())
    .addColumn('role_id', 'integer', (c) => c.references('roles.id').onDelete('set null'))
    .addColumn('context_keys', 'text', (c) => c.notNull())
    .addColumn('all_contexts', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sso_flows')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('browser_hash', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sso_flows_created').on('sso_flows').column('created_at').execute();

  await db.schema
    .createTable('sso_test_results')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}
