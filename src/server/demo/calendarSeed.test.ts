import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from './seed';
import { demo } from '../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../test/harness';
import { berlinHourAfter } from '../test/updateWindowKit';

// The demo seeds store calendars and rules, as the operator API shows them: hours and regions for
// every customer context, stores in Austria and on the Canary Islands, a rule in two contexts (so
// `npm start` shows stores waiting), none in the lab.

for (const kind of databaseKinds)
  describe(`the demo's store calendars on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    before(async () => {
      server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
      admin = await loginCookie(server.app, ...demo.admin);
    });
    after(() => server.close());

    const get = async (url: string) => {
      const reply = await server.app.inject(withCookie(admin, { method: 'GET', url: `/api/frontend/${url}` }));
      assert.equal(reply.statusCode, 200, reply.body);
      return reply.json();
    };

    it('gives the customer contexts hours and regions, and two of them a rule; the lab none', async () => {
      for (const key of ['NORDMARKT', 'SUEDKAUF', 'WESTFRISCH', 'OSTBAU', 'MEGAMARKT']) {
        const calendar = await get(`store-calendar?contextId=${key}`);
        assert.ok(calendar.openingHours.length >= 5, key);
        assert.match(calendar.region, /^DE-/, key);
      }
      assert.equal((await get('update-window-rule?contextId=INTERN')).enabled, false);
      assert.equal((await get('update-window-rule?contextId=NORDMARKT')).enabled, false);
      const south = await get('update-window-rule?contextId=SUEDKAUF');
      assert.equal(south.enabled, true);
      assert.equal(south.minutesAfterClosing, 30);
      const west = await get('update-window-rule?contextId=WESTFRISCH');
      assert.deepEqual([west.enabled, west.afterDayClose], [true, true]);
    });

    it('has stores in three zones, one on the Canary Islands, and one open past midnight', async () => {
      const calendars = [];
      for (const key of ['SUEDKAUF', 'WESTFRISCH']) {
        const tree = await get(`cashpoints?contextId=${key}`);
        for (const store of tree.stores as { uid: string }[]) {
          calendars.push(await get(`store-calendar?contextId=${key}&storeUid=${store.uid}`));
        }
      }
      const zones = new Set(calendars.map((c) => c.timeZone));
      assert.deepEqual([...zones].sort(), ['Atlantic/Canary', 'Europe/Berlin', 'Europe/Vienna']);
      assert.ok(calendars.some((c) => c.region === 'ES-CN' && c.own));
      assert.ok(calendars.some((c) => c.openingHours.some((h: { from: string; to: string }) => h.to < h.from)));
    });

    it('shows stores waiting for their window while they are open', async () => {
      // A weekday morning (SUEDKAUF opens Monday to Saturday).
      let at = berlinHourAfter(server.clock.now, 11);
      while (new Date(at).getUTCDay() === 0) at = berlinHourAfter(at, 11);
      server.clock.now = at;
      admin = await loginCookie(server.app, ...demo.admin);
      const waiting = (await get('store-calendar/waiting?contextId=SUEDKAUF')).stores;
      assert.ok(waiting.length > 0, 'SUEDKAUF has stores waiting');
      assert.deepEqual((await get('store-calendar/waiting?contextId=INTERN')).stores, []);
    });
  });
