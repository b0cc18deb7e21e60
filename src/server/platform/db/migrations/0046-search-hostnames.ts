import { sql, type Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2027-01-26-search-hostnames';

type Dialect = 'sqlite' | 'postgres';

/**
 * The search (issue 54) finds a register or store server by the start of its host name, which the
 * agents report inside `agent_info` (`osInfo.hostname`): an index on that name, ignoring case, per
 * table, so the search costs the same at a million registers. A value that is not JSON has no name
 * (on PostgreSQL a function that swallows the cast's error, as `store_agent_facts_of` does; on
 * SQLite `json_valid` first). PostgreSQL's index holds the name in lower case with
 * `text_pattern_ops`, so `like 'kasse-47%'` uses it whatever the database's collation; SQLite's
 * holds it in the NOCASE collation.
 *
 * Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`
      create function hostname_of(info text) returns text language plpgsql immutable as $$
      begin
        return lower((info::jsonb) #>> '{osInfo,hostname}');
      exception when others then
        return null;
      end $$`.execute(db);
    for (const table of ['cashpoints', 'store_agents']) {
      await sql`create index ${sql.raw(`${table}_hostname`)} on ${sql.raw(table)}
        (hostname_of(agent_info) text_pattern_ops)`.execute(db);
    }
    return;
  }
  // NOCASE: host names are ASCII, and SQLite's own collation keeps the index free of the lower() the
  // console registers in JavaScript (another tool writing the table would disagree with it).
  for (const table of ['cashpoints', 'store_agents']) {
    await sql`create index ${sql.raw(`${table}_hostname`)} on ${sql.raw(table)}
      ((case when json_valid(agent_info) then json_extract(agent_info, '$.osInfo.hostname') end) collate nocase)`.execute(
      db,
    );
  }
}
