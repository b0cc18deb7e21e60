import { sql, type Kysely, type Migration } from 'kysely';
import { newUid } from '../platform/ids';

// A session becomes something its user can see and end: a public id to name it by (the token and
// its hash never leave the server), the browser and address it was opened from. Its user's sessions
// are looked up together (the list, and ending them when the credentials change), hence the index.
export const sessionDetails: Migration = {
  async up(db: Kysely<unknown>) {
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
  },
};
