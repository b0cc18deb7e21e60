import { sql, type Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2026-11-25-session-details';

// A session becomes something its user can see and end: a public id to name it by (the token and
// its hash never leave the server), the browser and address it was opened from. Its user's sessions
// are looked up together (the list, and ending them when the credentials change), hence the index.
// Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it;
// the public id is made here as fleet/ids.ts `newUid` made it then (32 hex digits, Node's global Web Crypto).
const newUid = () => crypto.randomUUID().replaceAll('-', '');

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['uid', 'user_agent', 'address']) {
    await db.schema.alterTable('sessions').addColumn(column, 'text').execute();
  }
  // Sessions opened before this migration keep running; each gets its public id here.
  const { rows } = await sql<{ key: string }>`select id_hash as key from sessions`.execute(db);
  for (const row of rows) {
    await sql`update sessions set uid = ${newUid()} where id_hash = ${row.key}`.execute(db);
  }
  await db.schema.createIndex('sessions_uid').unique().on('sessions').column('uid').execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
}
