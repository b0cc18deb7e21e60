import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { createPostgresDatabase, databaseKinds } from '../../test/harness';
import { migrateToBefore } from '../../test/migratedBefore';
import { openDb } from './connection';
import { isUniqueViolation } from './errors';
import { migrate } from './migrate';
import * as loginsIgnoringCase from './migrations/0024-logins-unique-ignoring-case';

// Migration 0024 makes logins unique whatever their case. A database of the previous version may
// hold logins that differ only in case (the provider created `ADMIN` beside `admin`): the migration
// does not fail on them, it renames all but one of each group, audited, then adds the index.

const long = 'x'.repeat(100);

for (const kind of databaseKinds) {
  describe(`the logins-ignoring-case migration on ${kind}`, () => {
    it('renames the accounts whose login another has in other case, keeping the local and older one', async () => {
      const pgDb = kind === 'postgres' ? await createPostgresDatabase() : undefined;
      const db = openDb({ postgresUrl: pgDb?.url, sqliteFile: ':memory:' });
      const warn = console.warn;
      console.warn = () => {};
      try {
        await migrateToBefore(db, loginsIgnoringCase.name);
        await sql`insert into roles (uid, name, rights) values ('r1', 'Betrachter', '[]')`.execute(db.kysely);
        const roleId = (await sql<{ id: number }>`select id from roles`.execute(db.kysely)).rows[0]!.id;
        const accounts: [string, string | null, string][] = [
          // login, SSO issuer, kind
          ['admin', null, 'person'],
          ['ADMIN', 'https://idp.example', 'person'],
          ['Export', 'https://idp.example', 'person'],
          ['export', null, 'person'],
          ['nord', null, 'person'],
          ['NORD', null, 'service'],
          ['Nord', null, 'person'],
          ['nord-umbenannt-6', null, 'person'],
          [long, null, 'person'],
          [long.toUpperCase(), null, 'person'],
          ['süd', null, 'person'],
        ];
        for (const [i, [login, issuer, accountKind]] of accounts.entries()) {
          await sql`insert into users (uid, login, last_name, first_name, password_hash, role_id, created_at, kind, sso_issuer, sso_subject)
            values (${`u${i + 1}`}, ${login}, 'N', 'V', '', ${roleId}, 0, ${accountKind}, ${issuer}, ${issuer && `s${i}`})`.execute(
            db.kysely,
          );
        }

        await migrate(db);
        const rows = await db.kysely.selectFrom('users').select(['id', 'login']).orderBy('id').execute();
        assert.deepEqual(
          rows.map((r) => r.login),
          [
            'admin',
            'ADMIN-umbenannt-2',
            'Export-umbenannt-3',
            'export',
            'nord',
            'NORD-umbenannt-6-2',
            'Nord-umbenannt-7',
            'nord-umbenannt-6',
            long,
            `${long.toUpperCase().slice(0, 100 - '-umbenannt-10'.length)}-umbenannt-10`,
            'süd',
          ],
        );
        const audit = await db.kysely
          .selectFrom('auditLog')
          .select(['userLogin', 'action', 'objectType', 'objectId', 'objectLabel', 'changes'])
          .orderBy('objectId')
          .execute();
        assert.equal(audit.length, 5);
        assert.deepEqual(audit[0], {
          userLogin: 'system',
          action: 'userChanged',
          objectType: 'user',
          objectId: 'u10',
          objectLabel: rows[9]!.login,
          changes: JSON.stringify([{ field: 'login', before: long.toUpperCase(), after: rows[9]!.login }]),
        });
        assert.deepEqual(
          audit.map((a) => [a.objectId, a.action]),
          [
            ['u10', 'userChanged'],
            ['u2', 'userChanged'],
            ['u3', 'userChanged'],
            ['u6', 'serviceAccountChanged'],
            ['u7', 'userChanged'],
          ],
        );

        // From now on the database itself keeps them apart.
        const again = sql`insert into users (uid, login, last_name, first_name, password_hash, role_id, created_at)
          values ('u99', 'Admin', 'N', 'V', '', ${roleId}, 0)`.execute(db.kysely);
        await assert.rejects(again, (e) => isUniqueViolation(e));
      } finally {
        console.warn = warn;
        await db.close();
        await pgDb?.drop();
      }
    });
  });
}
