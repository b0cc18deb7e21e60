import { sql, type Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2027-01-03-alerts-open-kind';

/**
 * The alerts not closed, by kind (issue 50, bench): each check run reads its kind's open alerts
 * twice (those whose detail changed, those whose cause is gone). The one-open-alert index leads
 * with the context, so without this one every run of every kind scanned all alerts: at a million
 * registers with 400,000 open alerts, 60 ms per kind even for a kind with none.
 * And the open alerts without an owner per context, which the start page's situation counts: from
 * this index alone, not from each open alert's row (100 ms at 400,000).
 * The store servers by store with their last heartbeat, as `cashpoints_store_tree` has it for the
 * registers: the situation counts those offline per context from the index, not from each store
 * server's row with its agent info (200 ms at 100,000 stores).
 *
 * Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('alerts_open_kind')
    .on('alerts')
    .columns(['kind', 'context_id', 'subject'])
    .where(sql.ref('state'), '<>', 'closed')
    .execute();
  await db.schema
    .createIndex('alerts_open_unowned')
    .on('alerts')
    .column('context_id')
    .where(sql<boolean>`state <> 'closed' and assignee_name is null`)
    .execute();
  await db.schema
    .createIndex('store_agents_store_heartbeat')
    .on('store_agents')
    .columns(['store_row_id', 'last_heartbeat'])
    .execute();
}
