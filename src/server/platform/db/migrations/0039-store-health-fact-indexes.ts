import { sql, type Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2027-01-10-store-health-fact-indexes';

type Dialect = 'sqlite' | 'postgres';

/**
 * The store health list, the trees' marks and the start page's red stores (issue 51) read the few
 * rows of the store health tables that can be a cause, as 0035's `cashpoint_peripherals_not_ok`
 * finds the devices not ok; these partial indexes find the rest:
 * - `cashpoint_payments_in_question`: the card terminals unreachable, with offline payments or with
 *   payments no cut covers (a few in a hundred);
 * - `cashpoint_data_flows_unsent`: the registers with receipts not yet sent.
 * Without them a 5,000-store context's list read every terminal and data flow of the fleet.
 *
 * Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createIndex('cashpoint_payments_in_question')
    .on('cashpoint_payments')
    .column('cashpoint_id')
    .where(sql<boolean>`reachable = 0 or offline_transactions > 0 or uncut_since is not null`)
    .execute();
  await db.schema
    .createIndex('cashpoint_data_flows_unsent')
    .on('cashpoint_data_flows')
    .column('cashpoint_id')
    .where(sql<boolean>`unsent_receipts > 0`)
    .execute();
}
