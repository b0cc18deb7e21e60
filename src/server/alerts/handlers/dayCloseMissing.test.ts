import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';
import {
  addContext,
  addStore,
  alertsOf,
  check,
  minute,
  pendingOf,
  saveRules,
  setAgentInfo,
} from '../../test/alertsKit';

// 09:00 UTC on 10 March 2026: 10:00 in Berlin (past the 08:00 deadline), 05:00 in New York (not yet).
const t0 = Date.UTC(2026, 2, 10, 9, 0);
// 13:00 UTC: 09:00 in New York, past its deadline too.
const t1 = Date.UTC(2026, 2, 10, 13, 0);
const seconds = (ms: number) => Math.floor(ms / 1000);
/** Last night: 21:00 on 9 March in Berlin, 16:00 in New York. */
const lastNight = seconds(Date.UTC(2026, 2, 9, 20, 0));
/** The night before: 21:00 on 8 March in Berlin, 16:00 in New York (on summer time since that morning). */
const nightBefore = seconds(Date.UTC(2026, 2, 8, 20, 0));
/** 07:00 on 9 March in New York: before that morning's deadline there, after Berlin's. */
const earlyYesterday = seconds(Date.UTC(2026, 2, 9, 11, 0));

const agentInfo = (timezone: string | null, tabsok: { value: string; timestamp: number }) => ({
  osInfo: timezone ? { timezone } : {},
  fileValues: { tabsok },
});

for (const kind of databaseKinds)
  describe(`missing day close alerts on ${kind}`, () => {
    let server: TestServer;
    let contextId: number;
    const stores: Record<string, { storeUid: string; agentId: number }> = {};
    const openStores = async () =>
      (await alertsOf(server.db, 'dayCloseMissing'))
        .filter((a) => a.state === 'open')
        .map((a) => Object.keys(stores).find((name) => stores[name]!.storeUid === a.storeUid))
        .sort();
    before(async () => {
      server = await startTestServer(kind);
      contextId = await addContext(server.db, 'TAGESABSCHLUSS');
      const add = async (name: string, storeId: string, zone: string | null, at: number, registerZone?: string) => {
        const closed = { value: '1', timestamp: at };
        const register = registerZone
          ? { heartbeat: t0, info: { osInfo: { timezone: registerZone } } }
          : { heartbeat: t0 };
        const rows = await addStore(server.db, contextId, storeId, { heartbeat: t0, info: agentInfo(zone, closed) }, [
          register,
        ]);
        stores[name] = { storeUid: rows.storeUid, agentId: rows.agentId! };
      };
      await add('berlin', '1', 'Europe/Berlin', nightBefore);
      // Last night's close meets this morning's deadline.
      await add('berlinClosedLastNight', '5', 'Europe/Berlin', lastNight);
      await add('newYork', '2', 'America/New_York', lastNight);
      // The store server names no zone; its register does.
      await add('newYorkByRegister', '3', null, earlyYesterday, 'America/New_York');
      // No zone anywhere: the context's own (its quiet hours', Berlin); in New York's it would count.
      await add('unknownZone', '4', null, nightBefore);
    });
    after(() => server.close());

    it('opens nothing while the rule is off (its default)', async () => {
      await check(server.db, t0);
      assert.deepEqual(await openStores(), []);
    });

    it('opens an alert for the stores past their local deadline without a close since the one before', async () => {
      await saveRules(server.db, contextId, { dayCloseMissing: { enabled: true, time: '08:00' } }, 'Europe/Berlin');
      await check(server.db, t0);
      assert.deepEqual(await openStores(), ['berlin', 'unknownZone']);
      const [alert] = await alertsOf(server.db, 'dayCloseMissing');
      assert.deepEqual(await pendingOf(server.db, alert!.id, 'opened'), ['mail', 'webhook']);
    });

    it('closes once the store reports a successful day close', async () => {
      await setAgentInfo(
        server.db,
        stores.berlin!.agentId,
        agentInfo('Europe/Berlin', { value: '1', timestamp: seconds(t0) }),
      );
      await check(server.db, t0 + minute);
      assert.deepEqual(await openStores(), ['unknownZone']);
      const [berlin, unknown] = await alertsOf(server.db, 'dayCloseMissing');
      assert.equal(berlin!.state, 'closed');
      assert.deepEqual(await pendingOf(server.db, berlin!.id, 'closed'), ['mail', 'webhook']);
      assert.equal(Number(unknown!.updatedAt), t0 + minute);
    });

    it('opens the New York stores when their own deadline passes without a close since the last', async () => {
      const failed = agentInfo('America/New_York', { value: '0', timestamp: seconds(t1) });
      await setAgentInfo(server.db, stores.newYork!.agentId, failed);
      await check(server.db, t1);
      assert.deepEqual(await openStores(), ['newYork', 'newYorkByRegister', 'unknownZone']);
      assert.equal((await alertsOf(server.db, 'dayCloseMissing')).length, 4);
    });

    it('closes the open alerts and opens none once the kind is switched off', async () => {
      await saveRules(server.db, contextId, { dayCloseMissing: { enabled: false, time: '08:00' } });
      await check(server.db, t1 + minute);
      assert.deepEqual(await openStores(), []);
      assert.equal((await alertsOf(server.db, 'dayCloseMissing')).length, 4);
    });
  });
