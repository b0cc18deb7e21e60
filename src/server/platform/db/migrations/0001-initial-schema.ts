import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

// The first schema: contexts, roles, users and their sessions, stores with their registers and store
// agents, updates (syncfiles) with their targets and installations. Frozen: a migration imports
// nothing but Kysely, so what it builds never changes with the code around it (schemaSnapshot.test.ts).

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2026-11-01-initial';

type Dialect = 'sqlite' | 'postgres';

// Identifiers here are snake_case: the CamelCasePlugin maps them to the camelCase names of schema.ts.
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  const pk = (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('contexts')
    .addColumn('id', id, pk)
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('hash_secret', 'text')
    .addColumn('all_store_checks_visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('visible_store_check_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('all_cashpoint_checks_visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('visible_cashpoint_check_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', id, pk)
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rights', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', id, pk)
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('login', 'text', (c) => c.notNull().unique())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
    .addColumn('all_contexts_visible', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('two_factor_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('two_factor_seed', 'text')
    .addColumn('two_factor_last_step', 'bigint')
    .addColumn('column_filters', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('column_widths', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_contexts')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('context_id', 'integer', (c) => c.notNull().references('contexts.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_contexts_pk', ['user_id', 'context_id'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', id, pk)
    .addColumn('login', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_login_at').on('login_failures').columns(['login', 'at']).execute();

  await db.schema
    .createTable('stores')
    .addColumn('id', id, pk)
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('context_id', 'integer', (c) => c.notNull().references('contexts.id').onDelete('cascade'))
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addUniqueConstraint('stores_context_store', ['context_id', 'store_id'])
    .execute();

  await db.schema
    .createTable('cashpoints')
    .addColumn('id', id, pk)
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('store_row_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('pos_id', 'text', (c) => c.notNull())
    .addColumn('pos_type', 'text')
    .addColumn('agent_version', 'text')
    .addColumn('last_heartbeat', 'bigint')
    .addColumn('additional_data_timestamp', 'bigint')
    .addColumn('agent_info', 'text')
    .addColumn('cashpoint_info', 'text')
    .addUniqueConstraint('cashpoints_store_pos', ['store_row_id', 'pos_id'])
    .execute();

  await db.schema
    .createTable('store_agents')
    .addColumn('id', id, pk)
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('store_row_id', 'integer', (c) => c.notNull().unique().references('stores.id').onDelete('cascade'))
    .addColumn('agent_version', 'text')
    .addColumn('last_heartbeat', 'bigint')
    .addColumn('agent_info', 'text')
    .execute();

  await db.schema
    .createTable('syncfiles')
    .addColumn('id', id, pk)
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('context_id', 'integer', (c) => c.notNull().references('contexts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('release_date', 'bigint')
    .addColumn('order_key', 'integer', (c) => c.notNull())
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('upload_filepath', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('syncfiles_context_kind_filename', ['context_id', 'kind', 'filename'])
    .execute();
  await db.schema
    .createIndex('syncfiles_context_kind_order')
    .on('syncfiles')
    .columns(['context_id', 'kind', 'order_key'])
    .execute();

  await db.schema
    .createTable('syncfile_targets')
    .addColumn('id', id, pk)
    .addColumn('syncfile_id', 'integer', (c) => c.notNull().references('syncfiles.id').onDelete('cascade'))
    .addColumn('cashpoint_id', 'integer', (c) => c.references('cashpoints.id').onDelete('cascade'))
    .addColumn('store_agent_id', 'integer', (c) => c.references('store_agents.id').onDelete('cascade'))
    .execute();
  await createTargetIndexes(db, 'syncfile_targets');

  await db.schema
    .createTable('installations')
    .addColumn('id', id, pk)
    .addColumn('syncfile_id', 'integer', (c) => c.notNull().references('syncfiles.id').onDelete('cascade'))
    .addColumn('cashpoint_id', 'integer', (c) => c.references('cashpoints.id').onDelete('cascade'))
    .addColumn('store_agent_id', 'integer', (c) => c.references('store_agents.id').onDelete('cascade'))
    .addColumn('installation_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('installing_since', 'bigint')
    .addColumn('downloaded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('log', 'text')
    .addColumn('log_date', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await createTargetIndexes(db, 'installations');
}

/**
 * A row per target and update: one per register and update, one per store agent and update, and
 * the update's rows found fast.
 */
async function createTargetIndexes(db: Kysely<unknown>, table: string): Promise<void> {
  for (const target of ['cashpoint', 'store_agent']) {
    await db.schema
      .createIndex(`${table}_${target}`)
      .unique()
      .on(table)
      .columns([`${target}_id`, 'syncfile_id'])
      .execute();
  }
  await db.schema.createIndex(`${table}_syncfile`).on(table).column('syncfile_id').execute();
}
