import type { Kysely } from 'kysely';

/**
 * The name kysely_migration records; databases migrated before hold it, so it never changes. Dated
 * after the migrations before it (0032, and 0033 of another branch), so it sorts after them.
 */
export const name = '2027-01-04-action-target-indexes';

type Dialect = 'sqlite' | 'postgres';

/**
 * A request for 50,000 registers writes 50,000 rows of `action_targets` in one statement (issue 49:
 * within a second), and a cancel or an approval moves them all. Each row costs an entry in every index
 * of the table (a state change too: `state` is in several of them, so PostgreSQL never updates in
 * place) and a check of every foreign key. Measured on PostgreSQL, the nine indexes and four checks of
 * migration 0029 made most of a request's 2 to 8 seconds. What stays is what a query needs:
 * - `action_targets_request` (request_id, id) goes: `action_targets_request_state` (request_id,
 *   state, id) serves every look-up by request, the page of all states (in id order) with a sort of
 *   the request's rows, which its count reads anyway.
 * - PostgreSQL: `action_targets_store` (store_row_id, state) and `action_targets_context`
 *   (context_id, state) become one `action_targets_gates` (context_id, state, store_row_id): the
 *   gates count a context's running targets per store, and ask whether a store or a context has one
 *   queued (the store's question names its context, see repository/delivery.ts).
 * - PostgreSQL: the foreign keys of `request_id` and `store_row_id` go; each checked every inserted
 *   row. Their cascades are kept by others: a request is never deleted but with its context, whose
 *   stores' registers and store servers go with it, and their targets by the keys of `cashpoint_id`
 *   and `store_agent_id`, which stay (a target's store is always its register's or server's store).
 *   SQLite checks a key cheaply and keeps them, and with them the index on `store_row_id` its cascade
 *   from a deleted store looks up (SQLite drops a foreign key only by rebuilding the table).
 *
 * Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.dropIndex('action_targets_request').execute();
  if (dialect !== 'postgres') return;
  await db.schema.alterTable('action_targets').dropConstraint('action_targets_request_id_fkey').execute();
  await db.schema.alterTable('action_targets').dropConstraint('action_targets_store_row_id_fkey').execute();
  await db.schema.dropIndex('action_targets_store').execute();
  await db.schema.dropIndex('action_targets_context').execute();
  await db.schema
    .createIndex('action_targets_gates')
    .on('action_targets')
    .columns(['context_id', 'state', 'store_row_id'])
    .execute();
}
