import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';
import { massChanges, type LiveChange, type LiveEvent } from '../events';
import { liveHub, type LiveSubscriber } from '../hub';
import { livePublisher } from '../publisher';
import type { LiveRow } from '../repository/liveEvents';

// A batch of events reaches every stream in one write, encoded once for all streams that may read
// the same: with 1,000 streams, a write per event and stream was 1,000 strings and writes per
// event (issue 54's bench: 115 changes a second took a core, and 2 GB waited to be sent).

class Recorder implements LiveSubscriber {
  readonly writes: Buffer[] = [];
  get open() {
    return true;
  }
  constructor(
    readonly contextId: number,
    private readonly seesStoreServers: boolean,
  ) {}
  get audience() {
    return this.seesStoreServers ? 'all' : 'withoutStoreServers';
  }
  mayRead(row: LiveRow) {
    return this.seesStoreServers || !row.object.startsWith('storeAgent:');
  }
  sendEncoded(events: Buffer) {
    this.writes.push(events);
  }
  get kinds() {
    return [...this.writes.join('').matchAll(/^event: (\w+)$/gm)].map((m) => m[1]);
  }
}

const event = (kind: LiveEvent['kind'], uid: string): LiveEvent => ({
  kind,
  contextId: 'X',
  uid,
  changes: { offline: false },
});

for (const kind of databaseKinds)
  describe(`the live hub's batches, on ${kind}`, () => {
    let server: TestServer;
    // Events name their context's key themselves, so the hub needs no context rows.
    const [contextId, otherContextId] = [7, 8];

    before(async () => {
      server = await startTestServer(kind);
    });
    after(async () => {
      await server?.close();
    });

    it('writes a batch once per stream, the same bytes to the streams of one audience', async () => {
      const hub = liveHub(server.db);
      const [first, second] = [new Recorder(contextId, true), new Recorder(contextId, true)];
      const withoutStoreServers = new Recorder(contextId, false);
      const elsewhere = new Recorder(otherContextId, true);
      const all = [first, second, withoutStoreServers, elsewhere];
      for (const subscriber of all) await hub.attach(subscriber, undefined);
      try {
        livePublisher(server.db).publish([
          { contextId, event: event('cashpoint', 'a') },
          { contextId, event: event('cashpoint', 'b') },
          { contextId, event: event('storeAgent', 'c') },
        ]);
        await livePublisher(server.db).flush();
        for (let waited = 0; first.writes.length === 0 && waited < 5000; waited += 20) await sleep(20);
        // A read that came late (the safety poll) would be a second write: none comes.
        await sleep(300);

        assert.deepEqual(first.kinds, ['cashpoint', 'cashpoint', 'storeAgent']);
        assert.equal(first.writes.length, 1);
        assert.equal(second.writes.length, 1);
        assert.ok(first.writes[0] === second.writes[0], 'one encoding shared by the streams of one audience');
        assert.deepEqual(withoutStoreServers.kinds, ['cashpoint', 'cashpoint']);
        assert.equal(withoutStoreServers.writes.length, 1);
        assert.deepEqual(elsewhere.writes, []);
      } finally {
        for (const subscriber of all) hub.detach(subscriber);
      }
    });

    it('stops replaying to a resuming stream once it ended', async () => {
      const hub = liveHub(server.db);
      const watcher = new Recorder(contextId, true);
      await hub.attach(watcher, undefined);
      const alert = (uid: string): LiveChange => ({
        contextId,
        event: { kind: 'alert', contextId: 'X', uid, state: 'opened' },
      });
      try {
        livePublisher(server.db).publish([alert('first')]);
        await livePublisher(server.db).flush();
        for (let waited = 0; watcher.writes.length === 0 && waited < 5000; waited += 20) await sleep(20);
        const cursor = /^id: (\S+)$/m.exec(watcher.writes.join(''))![1]!;
        // More than two reads of the hub's (1,000 rows each), alerts so that none is folded.
        livePublisher(server.db).publish(Array.from({ length: 2500 }, (_, i) => alert(`a${i}`)));
        await livePublisher(server.db).flush();
        for (let waited = 0; watcher.kinds.length < 2501 && waited < 10_000; waited += 20) await sleep(20);
        // A stream that is cut off by its first write (it stopped reading).
        const stalled = new (class extends Recorder {
          override get open() {
            return this.writes.length === 0;
          }
        })(contextId, true);
        assert.equal(await hub.attach(stalled, cursor), 'resumed');
        hub.detach(stalled);
        assert.equal(stalled.writes.length, 1);
      } finally {
        hub.detach(watcher);
      }
    });

    it("sends a context's mass of register changes in one window as one reload, and its other events as they are", async () => {
      const hub = liveHub(server.db);
      const stream = new Recorder(contextId, true);
      await hub.attach(stream, undefined);
      try {
        livePublisher(server.db).publish([
          ...Array.from({ length: massChanges + 1 }, (_, i) => ({ contextId, event: event('cashpoint', `r${i}`) })),
          { contextId, event: { kind: 'rollout', contextId: 'X', uid: 'w' } },
        ]);
        await livePublisher(server.db).flush();
        for (let waited = 0; stream.kinds.length < 2 && waited < 5000; waited += 20) await sleep(20);
        assert.deepEqual(stream.kinds.sort(), ['reload', 'rollout']);
      } finally {
        hub.detach(stream);
      }
    });
  });
