import type { Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2026-12-29-remote-actions';

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
  'ROLLOUTS_APPROVE',
  'ALERTS_ACKNOWLEDGE',
];
const rightsAdded = ['ACTIONS_RUN', 'ACTIONS_RISKY'];

/**
 * Remote actions ('Aktionen', issue 49).
 * - `action_requests`: one per request of an operator: its kind, target kind ('cashpoint' or
 *   'storeAgent'), parameters (JSON object), state ('waitingForApproval', 'active', 'finished',
 *   'cancelled'), who asked (id and the name they had then), the 'Notfall' reason, the deadline in
 *   minutes, the approval (who, when, comment), the cancel, when its last target ended, and `total`
 *   (its targets, so a list of requests counts nothing per row).
 * - `action_targets`: one per register or store server of a request (`cashpoint_id` or
 *   `store_agent_id`, with its store and context copied for the gates' counts and the delivery's
 *   look-up). `state` is stored ('waitingForApproval', 'queued', 'sent', 'running', 'succeeded',
 *   'failed', 'expired', 'cancelled'); `hold` the gate that held a queued target when it was last
 *   judged (for the counts; the gates judge it anew each time). Its own `deadline_at` (a retry sets
 *   a new one), `attempts` (retries) and `deliveries` (times handed to an agent), the agent's times,
 *   exit code and output (at most 64 KB), the collected log bundle's storage key, and
 *   `reported_at` (the last report's time).
 * - `cashpoint_receipts`: whether a register has a receipt open, as its heartbeat said last
 *   (`open_receipt` 0/1, `reported_at`). A table of its own: a write to `cashpoints` marks the
 *   register changed for the per-store caches (migration 0003), and a till opens and closes receipts
 *   all day long.
 * - The rights ACTIONS_RUN and ACTIONS_RISKY go to every role that held all rights there were.
 *
 * Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  await db.schema
    .createTable('action_requests')
    .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('context_id', 'integer', (c) => c.notNull().references('contexts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('parameters', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('requested_by_id', 'integer')
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('emergency_reason', 'text')
    .addColumn('deadline_minutes', 'integer', (c) => c.notNull())
    .addColumn('approved_by_id', 'integer')
    .addColumn('approved_by', 'text')
    .addColumn('approved_at', 'bigint')
    .addColumn('approval_comment', 'text')
    .addColumn('cancelled_by', 'text')
    .addColumn('cancelled_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // The list: a context's requests newest first, optionally of one state or kind.
  await db.schema.createIndex('action_requests_context').on('action_requests').columns(['context_id', 'id']).execute();
  await db.schema
    .createIndex('action_requests_state')
    .on('action_requests')
    .columns(['context_id', 'state', 'id'])
    .execute();

  await db.schema
    .createTable('action_targets')
    .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('request_id', 'integer', (c) => c.notNull().references('action_requests.id').onDelete('cascade'))
    .addColumn('context_id', 'integer', (c) => c.notNull())
    .addColumn('store_row_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('cashpoint_id', 'integer', (c) => c.references('cashpoints.id').onDelete('cascade'))
    .addColumn('store_agent_id', 'integer', (c) => c.references('store_agents.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('hold', 'text')
    .addColumn('deadline_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('deliveries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', 'bigint')
    .addColumn('started_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .addColumn('exit_code', 'integer')
    .addColumn('output', 'text')
    .addColumn('bundle_key', 'text')
    .addColumn('bundle_at', 'bigint')
    .addColumn('reported_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // A request's targets, paged in order and counted per state.
  await db.schema.createIndex('action_targets_request').on('action_targets').columns(['request_id', 'id']).execute();
  await db.schema
    .createIndex('action_targets_request_state')
    .on('action_targets')
    .columns(['request_id', 'state', 'id'])
    .execute();
  // The delivery: a register's or store server's targets not ended; and its history, newest first.
  await db.schema
    .createIndex('action_targets_cashpoint')
    .on('action_targets')
    .columns(['cashpoint_id', 'state', 'id'])
    .execute();
  await db.schema
    .createIndex('action_targets_store_agent')
    .on('action_targets')
    .columns(['store_agent_id', 'state', 'id'])
    .execute();
  // The gates' limits: how many run now in a store, in a context.
  await db.schema.createIndex('action_targets_store').on('action_targets').columns(['store_row_id', 'state']).execute();
  await db.schema.createIndex('action_targets_context').on('action_targets').columns(['context_id', 'state']).execute();
  // The expiry job: targets not ended whose deadline passed.
  await db.schema
    .createIndex('action_targets_deadline')
    .on('action_targets')
    .columns(['state', 'deadline_at'])
    .execute();

  await db.schema
    .createTable('cashpoint_receipts')
    .addColumn('cashpoint_id', 'integer', (c) => c.primaryKey().references('cashpoints.id').onDelete('cascade'))
    .addColumn('open_receipt', 'integer', (c) => c.notNull())
    .addColumn('reported_at', 'bigint', (c) => c.notNull())
    .execute();

  const roles = db as Kysely<{ roles: { id: number; rights: string } }>;
  for (const role of await roles.selectFrom('roles').select(['id', 'rights']).execute()) {
    let rights: unknown;
    try {
      rights = JSON.parse(role.rights);
    } catch {
      continue;
    }
    if (!Array.isArray(rights) || !rightsBefore.every((right) => rights.includes(right))) continue;
    const missing = rightsAdded.filter((right) => !rights.includes(right));
    if (missing.length === 0) continue;
    await roles
      .updateTable('roles')
      .set({ rights: JSON.stringify([...rights, ...missing]) })
      .where('id', '=', role.id)
      .execute();
  }
}
