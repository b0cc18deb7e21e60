import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { createPostgresDatabase, databaseKinds } from '../../test/harness';
import { migrateToBefore } from '../../test/migratedBefore';
import { openDb } from './connection';
import { migrate } from './migrate';
import * as alertOwnership from './migrations/0020-alert-ownership';

// Acknowledging needs ALERTS_ACKNOWLEDGE from migration 0020 on: the roles that looked after the
// fleet (CASHPOINTS_CHANGE, so every administrator role too) keep acknowledging, the others lose it.
for (const kind of databaseKinds) {
  describe(`the alert ownership migration on ${kind}`, () => {
    it('grants ALERTS_ACKNOWLEDGE to the operator and administrator roles, and to no other', async () => {
      const pgDb = kind === 'postgres' ? await createPostgresDatabase() : undefined;
      const db = openDb({ postgresUrl: pgDb?.url, sqliteFile: ':memory:' });
      try {
        // Migrated up to the one before 0020, as a database of the previous version is.
        await migrateToBefore(db, alertOwnership.name);
        const roles: [string, string][] = [
          ['Administrator', JSON.stringify(['UPDATES_CHANGE', 'USERS_CHANGE', 'CASHPOINTS_CHANGE', 'AUDIT'])],
          ['Operator', JSON.stringify(['UPDATES_CHANGE', 'CASHPOINTS_CHANGE'])],
          ['Betrachter', JSON.stringify([])],
          ['Freigabe', JSON.stringify(['ROLLOUTS_APPROVE'])],
          ['Kaputt', 'kein JSON'],
        ];
        for (const [name, rights] of roles) {
          await sql`insert into roles (uid, name, rights) values (${name}, ${name}, ${rights})`.execute(db.kysely);
        }

        await migrate(db);
        const rows = await db.kysely.selectFrom('roles').select(['name', 'rights']).orderBy('name').execute();
        assert.deepEqual(
          rows.map((r) => [r.name, r.rights]),
          [
            [
              'Administrator',
              JSON.stringify(['UPDATES_CHANGE', 'USERS_CHANGE', 'CASHPOINTS_CHANGE', 'AUDIT', 'ALERTS_ACKNOWLEDGE']),
            ],
            ['Betrachter', '[]'],
            ['Freigabe', JSON.stringify(['ROLLOUTS_APPROVE'])],
            ['Kaputt', 'kein JSON'],
            ['Operator', JSON.stringify(['UPDATES_CHANGE', 'CASHPOINTS_CHANGE', 'ALERTS_ACKNOWLEDGE'])],
          ],
        );
      } finally {
        await db.close();
        await pgDb?.drop();
      }
    });
  });
}
