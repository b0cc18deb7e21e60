import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { createPostgresDatabase, databaseKinds } from '../../test/harness';
import { openDb } from './connection';
import { auditSearchText, listAuditEntries } from '../../audit/repository/auditLog';
import { migrate } from './migrate';

// Entries written before the audit log kept a search text get it from the migration, the same as
// the app writes it, so the free-text filter finds them.
for (const kind of databaseKinds) {
  describe(`the audit search text migration on ${kind}`, () => {
    it('gives every entry written before it the search text the app writes', async () => {
      const pgDb = kind === 'postgres' ? await createPostgresDatabase() : undefined;
      const db = openDb({ postgresUrl: pgDb?.url, sqliteFile: ':memory:' });
      try {
        await migrate(db);
        // Back to the audit log as it was before the migration, with two entries.
        await sql`alter table audit_log drop column search_text`.execute(db.kysely);
        await sql`delete from kysely_migration where name = '2026-11-28-audit-search-text'`.execute(db.kysely);
        await sql`
          insert into audit_log (at, user_login, user_name, address, context_key, context_name, action, object_label)
          values (1, 'Admin', 'Anna Admin', '10.0.0.1', 'NORDMARKT', 'Nordmarkt GmbH', 'updateSaved', 'KASSE-5.14.0.zip'),
                 (2, 'Mallory', null, null, null, null, 'loginFailed', null)
        `.execute(db.kysely);

        await migrate(db);
        const rows = await db.kysely.selectFrom('auditLog').selectAll().orderBy('id').execute();
        for (const row of rows) assert.equal(row.searchText, auditSearchText(row));

        const found = async (text: string) => {
          const scope = { allContexts: true, contextIds: [], withoutContext: true };
          const order = { sortBy: 'time', direction: 'asc' } as const;
          const { rows } = await listAuditEntries(db, scope, { text }, order, { page: 1, size: 10 });
          return rows.map((row) => row.userLogin);
        };
        assert.deepEqual(await found('kasse-5.14'), ['Admin']);
        assert.deepEqual(await found('NORDMARKT gmbh'), ['Admin']);
        assert.deepEqual(await found('mallory'), ['Mallory']);
        assert.deepEqual(await found('a'), ['Admin', 'Mallory']);
        assert.deepEqual(await found('adminanna'), []);
      } finally {
        await db.close();
        await pgDb?.drop();
      }
    });
  });
}
