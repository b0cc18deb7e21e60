import { sql, type Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2026-11-30-rollouts';

type Dialect = 'sqlite' | 'postgres';

/** The rights an administrator role held before this migration: all there were. */
const rightsBefore = [
  'UPDATES_CHANGE',
  'UPDATES_ORDER_CHANGE',
  'USERS',
  'USERS_CHANGE',
  'CONTEXTS',
  'CONTEXTS_CHANGE',
  'CASHPOINTS_CHANGE',
  'AUDIT',
  'CALENDAR_CHANGE',
];

/**
 * Rollouts in waves.
 * - `rollouts`: one per update (`syncfile_id` unique): its state, why it is paused (`pause_reason`
 *   German, `pause_cause` 'manual' or a gate kind), the author, the wave running or last done
 *   (`current_wave`, 1 the first, 0 before the start) and `revision`, raised by every transition so
 *   a transition written twice (two instances, a retried job) changes nothing the second time.
 * - `rollout_waves`: the plan's waves in order (`number` from 1), `plan` the JSON of the wave as
 *   saved (its stores, soak hours, thresholds, approval), and its progress.
 * - `rollout_stores`: the stores a started wave took (`wave`), when they got the update
 *   (`admitted_at`; null while their wave is paused before them), and a rollback (`rolled_back_at`,
 *   `rollback_immediately`). A store rolled back is left out of later waves until it is included.
 * - `rollout_settings`: per context whether a wave without required approval starts by itself.
 * - Creating or deleting a rollout, and taking, admitting or rolling back its stores, touches the change marks of the update and of the stores'
 *   registers and store servers: which update is due to them has changed (the tree's and the
 *   reports' per-store caches).
 * - The right ROLLOUTS_APPROVE goes to every role that held all rights there were.
 *
 * Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('rollouts')
    .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('context_id', 'integer', (c) => c.notNull().references('contexts.id').onDelete('cascade'))
    .addColumn('syncfile_id', 'integer', (c) => c.notNull().unique().references('syncfiles.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('pause_reason', 'text')
    .addColumn('pause_cause', 'text')
    .addColumn('author_id', 'integer')
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('current_wave', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .execute();
  await db.schema.createIndex('rollouts_context').on('rollouts').columns(['context_id', 'state']).execute();

  await db.schema
    .createTable('rollout_waves')
    .addColumn('rollout_id', 'integer', (c) => c.notNull().references('rollouts.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('last_install_at', 'bigint')
    .addColumn('soak_until', 'bigint')
    .addColumn('done_at', 'bigint')
    .addColumn('approved_by', 'text')
    .addColumn('approved_at', 'bigint')
    .addColumn('approval_comment', 'text')
    .addPrimaryKeyConstraint('rollout_waves_pk', ['rollout_id', 'number'])
    .execute();

  await db.schema
    .createTable('rollout_stores')
    .addColumn('rollout_id', 'integer', (c) => c.notNull().references('rollouts.id').onDelete('cascade'))
    .addColumn('store_row_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('wave', 'integer', (c) => c.notNull())
    .addColumn('admitted_at', 'bigint')
    .addColumn('rolled_back_at', 'bigint')
    .addColumn('rollback_immediately', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('rollout_stores_pk', ['rollout_id', 'store_row_id'])
    .execute();
  await db.schema
    .createIndex('rollout_stores_store')
    .on('rollout_stores')
    .columns(['store_row_id', 'rollout_id'])
    .execute();
  await db.schema.createIndex('rollout_stores_wave').on('rollout_stores').columns(['rollout_id', 'wave']).execute();

  await db.schema
    .createTable('rollout_settings')
    .addColumn('context_id', 'integer', (c) => c.primaryKey().references('contexts.id').onDelete('cascade'))
    .addColumn('auto_advance', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  if (dialect === 'postgres') await postgresTouch(db);
  else await sqliteTouch(db);

  const roles = db as Kysely<{ roles: { id: number; rights: string } }>;
  for (const role of await roles.selectFrom('roles').select(['id', 'rights']).execute()) {
    let rights: unknown;
    try {
      rights = JSON.parse(role.rights);
    } catch {
      continue;
    }
    if (!Array.isArray(rights) || !rightsBefore.every((right) => rights.includes(right))) continue;
    if (rights.includes('ROLLOUTS_APPROVE')) continue;
    await roles
      .updateTable('roles')
      .set({ rights: JSON.stringify([...rights, 'ROLLOUTS_APPROVE']) })
      .where('id', '=', role.id)
      .execute();
  }
}

async function sqliteTouch(db: Kysely<unknown>): Promise<void> {
  for (const [event, row] of [
    ['insert', sql`new`],
    ['update of admitted_at, rolled_back_at', sql`new`],
    ['delete', sql`old`],
  ] as const) {
    const trigger = `rollout_stores_touch_${event.split(' ')[0]!}`;
    await sql`
      create trigger ${sql.id(trigger)} after ${sql.raw(event)} on rollout_stores begin
        update cashpoints set change_seq = change_seq where store_row_id = ${row}.store_row_id;
        update store_agents set change_seq = change_seq where store_row_id = ${row}.store_row_id;
      end
    `.execute(db);
  }
  // A rollout's transitions change no store's due update by themselves (its stores' rows do).
  for (const [event, row] of [
    ['insert', sql`new`],
    ['delete', sql`old`],
  ] as const) {
    await sql`
      create trigger ${sql.id(`rollouts_touch_${event}`)} after ${sql.raw(event)} on rollouts begin
        update syncfiles set change_seq = change_seq where id = ${row}.syncfile_id;
      end
    `.execute(db);
  }
}

async function postgresTouch(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function rollout_touch_store() returns trigger language plpgsql as $$
    declare
      target record;
    begin
      if tg_op = 'DELETE' then target := old; else target := new; end if;
      update cashpoints set change_seq = 0 where store_row_id = target.store_row_id;
      update store_agents set change_seq = 0 where store_row_id = target.store_row_id;
      return null;
    end $$
  `.execute(db);
  await sql`
    create function rollout_touch_update() returns trigger language plpgsql as $$
    declare
      target record;
    begin
      if tg_op = 'DELETE' then target := old; else target := new; end if;
      update syncfiles set change_seq = 0 where id = target.syncfile_id;
      return null;
    end $$
  `.execute(db);
  await sql`
    create trigger rollout_stores_touch after insert or delete or update of admitted_at, rolled_back_at on rollout_stores
    for each row execute function rollout_touch_store()
  `.execute(db);
  await sql`
    create trigger rollouts_touch after insert or delete on rollouts
    for each row execute function rollout_touch_update()
  `.execute(db);
}
