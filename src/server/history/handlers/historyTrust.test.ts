import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds } from '../../test/harness';
import { fullRegisterBeat, registerModel, startHistoryServer, type HistoryServer } from '../../test/historyKit';
import { HistoryIngest, historyIngest } from '../ingest';

// What a full heartbeat costs history (issue 53, its goal of the heartbeat mix with history on): one
// whose sections have the fingerprints this instance read or wrote for the register within the
// trust (5 minutes) costs no statement; a change in it is stored as ever. What another instance
// stored is seen by this one when the heartbeat differs from what this one knows; a heartbeat that
// goes back to exactly that within the trust is held against the stored state after it.

const trustMs = 5 * 60_000;
const offlineAfterSeconds = 300;

for (const kind of databaseKinds)
  describe(`history of full heartbeats within the trust on ${kind}`, () => {
    let t: HistoryServer;
    before(async () => {
      t = await startHistoryServer(kind);
    });
    after(() => t.close());

    const seconds = () => Math.floor(t.server.clock.now / 1000);
    const contextId = async () =>
      (
        await t.server.db.kysely
          .selectFrom('contexts')
          .select('id')
          .where('key', '=', 'WESTFRISCH')
          .executeTakeFirstOrThrow()
      ).id;

    it('reads nothing for a repeated full heartbeat within the trust, and still keeps a change in one', async () => {
      const m = registerModel();
      await t.register('8111', '1', fullRegisterBeat(m, seconds()));
      const ingest = historyIngest(t.server.db);
      const reads = ingest.reads;
      for (let beat = 0; beat < 3; beat++) {
        await t.advance(30_000);
        await t.register('8111', '1', fullRegisterBeat(m, seconds()));
      }
      assert.equal(ingest.reads, reads, 'unchanged full heartbeats within the trust read nothing');

      await t.advance(30_000);
      m.hosts['store-server'] = '10.3.0.99';
      await t.register('8111', '1', fullRegisterBeat(m, seconds()));
      assert.deepEqual((await t.rows('8111', '1')).changes, [
        { at: t.server.clock.now, key: 'hosts:store-server', old: '10.3.0.10', new: '10.3.0.99' },
      ]);

      // Past the trust the register is held against the stored state again, once.
      await t.advance(trustMs + 1);
      const beforeRead = ingest.reads;
      await t.register('8111', '1', fullRegisterBeat(m, seconds()));
      await t.advance(30_000);
      await t.register('8111', '1', fullRegisterBeat(m, seconds()));
      assert.equal(ingest.reads, beforeRead + 1);
    });

    it("sees another instance's change, and stores a change back to what it knew after its trust", async () => {
      const m = registerModel();
      await t.register('8112', '1', fullRegisterBeat(m, seconds()));
      const id = await contextId();
      // A second instance on the same database: the register's next heartbeat reaches it.
      const other = new HistoryIngest(t.server.db);
      const beat = () => ({ storeId: '8112', posId: '1', agentVersion: '3.4.0', ...fullRegisterBeat(m, seconds()) });
      const viaOther = () =>
        other.cashpoint(
          id,
          beat() as Parameters<HistoryIngest['cashpoint']>[1],
          t.server.clock.now,
          offlineAfterSeconds,
          () => Promise.resolve(undefined),
        );

      await t.advance(30_000);
      m.config.waehrung = 'CHF';
      await viaOther();
      const changedAt = t.server.clock.now;

      // Back on this instance with the new value: it differs from what this one knows, so it reads and stores nothing twice.
      await t.advance(30_000);
      await t.register('8112', '1', fullRegisterBeat(m, seconds()));
      const expected = [{ at: changedAt, key: 'config:waehrung', old: 'EUR', new: 'CHF' }];
      assert.deepEqual((await t.rows('8112', '1')).changes, expected);

      // The other instance sees the change back at once: it knows CHF.
      await t.advance(30_000);
      m.config.waehrung = 'EUR';
      await viaOther();
      const backAt = t.server.clock.now;
      assert.deepEqual((await t.rows('8112', '1')).changes, [
        ...expected,
        { at: backAt, key: 'config:waehrung', old: 'CHF', new: 'EUR' },
      ]);
    });

    it('stores a change back to what this instance last knew with the first full heartbeat after its trust', async () => {
      const m = registerModel();
      await t.register('8113', '1', fullRegisterBeat(m, seconds()));
      const id = await contextId();
      const other = new HistoryIngest(t.server.db);
      await t.advance(30_000);
      m.config.sprache = 'fr_CH';
      const beat = { storeId: '8113', posId: '1', agentVersion: '3.4.0', ...fullRegisterBeat(m, seconds()) };
      await other.cashpoint(
        id,
        beat as Parameters<HistoryIngest['cashpoint']>[1],
        t.server.clock.now,
        offlineAfterSeconds,
        () => Promise.resolve(undefined),
      );
      const changedAt = t.server.clock.now;

      // Back to de_DE on this instance within its trust: taken as unchanged (this instance knew de_DE) …
      m.config.sprache = 'de_DE';
      await t.advance(30_000);
      await t.register('8113', '1', fullRegisterBeat(m, seconds()));
      assert.equal((await t.rows('8113', '1')).changes.length, 1);
      // … and stored by its first full heartbeat after the trust, at that heartbeat's time.
      await t.advance(trustMs);
      await t.register('8113', '1', fullRegisterBeat(m, seconds()));
      assert.deepEqual(
        (await t.rows('8113', '1')).changes.map((c) => [c.at, c.key, c.old, c.new]),
        [
          [changedAt, 'config:sprache', 'de_DE', 'fr_CH'],
          [t.server.clock.now, 'config:sprache', 'fr_CH', 'de_DE'],
        ],
      );
    });
  });
