import { sql, type Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2026-12-04-alert-check-facts';

type Dialect = 'sqlite' | 'postgres';

// What lets one alert check run over a million registers stay within seconds on PostgreSQL.
// - `alert_check_runs`: when each kind's checks last ran. An alert not closed was found by its
//   kind's last run (a run that no longer finds it closes it), so "last found" is that time and the
//   checks no longer rewrite every open alert each run (100,000 rows a minute at a million registers).
// - `installations_installed_*`: the installed rows of each update, counted without the table.
// - `store_agent_facts` (PostgreSQL): per store server, the few parts of its agent info the checks
//   read (time zone, day close, TSE server, services), as jsonb, kept by a trigger whenever the agent
//   info is written. Parsing the whole text (2.7 KB) of 100,000 store servers took seconds per check;
//   heartbeats that write no agent info do not run the trigger. A table of its own, so the store
//   agents' rows (scanned by other checks) stay as wide as they were. SQLite reads the text as before.
// Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.

async function postgresUp(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table store_agent_facts (
      store_agent_id integer primary key references store_agents(id) on delete cascade,
      facts jsonb not null)
  `.execute(db);
  // Text that is not JSON has no facts (null): a write of it must not fail for the checks' sake. JSON
  // that is not an object has none of the parts, as the checks read it before.
  await sql`
    create function store_agent_facts_of(info text) returns jsonb language plpgsql immutable as $$
    declare
      j jsonb;
    begin
      if info is null then return null; end if;
      begin
        j := info::jsonb;
      exception when others then
        return null;
      end;
      if jsonb_typeof(j) <> 'object' then return '{}'::jsonb; end if;
      return jsonb_build_object(
        'osInfo', jsonb_build_object('timezone', j #> '{osInfo,timezone}'),
        'fileValues', jsonb_build_object('tabsok', j #> '{fileValues,tabsok}'),
        'appValues', jsonb_build_object('tseserverrunning', j #> '{appValues,tseserverrunning}'),
        'serviceInfo', j -> 'serviceInfo');
    end $$
  `.execute(db);
  await sql`
    create function store_agent_keep_facts() returns trigger language plpgsql as $$
    declare
      f jsonb := store_agent_facts_of(new.agent_info);
    begin
      if f is null then
        delete from store_agent_facts where store_agent_id = new.id;
      else
        insert into store_agent_facts (store_agent_id, facts) values (new.id, f)
        on conflict (store_agent_id) do update set facts = excluded.facts;
      end if;
      return null;
    end $$
  `.execute(db);
  await sql`
    create trigger store_agents_facts after insert or update of agent_info on store_agents
    for each row execute function store_agent_keep_facts()
  `.execute(db);
  await sql`insert into store_agent_facts (store_agent_id, facts)
    select id, f from (select id, store_agent_facts_of(agent_info) as f from store_agents) x
    where f is not null`.execute(db);
}

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('alert_check_runs')
    .addColumn('kind', 'text', (c) => c.primaryKey().notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  // Home and statistics count, per context, the targets that report its Aktiv update installed:
  // this index holds just those rows, so the count reads no table row (a million per call before).
  for (const [target, column] of [
    ['cashpoint', 'cashpoint_id'],
    ['store_agent', 'store_agent_id'],
  ] as const) {
    await db.schema
      .createIndex(`installations_installed_${target}`)
      .on('installations')
      .column('syncfile_id')
      .where(sql.ref('installation_status'), '=', 2)
      .where(sql.ref(column), 'is not', null)
      .execute();
  }
  if (dialect === 'postgres') await postgresUp(db);
}
