import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds } from '../../test/harness';
import { startHistoryServer, type HistoryServer } from '../../test/historyKit';
import { historyTargetId, plantHistory, plantedTimes } from '../../test/repository/historyRows';
import { deleteExpiredHistory } from '..';
import { deleteHistoryBefore } from '../repository/record';

// The daily job deletes the changes and offline spans older than HISTORY_DAYS (here 30) and only
// those, in batches.

const day = 86_400_000;

for (const kind of databaseKinds)
  describe(`history retention on ${kind}`, () => {
    let t: HistoryServer;
    before(async () => {
      t = await startHistoryServer(kind, { HISTORY_DAYS: '30' });
    });
    after(() => t.close());

    it('deletes only the changes and spans older than HISTORY_DAYS', async () => {
      await t.register('8301', '1', { posType: 'KASSE' });
      const id = (await historyTargetId(t.server.db, 'WESTFRISCH', '8301', '1'))!;
      const now = t.server.clock.now;
      const kept = [now - 30 * day + 1, now - 30 * day + 60_000, now - day];
      await plantHistory(t.server.db, id, [now - 400 * day, now - 31 * day, now - 30 * day - 1, ...kept]);

      const deleted = await deleteExpiredHistory(t.server.app);
      assert.deepEqual(deleted, { changes: 3, spans: 3 });
      assert.deepEqual(await plantedTimes(t.server.db, id), { changes: kept, spans: kept });
      assert.deepEqual(await deleteExpiredHistory(t.server.app), { changes: 0, spans: 0 }, 'a second run finds none');
    });

    it('deletes in batches until none is left', async () => {
      await t.register('8302', '1', { posType: 'KASSE' });
      const id = (await historyTargetId(t.server.db, 'WESTFRISCH', '8302', '1'))!;
      const now = t.server.clock.now;
      await plantHistory(
        t.server.db,
        id,
        [1, 2, 3, 4, 5].map((n) => now - 40 * day - n),
      );
      assert.deepEqual(await deleteHistoryBefore(t.server.db, now - 30 * day, 2), { changes: 5, spans: 5 });
      assert.deepEqual(await plantedTimes(t.server.db, id), { changes: [], spans: [] });
    });
  });
