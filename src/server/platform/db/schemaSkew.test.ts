import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { backupMessages } from '../../../shared/texts/backupMessages';
import { createPostgresDatabase, databaseKinds } from '../../test/harness';
import { runCommand } from '../../test/commandRun';
import { freePort } from '../../test/serverProcess';
import { consoleVersion } from '../paths';
import { openDb } from './connection';
import { codeSchemaVersion, migrate, OperatorError } from './migrate';
import { migrations } from './migrations';

// A console started on a database whose schema a newer console has moved on: it refuses, in German,
// naming both schema versions, and writes nothing. On PostgreSQL this is also the older of two
// instances of different versions on one database (the newer one migrated under the lock).

const ahead = '2099-01-01-eine-migration-der-naechsten-version';

for (const kind of databaseKinds)
  describe(`a database one migration ahead on ${kind}`, () => {
    async function databaseAhead() {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'schema-ahead-'));
      const pgDb = kind === 'postgres' ? await createPostgresDatabase() : undefined;
      const env = { DATA_DIR: dataDir, DATABASE_URL: pgDb?.url ?? '' };
      const db = openDb({ postgresUrl: pgDb?.url, sqliteFile: path.join(dataDir, 'console.db') });
      await migrate(db);
      // What the next version's migration leaves: its record, and a table of its own.
      await sql`create table naechste_version (id integer)`.execute(db.kysely);
      await sql`insert into kysely_migration (name, timestamp) values (${ahead}, ${new Date().toISOString()})`.execute(
        db.kysely,
      );
      const cleanup = async () => {
        await db.close();
        await pgDb?.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      };
      return { db, env, cleanup };
    }

    it('refuses to start, in German, naming both schema versions, without a stack trace', async () => {
      const { db, env, cleanup } = await databaseAhead();
      try {
        // The server as `npm start` runs it, on a free port: it must end by itself, before listening.
        const start = await runCommand(
          'src/server/server.ts',
          [],
          { ...env, DEMO: 'false', PORT: String(await freePort()) },
          60_000,
        );
        assert.equal(start.code, 1, start.stdout + start.stderr);
        assert.equal(start.stderr, `${backupMessages.schemaNewer(ahead, codeSchemaVersion, consoleVersion)}\n`);
        assert.doesNotMatch(start.stdout, /Kassen-Konsole: http/);
        // Nothing was written: the records are the same as before.
        const { rows } = await sql<{ n: number | string }>`select count(*) as n from kysely_migration`.execute(
          db.kysely,
        );
        // This code's migrations and the next version's one: the refusal added no record.
        assert.equal(Number(rows[0]!.n), migrations.length + 1);
      } finally {
        await cleanup();
      }
    });

    it('refuses in migrate() itself, so every command that migrates refuses too', async () => {
      const { db, cleanup } = await databaseAhead();
      try {
        await assert.rejects(migrate(db), (error: Error) => {
          assert.ok(error instanceof OperatorError);
          assert.match(error.message, new RegExp(`„${ahead}“.*„${codeSchemaVersion}“`));
          return true;
        });
      } finally {
        await cleanup();
      }
    });
  });
