import { sql, type Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2027-01-27-live-events';

type Dialect = 'sqlite' | 'postgres';

/**
 * The live channel to the browsers (issue 54):
 * - `live_events`: the changes the instances tell their streams of, kept for minutes so that a
 *   browser that reconnects resumes after the last event it had (`Last-Event-ID`), and so that every
 *   instance on the database reads what any of them wrote. `object` names what changed (coalescing
 *   and the per-event check of who may see it), `body` is the event as sent. On PostgreSQL ids are
 *   drawn before commit, so a reader that went by id alone could pass over one that commits late;
 *   `tx` (the writing transaction's id) lets it read only what every older transaction has settled.
 * - Indexes on the targets' last heartbeat: the job that tells of registers going offline asks for
 *   those whose last heartbeat just passed the offline limit, a handful per second at any fleet size.
 *
 * Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`
      create table live_events (
        id bigserial primary key,
        tx xid8 not null default pg_current_xact_id(),
        context_id integer not null,
        object text not null,
        body text not null,
        at bigint not null
      )`.execute(db);
    await sql`create index live_events_tx on live_events (tx, id)`.execute(db);
  } else {
    await sql`
      create table live_events (
        id integer primary key autoincrement,
        context_id integer not null,
        object text not null,
        body text not null,
        at integer not null
      )`.execute(db);
  }
  await sql`create index live_events_at on live_events (at)`.execute(db);
  for (const table of ['cashpoints', 'store_agents'])
    await sql`create index ${sql.raw(`${table}_last_heartbeat`)} on ${sql.raw(table)} (last_heartbeat)`.execute(db);
}
