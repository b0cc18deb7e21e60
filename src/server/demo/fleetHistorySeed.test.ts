import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds } from '../test/harness';
import { ok, startFiscalServer, type FiscalServer } from '../test/fiscalKit';
import { snapshotFleet } from '../fleetHistory';
import { seedDemoFleetHistory } from './fleetHistorySeed';

// The demo's 'Versionen im Verlauf' (issue 53): 90 days on a fresh start, the newest version
// growing into the fleet, every day's versions adding up to its registers; a second seed writes nothing.

type Day = { day: string; cashpoints: number; versions: { version: string | null; cashpoints: number }[] };

for (const kind of databaseKinds)
  describe(`the demo's fleet history on ${kind}`, () => {
    let f: FiscalServer;
    before(async () => {
      f = await startFiscalServer(kind);
    });
    after(() => f.close());

    it('shows 90 plausible days, the newest version rolled out over them', async () => {
      const { app } = f.server;
      const seed = () =>
        seedDemoFleetHistory(app.db, app.now(), app.config.timeZone, app.config.offlineAfterSeconds * 1000);
      await seed();
      await snapshotFleet(app);
      const body = await ok(f.get(f.admin, '/api/frontend/history/versions?contextId=MEGAMARKT&days=90'));
      const days = body.days as Day[];
      assert.equal(days.length, 90);
      for (const day of days)
        assert.equal(
          day.versions.reduce((sum, v) => sum + v.cashpoints, 0),
          day.cashpoints,
          day.day,
        );
      const newest = body.versions[0] as string;
      const share = days.map((d) => d.versions.find((v) => v.version === newest)?.cashpoints ?? 0);
      assert.equal(share[0], 0, 'not there 90 days ago');
      assert.ok(share.at(-1)! > 0, 'there today');
      for (let i = 1; i < share.length - 1; i++) assert.ok(share[i]! >= share[i - 1]!, `growing on day ${i}`);

      await seed();
      assert.deepEqual(await ok(f.get(f.admin, '/api/frontend/history/versions?contextId=MEGAMARKT&days=90')), body);
    });
  });
