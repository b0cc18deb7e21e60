import {
  Migrator,
  sql,
  type ColumnDefinitionBuilder,
  type Kysely,
  type Migration,
  type MigrationProvider,
} from 'kysely';
import { agentReplay } from './agentReplay';
import { alerts } from './alerts';
import { auditLog } from './auditLog';
import { changeMarks } from './changeMarks';
import { sessionDetails } from './sessionDetails';
import { currentCheckIds } from '../../shared/reports/checks';
import type { Db, Dialect } from '../platform/db/connection';
import { parseJsonArray } from '../platform/db/json';
import { loginFailureAddress } from './loginFailureAddress';
import { rateLimits } from './rateLimits';
import { verifiedSeeds } from './verifiedSeeds';
import { underMigrationLock } from './migrationLock';

// Identifiers here are snake_case: the CamelCasePlugin maps them to the camelCase names of schema.ts.
function initial(dialect: Dialect): Migration {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  const pk = (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement();

  return {
    async up(db: Kysely<unknown>) {
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
    },
  };
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

/** One check per report column (shared/reports/checks.ts): stored lists of the first catalogue are mapped. */
const checksPerColumn: Migration = {
  async up(db: Kysely<unknown>) {
    const { rows } = await sql<{ rowid: number; stores: string; cashpoints: string }>`
      select id as rowid, visible_store_check_ids as stores, visible_cashpoint_check_ids as cashpoints from contexts
    `.execute(db);
    const mapped = (json: string) => JSON.stringify(currentCheckIds(parseJsonArray<string>(json)));
    for (const row of rows) {
      await sql`
        update contexts set visible_store_check_ids = ${mapped(row.stores)},
          visible_cashpoint_check_ids = ${mapped(row.cashpoints)}
        where id = ${row.rowid}
      `.execute(db);
    }
  },
};

class InCodeProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return {
      '2026-11-01-initial': initial(this.dialect),
      '2026-11-23-checks-per-column': checksPerColumn,
      '2026-11-24-change-marks': changeMarks(this.dialect),
      '2026-11-25-login-failure-address': loginFailureAddress,
      '2026-11-25-session-details': sessionDetails,
      '2026-11-25-agent-replay': agentReplay,
      '2026-11-26-rate-limits': rateLimits,
      '2026-11-26-verified-seeds': verifiedSeeds,
      '2026-11-27-audit-log': auditLog(this.dialect),
      '2026-11-27-alerts': alerts(this.dialect),
    };
  }
}

/** Brings the schema up to date; runs at every start and is a no-op when nothing is pending. */
export async function migrate(db: Db): Promise<void> {
  await underMigrationLock(db, async (kysely) => {
    // Unordered: a migration whose record was removed (or that arrived from a parallel branch with an
    // earlier name) still runs, instead of refusing the later ones already applied.
    const migrator = new Migrator({
      db: kysely,
      provider: new InCodeProvider(db.dialect),
      allowUnorderedMigrations: true,
    });
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (error || failed) {
      throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
    }
  });
}

/**
 * Whether every migration of this version is applied: one small query, so it also tells whether
 * the database answers at all (it throws when it does not).
 */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db.kysely);
  const applied = new Set(rows.map((row) => row.name));
  const known = Object.keys(await new InCodeProvider(db.dialect).getMigrations());
  return known.every((name) => applied.has(name));
}
