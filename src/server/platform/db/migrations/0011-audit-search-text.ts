import { sql, type Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2026-11-28-audit-search-text';

type Dialect = 'sqlite' | 'postgres';

/** Entries backfilled per statement (by id range), so no one statement grows with the log. */
const batch = 10_000;

/**
 * The audit log's search text: the fields the free-text filter searches (login, name, address,
 * context key and name, object label) in lower case, an empty one as '', joined by U+001F, so the
 * filter is one LIKE on one column and a term never spans two fields. The app writes it with every
 * entry; here the entries written before get it, computed the same way in SQL (on SQLite the app's
 * connection makes lower() JavaScript's toLowerCase, as the app's own).
 *
 * Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('audit_log')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const separator = dialect === 'postgres' ? sql`chr(31)` : sql`char(31)`;
  const field = (column: string) => sql`lower(coalesce(${sql.ref(column)}, ''))`;
  const joined = sql.join(
    ['user_login', 'user_name', 'address', 'context_key', 'context_name', 'object_label'].map(field),
    sql` || ${separator} || `,
  );
  const log = db as Kysely<{ audit_log: { id: number } }>;
  const { last } = await log
    .selectFrom('audit_log')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirstOrThrow();
  for (let start = 0; start < Number(last ?? 0); start += batch) {
    await sql`update audit_log set search_text = ${joined} where id > ${start} and id <= ${start + batch}`.execute(db);
  }
}
