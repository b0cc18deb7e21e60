import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { openDb } from '../platform/db/connection';
import { migrate } from './migrations';

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
});
