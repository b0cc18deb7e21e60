import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { createPostgresDatabase, databaseKinds } from '../../test/harness';
import { openDb } from './connection';
import { migrate } from './migrate';

// Sessions opened before their details were kept live on: each gets its public id.
for (const kind of databaseKinds) {
  describe(`the session details migration on ${kind}`, () => {
    it('gives every session opened before it a public id of its own and keeps it open', async () => {
      const pgDb = kind === 'postgres' ? await createPostgresDatabase() : undefined;
      const db = openDb({ postgresUrl: pgDb?.url, sqliteFile: ':memory:' });
      try {
        await migrate(db);
        // Back to the sessions table as it was before the migration, with two open sessions.
        await sql`drop index sessions_uid`.execute(db.kysely);
        await sql`drop index sessions_user`.execute(db.kysely);
        for (const column of ['uid', 'user_agent', 'address']) {
          await sql`alter table sessions drop column ${sql.id(column)}`.execute(db.kysely);
        }
        await sql`delete from kysely_migration where name = '2026-11-25-session-details'`.execute(db.kysely);
        await sql`insert into roles (uid, name) values ('r1', 'Rolle')`.execute(db.kysely);
        await sql`
          insert into users (uid, login, last_name, first_name, password_hash, role_id, created_at)
          select 'u1', 'alt', 'Alt', 'Anna', 'x', id, 0 from roles
        `.execute(db.kysely);
        for (const hash of ['hash-a', 'hash-b']) {
          await sql`
            insert into sessions (id_hash, user_id, created_at, last_seen_at, expires_at)
            select ${hash}, id, 1, 1, 9999999999999 from users
          `.execute(db.kysely);
        }

        await migrate(db);
        const rows = await db.kysely.selectFrom('sessions').selectAll().orderBy('idHash').execute();
        assert.deepEqual(
          rows.map((r) => [r.idHash, r.userAgent, r.address]),
          [
            ['hash-a', null, null],
            ['hash-b', null, null],
          ],
        );
        for (const row of rows) assert.match(row.uid, /^[0-9a-f]{32}$/);
        assert.notEqual(rows[0]!.uid, rows[1]!.uid);
        await assert.rejects(
          db.kysely.updateTable('sessions').set({ uid: rows[0]!.uid }).where('idHash', '=', 'hash-b').execute(),
          'a public id is unique',
        );
      } finally {
        await db.close();
        await pgDb?.drop();
      }
    });
  });
}
