import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { newUid } from '../../platform/ids';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';
import { addContext, addStore, alertsOf, check, minute } from '../../test/alertsKit';

const t0 = Date.UTC(2026, 2, 10, 9, 0);
/** More alerts at once than one statement could queue (SQLite binds at most 32,766 values). */
const registers = 3000;

for (const kind of databaseKinds)
  describe(`thousands of alerts at once on ${kind}`, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(kind);
      const contextId = await addContext(server.db, 'VIELE');
      // The store server is online, so each register counts on its own.
      const store = await addStore(server.db, contextId, '1', { heartbeat: t0 }, []);
      const gone = t0 - 120 * minute;
      for (let first = 0; first < registers; first += 500) {
        const rows = Array.from({ length: 500 }, (_, i) => ({
          uid: newUid(),
          storeRowId: store.storeRowId,
          posId: String(first + i + 1),
          lastHeartbeat: gone,
        }));
        await server.db.kysely.insertInto('cashpoints').values(rows).execute();
      }
    });
    after(() => server.close());

    it('opens them all with one pending notification per alert and channel', async () => {
      await check(server.db, t0);
      assert.equal((await alertsOf(server.db, 'cashpointOffline')).length, registers);
      const queued = await server.db.kysely
        .selectFrom('alertNotifications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('event', '=', 'opened')
        .where('state', '=', 'pending')
        .executeTakeFirstOrThrow();
      assert.equal(Number(queued.n), 2 * registers);
    });
  });
