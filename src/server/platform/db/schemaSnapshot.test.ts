import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { createPostgresDatabase, databaseKinds } from '../../test/harness';
import { openDb } from './connection';
import { migrate } from './migrate';
import { describePostgresSchema, describeSqliteSchema } from './repository/describeSchema';

// The migrations, run on an empty database, build exactly the committed schema. A migration that is
// changed after the fact (or one that imports live code which changed) shows here as a difference.
// A new migration changes the snapshot on purpose: refresh it then, and review its diff.

const refresh = process.env.UPDATE_SCHEMA_SNAPSHOT === '1';
const testFile = path.relative(process.cwd(), import.meta.filename);

/** Lines of one text that the other lacks, marked as a diff would. */
function difference(expected: string, actual: string): string {
  const want = new Set(expected.split('\n'));
  const got = new Set(actual.split('\n'));
  const gone = [...want].filter((line) => !got.has(line)).map((line) => `- ${line}`);
  const added = [...got].filter((line) => !want.has(line)).map((line) => `+ ${line}`);
  return [...gone, ...added].join('\n') || '(the same lines in another order)';
}

for (const kind of databaseKinds) {
  describe(`the schema the migrations build on ${kind}`, () => {
    it('is the committed snapshot', async () => {
      const snapshotFile = path.join(import.meta.dirname, `schema.${kind}.snapshot.txt`);
      const pgDb = kind === 'postgres' ? await createPostgresDatabase() : undefined;
      const db = openDb({ postgresUrl: pgDb?.url, sqliteFile: ':memory:' });
      try {
        await migrate(db);
        const plain = db.kysely.withoutPlugins();
        const actual = kind === 'postgres' ? await describePostgresSchema(plain) : await describeSqliteSchema(plain);
        if (refresh) fs.writeFileSync(snapshotFile, actual);
        const expected = fs.existsSync(snapshotFile) ? fs.readFileSync(snapshotFile, 'utf8') : '';
        assert.ok(
          actual === expected,
          `The schema on ${kind} differs from ${path.relative(process.cwd(), snapshotFile)}:\n` +
            `${difference(expected, actual)}\n` +
            'If the change is intended (a new migration), refresh the snapshot with\n' +
            `  UPDATE_SCHEMA_SNAPSHOT=1 node --import tsx --test ${testFile}\n` +
            '(with TEST_DATABASE_URL set for PostgreSQL) and commit it with the migration.',
        );
      } finally {
        await db.close();
        await pgDb?.drop();
      }
    });
  });
}
