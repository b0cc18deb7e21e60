import type { Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2027-01-23-history-since';

type Dialect = 'sqlite' | 'postgres';

/**
 * `history_states.started_at` (issue 53, 'Vergleichen'): when history began keeping a target (its
 * first full heartbeat, the baseline). Its values before then are not known, so a comparison at an
 * earlier time is refused instead of showing the baseline as if it had held then. Null for the
 * targets kept before this migration (their start unknown: taken as kept from the retention on).
 *
 * Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('history_states').addColumn('started_at', 'bigint').execute();
}
