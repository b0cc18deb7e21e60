import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, loginCookie } from '../../test/harness';
import { demo } from '../../test/demoAccounts';
import { dayMs, ok, startFiscalServer, type FiscalServer } from '../../test/fiscalKit';
import { instanceJobs } from '../../jobs';
import { heartbeatLiveness } from '../../fleet';
import { snapshotFleet } from '..';
import { fleetDayRows } from '../../test/repository/fleetDayRows';

// 'Versionen im Verlauf' (issue 53): the daily job writes one row set per context and day (filling
// a missing yesterday when it starts), a second run of the day changes nothing, and the API and CSV
// give per day and version what the register report showed that day.

type Day = {
  day: string;
  cashpoints: number;
  onlineCashpoints: number;
  onlineShare: number;
  openAlerts: number;
  redStores: number;
  versions: { version: string | null; cashpoints: number }[];
};
const url = (query: string) => `/api/frontend/history/versions?${query}`;
const berlinDay = (at: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(at);

for (const kind of databaseKinds)
  describe(`Versionen im Verlauf on ${kind}`, () => {
    let f: FiscalServer;
    let onlineAtStart = 0;
    before(async () => {
      f = await startFiscalServer(kind);
    });
    after(() => f.close());

    /** Registers per current version as the register report shows them now (null: none installed). */
    async function reportedVersions(context: string) {
      const { cashpoints } = await ok(f.get(f.admin, `/api/frontend/reports/cashpoint-report?contextId=${context}`));
      const rows = cashpoints as { currentVersion: string | null; lastHeartbeat: string | null }[];
      const counts = new Map<string | null, number>();
      for (const r of rows) counts.set(r.currentVersion, (counts.get(r.currentVersion) ?? 0) + 1);
      // Online: a heartbeat within OFFLINE_AFTER_SECONDS (300 unless set).
      const now = f.server.clock.now;
      const online = rows.filter((r) => r.lastHeartbeat && now - Date.parse(r.lastHeartbeat) <= 300_000).length;
      return { total: rows.length, counts, online };
    }

    it('writes today and a missing yesterday at the start, one row set each; a second run changes nothing', async () => {
      assert.deepEqual((await ok(f.get(f.admin, url('contextId=WESTFRISCH')))).days, []);
      const now = f.server.clock.now;
      // Two registers report now: online.
      for (const posId of ['1', '2']) assert.equal((await f.heartbeat('WESTFRISCH', '1001', posId)).statusCode, 200);
      await heartbeatLiveness(f.server.db).flush();

      const job = instanceJobs(f.server.app).find((j) => j.name === 'fleet-history');
      assert.ok(job, 'the leader starts the fleet history job');
      await (
        await job.start()
      )();
      const rowsAfterFirst = await fleetDayRows(f.server.db, 'WESTFRISCH');
      const body = await ok(f.get(f.admin, url('contextId=WESTFRISCH')));
      const days = body.days as Day[];
      assert.deepEqual(
        days.map((d) => d.day),
        [berlinDay(now - dayMs), berlinDay(now)],
      );
      const { total, counts, online } = await reportedVersions('WESTFRISCH');
      onlineAtStart = online;
      assert.ok(total > 0);
      for (const day of days) {
        assert.equal(day.cashpoints, total);
        assert.deepEqual(new Map(day.versions.map((v) => [v.version, v.cashpoints])), counts, day.day);
        assert.equal(day.onlineCashpoints, online);
        assert.equal(day.onlineShare, Math.round((online / total) * 1000) / 10);
      }
      assert.equal(rowsAfterFirst.days, 2);
      // Each version keeps its update's order key, by which the versions sort newest first.
      for (const row of rowsAfterFirst.rows[1]!.map((r) => JSON.parse(r) as { version: string; orderKey: unknown }))
        assert.equal(typeof row.orderKey, row.version === '' ? 'object' : 'number', row.version);

      await snapshotFleet(f.server.app);
      assert.deepEqual(await fleetDayRows(f.server.db, 'WESTFRISCH'), rowsAfterFirst, 'the same rows');
      assert.deepEqual(await ok(f.get(f.admin, url('contextId=WESTFRISCH'))), body, 'the same reply');
    });

    it('gives the CSV one line per day and version', async () => {
      const body = await ok(f.get(f.admin, url('contextId=WESTFRISCH&days=2')));
      const reply = await f.get(f.admin, '/api/frontend/history/versions.csv?contextId=WESTFRISCH&days=2');
      assert.equal(reply.statusCode, 200);
      assert.match(reply.headers['content-type'] as string, /^text\/csv/);
      assert.match(
        reply.headers['content-disposition'] as string,
        /versionen-im-verlauf-WESTFRISCH-\d{4}-\d{2}-\d{2}\.csv/,
      );
      const lines = reply.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      assert.equal(lines[0], 'Tag;Version;Kassen;Kassen gesamt;Online-Anteil (%);Offene Alarme;Rote Filialen');
      const expected = (body.days as Day[]).flatMap((d) =>
        d.versions.map(
          (v) =>
            `${d.day};${v.version ?? 'ohne Version'};${v.cashpoints};${d.cashpoints};${String(d.onlineShare).replace('.', ',')};${d.openAlerts};${d.redStores}`,
        ),
      );
      assert.deepEqual(lines.slice(1), expected);
    });

    it('refuses days outside 1 to 400 and a context the caller does not see, in German', async () => {
      for (const query of [
        'contextId=WESTFRISCH&days=0',
        'contextId=WESTFRISCH&days=401',
        'contextId=WESTFRISCH&days=x',
      ]) {
        for (const path of ['versions', 'versions.csv']) {
          const reply = await f.get(f.admin, `/api/frontend/history/${path}?${query}`);
          assert.equal(reply.statusCode, 400, `${path}?${query}`);
          assert.match(reply.json().message, /[äöüß]|Wert|muss|ungültig/i);
        }
      }
      // The demo's operator sees NORDMARKT only.
      for (const path of ['versions', 'versions.csv']) {
        const reply = await f.get(f.operator, `/api/frontend/history/${path}?contextId=WESTFRISCH`);
        assert.equal(reply.statusCode, 403);
        assert.ok(reply.json().message);
      }
      assert.equal((await f.get(f.operator, url('contextId=NORDMARKT'))).statusCode, 200);
      assert.equal((await f.get(f.admin, url('contextId=GIBTESNICHT'))).statusCode, 403);
    });

    it('adds a day per day, keeps the days before, and compares with seven days before', async () => {
      const first = berlinDay(f.server.clock.now);
      for (let n = 1; n <= 7; n++) {
        f.server.clock.now += dayMs;
        await snapshotFleet(f.server.app);
      }
      // A new session: the week outlived the first one.
      const admin = await loginCookie(f.server.app, ...demo.admin);
      const body = await ok(f.get(admin, url('contextId=WESTFRISCH&days=400')));
      const days = body.days as Day[];
      assert.equal(days.length, 9);
      // Nobody reported since: a week later every register is offline, and the first days kept their count.
      assert.equal(days.find((d) => d.day === first)!.onlineCashpoints, onlineAtStart);
      assert.equal(days.at(-1)!.onlineCashpoints, 0);
      assert.equal(body.weekOverWeek.thisWeek, berlinDay(f.server.clock.now));
      assert.equal(body.weekOverWeek.lastWeek, first);
      const last = days.at(-1)!;
      assert.deepEqual(
        body.weekOverWeek.versions,
        last.versions.map((v) => ({
          version: v.version,
          thisWeek: v.cashpoints,
          lastWeek: v.cashpoints,
          difference: 0,
        })),
      );
      assert.deepEqual(new Set(body.versions), new Set(last.versions.map((v) => v.version)));
      // days=3: the last three days only.
      assert.deepEqual(
        ((await ok(f.get(admin, url('contextId=WESTFRISCH&days=3')))).days as Day[]).map((d) => d.day),
        days.slice(-3).map((d) => d.day),
      );
    });
  });
