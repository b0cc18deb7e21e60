import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import Sqlite from 'better-sqlite3';
import { sql } from 'kysely';
import { openDb } from './connection';
import { describeSqliteSchema } from './repository/describeSchema';
import { migrate, migrationsApplied } from './migrate';
import { migrations } from './migrations';

describe('migrations', () => {
  it('maps stored check lists of the first catalogue to one check per report column', async () => {
    const db = openDb({ postgresUrl: undefined, sqliteFile: ':memory:' });
    try {
      await migrate(db);
      await db.kysely
        .insertInto('contexts')
        .values({
          uid: 'c1',
          key: 'ALT',
          name: 'Altkunde',
          type: 2,
          hashSecret: 'ein-langes-geheimnis',
          allStoreChecksVisible: 0,
          visibleStoreCheckIds: JSON.stringify(['storeName', 'lastsigmabackuperfolg', 'updateaktiv', 'tbeg']),
          allCashpointChecksVisible: 0,
          visibleCashpointCheckIds: JSON.stringify(['posId', 'ntpLastSuccessfulSyncTime', 'osName']),
        })
        .execute();
      // Run the mapping again as a database of the first catalogue would.
      await sql`delete from kysely_migration where name = '2026-11-23-checks-per-column'`.execute(db.kysely);
      await migrate(db);
      const row = await db.kysely.selectFrom('contexts').selectAll().where('key', '=', 'ALT').executeTakeFirstOrThrow();
      assert.deepEqual(JSON.parse(row.visibleStoreCheckIds), ['sigmabackup', 'update', 'tbeg']);
      assert.deepEqual(JSON.parse(row.visibleCashpointCheckIds), ['ntpSyncActive', 'osName']);
    } finally {
      await db.close();
    }
  });

  // Migrations written after the freezing, which such a database still lacks; none other may run.
  const addedSinceFreezing = [
    '2026-11-28-audit-search-text',
    '2026-11-29-store-calendar',
    '2026-11-30-rollouts',
    '2026-12-01-api-tokens-webhooks',
    '2026-12-02-agent-offer-versions',
    '2026-12-03-update-file-digest',
    '2026-12-04-alert-check-facts',
    '2026-12-05-custom-roles',
    '2026-12-06-sso',
    '2026-12-08-alert-ownership',
    '2026-12-09-audit-masked-webhook-urls',
    '2026-12-10-store-target-counts',
    '2026-12-11-offer-versions-per-statement',
    '2026-12-12-logins-unique-ignoring-case',
    '2026-12-13-rollout-gate-overrides',
    '2026-12-14-alert-checks-first-run',
    '2026-12-27-alert-flapping',
    '2026-12-28-alert-snooze',
    '2026-12-29-remote-actions',
    '2026-12-30-fiscal-tses',
    '2026-12-31-tse-report-mails',
    '2027-01-02-tse-report-marks',
    '2027-01-03-alerts-open-kind',
    '2027-01-04-action-target-indexes',
    '2027-01-05-store-health',
    '2027-01-06-store-health-report-marks',
    '2027-01-07-fiscal-notifications',
    '2027-01-09-fiscal-change-marks',
    '2027-01-10-store-health-fact-indexes',
    '2027-01-11-alert-run-indexes',
    '2027-01-21-history',
    '2027-01-22-fleet-history',
    '2027-01-23-history-since',
    '2027-01-24-timeline-indexes',
    '2027-01-25-history-offline-days',
    '2027-01-26-search-hostnames',
    '2027-01-27-live-events',
  ];

  it('takes a database the migrations left before they were frozen as up to date, running only later ones', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrated-before-'));
    const file = path.join(dir, 'console.db');
    const before = new Sqlite(file);
    before.exec(fs.readFileSync(path.join(import.meta.dirname, 'migratedBeforeFreezing.sqlite.sql'), 'utf8'));
    before.close();
    const db = openDb({ sqliteFile: file });
    try {
      const recorded = () => sql`select name, timestamp from kysely_migration order by name`.execute(db.kysely);
      const { rows: recordedBefore } = await recorded();
      const names = (rows: unknown[]) => rows.map((row) => (row as { name: string }).name);
      const lacking = migrations.map((m) => m.name).filter((name) => !names(recordedBefore).includes(name));
      assert.deepEqual(lacking, addedSinceFreezing);
      assert.equal(await migrationsApplied(db), lacking.length === 0);
      await migrate(db);
      const { rows: recordedAfter } = await recorded();
      assert.deepEqual(recordedAfter.slice(0, recordedBefore.length), recordedBefore, 'no migration ran again');
      assert.deepEqual(names(recordedAfter.slice(recordedBefore.length)), addedSinceFreezing, 'only later ones ran');
      const snapshot = fs.readFileSync(path.join(import.meta.dirname, 'schema.sqlite.snapshot.txt'), 'utf8');
      assert.equal(await describeSqliteSchema(db.kysely.withoutPlugins()), snapshot);
    } finally {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lists every migration file in the order of its number, which Kysely keeps by sorting the names', async () => {
    const folder = path.join(import.meta.dirname, 'migrations');
    const files = fs
      .readdirSync(folder)
      .filter((f) => /^\d{4}-[a-z0-9-]+\.ts$/.test(f))
      .sort();
    assert.deepEqual(
      files.map((f) => Number(f.slice(0, 4))),
      files.map((_, i) => i + 1),
      'numbered 0001, 0002, … without gaps',
    );
    const fileNames = await Promise.all(
      files.map(async (f) => ((await import(path.join(folder, f))) as { name: string }).name),
    );
    assert.deepEqual(
      migrations.map((m) => m.name),
      fileNames,
      'migrations/index.ts lists each file once, in file order',
    );
    assert.deepEqual(fileNames, [...fileNames].sort(), 'a name sorts after the names of earlier files');
    assert.equal(new Set(fileNames).size, fileNames.length, 'no name twice');
  });
});
