import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds } from '../../test/harness';
import { startHistoryServer, type HistoryServer } from '../../test/historyKit';
import { historyTargetId, plantHistory, plantedTimes } from '../../test/repository/historyRows';
import { deleteExpiredHistory } from '..';
import { instanceJobs } from '../../jobs';
import { loadConfig } from '../../platform/config';
import { deleteHistoryBefore } from '../repository/record';

// The daily job deletes the changes older than HISTORY_DAYS (here 30) and the offline spans of the
// whole days before, and only those, in batches.

const day = 86_400_000;

describe('HISTORY_DAYS', () => {
  it('is 90 days unless set, and refuses anything but a whole number of days from 1, naming the setting', () => {
    assert.equal(loadConfig({}).historyDays, 90);
    assert.equal(loadConfig({ HISTORY_DAYS: '400' }).historyDays, 400);
    for (const value of ['0', '-5', '1.5', 'drei Monate'])
      assert.throws(
        () => loadConfig({ HISTORY_DAYS: value }),
        new RegExp(`HISTORY_DAYS must be a positive integer, got "${value}"`),
      );
  });
});

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
      // Spans go by whole UTC days (they are kept per day): those of the day 30 days ago stay, even
      // one that ended a second before its 30 days; the day before goes whole. Spans are kept to
      // the second, so no two planted here start within one.
      const midnight = Math.floor((now - 30 * day) / day) * day;
      const keptSpans = [now - 30 * day - 1000, ...kept]
        .filter((at) => at >= midnight)
        .map((at) => Math.floor(at / 1000) * 1000); // kept to the second
      await plantHistory(t.server.db, id, [
        now - 400 * day,
        now - 31 * day,
        midnight - 1000,
        now - 30 * day - 1,
        ...kept,
      ]);

      // The leading instance's job, as it runs when an instance starts leading and daily after.
      const job = instanceJobs(t.server.app).find((j) => j.name === 'history-retention');
      assert.ok(job);
      await (
        await job.start()
      )();
      assert.deepEqual(await plantedTimes(t.server.db, id), { changes: kept, spans: keptSpans });
      assert.deepEqual(await deleteExpiredHistory(t.server.app), { changes: 0, spans: 0 }, 'a second run finds none');
    });

    it('deletes in batches until none is left', async () => {
      await t.register('8302', '1', { posType: 'KASSE' });
      const id = (await historyTargetId(t.server.db, 'WESTFRISCH', '8302', '1'))!;
      const now = t.server.clock.now;
      await plantHistory(
        t.server.db,
        id,
        // Six hours apart: over two days, which batches of one day row each delete one at a time.
        [1, 2, 3, 4, 5].map((n) => now - 40 * day - n * 6 * 3_600_000),
      );
      assert.deepEqual(await deleteHistoryBefore(t.server.db, now - 30 * day, 1), { changes: 5, spans: 5 });
      assert.deepEqual(await plantedTimes(t.server.db, id), { changes: [], spans: [] });
    });
  });
