import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds } from '../../test/harness';
import { fullRegisterBeat, registerModel, startHistoryServer, type HistoryServer } from '../../test/historyKit';

// A register or store server whose heartbeats stop and come back was offline from its last
// heartbeat plus the offline limit (OFFLINE_AFTER_SECONDS, here 120 s) until it came back: one span,
// written by the heartbeat that comes back. A silence within the limit is no span.

const limit = 120_000;
const minute = 60_000;

for (const kind of databaseKinds)
  describe(`offline spans on ${kind}`, () => {
    let t: HistoryServer;
    before(async () => {
      t = await startHistoryServer(kind, { OFFLINE_AFTER_SECONDS: '120' });
    });
    after(() => t.close());

    const light = { posType: 'KASSE' };

    it('keeps the span of a register whose heartbeats stop and come back, once', async () => {
      await t.register('8201', '1', fullRegisterBeat(registerModel(), Math.floor(t.server.clock.now / 1000)));
      await t.advance(30_000);
      await t.register('8201', '1', light);
      const lastBeat = t.server.clock.now;
      assert.deepEqual((await t.rows('8201', '1')).spans, [], 'beats 30 s apart: online all along');

      // Ten minutes later this instance has forgotten it (ingest.ts sweeps): the stored last heartbeat counts.
      await t.advance(10 * minute);
      await t.register('8201', '1', light);
      const back = t.server.clock.now;
      await t.advance(30_000);
      await t.register('8201', '1', light);
      assert.deepEqual((await t.rows('8201', '1')).spans, [{ startedAt: lastBeat + limit, endedAt: back }]);

      // It stops again, and comes back with a full heartbeat: a second span.
      await t.advance(5 * minute);
      await t.register('8201', '1', fullRegisterBeat(registerModel(), Math.floor(t.server.clock.now / 1000)));
      assert.deepEqual((await t.rows('8201', '1')).spans, [
        { startedAt: lastBeat + limit, endedAt: back },
        { startedAt: back + 30_000 + limit, endedAt: t.server.clock.now },
      ]);
    });

    it('keeps no span for a silence within the limit', async () => {
      await t.register('8202', '1', light);
      await t.advance(limit);
      await t.register('8202', '1', light);
      await t.advance(limit - 1000);
      await t.register('8202', '1', light);
      assert.deepEqual((await t.rows('8202', '1')).spans, []);
    });

    it("keeps a store server's span", async () => {
      await t.storeServer('8203', {});
      const lastBeat = t.server.clock.now;
      await t.advance(30 * minute);
      await t.storeServer('8203', {});
      assert.deepEqual((await t.rows('8203', null)).spans, [
        { startedAt: lastBeat + limit, endedAt: t.server.clock.now },
      ]);
    });
  });
