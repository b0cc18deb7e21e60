import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../../demo/seed';
import { Prng } from '../../demo/prng';
import { fleetFromDatabase } from '../../simulator/fleet';
import { FleetSimulator } from '../../simulator/simulator';
import { injectTransport } from '../../simulator/transport';
import { demo } from '../../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../../test/harness';

interface ContextSummary {
  key: string;
  name: string;
  storeCount: number;
  cashpointCount: number;
  notUpdatedCashpointCount: number;
  storeAgentCount: number;
  notUpdatedStoreAgentCount: number;
  openAlertCount: number;
}
interface VersionEntry {
  key: string;
  tag: string;
  filename: string;
}

type Kind = 'cashpoint' | 'store';

/**
 * What the database holds, read row by row and counted in plain code (no SQL aggregation), so the
 * set-based queries of the handlers are checked against an independent reading of the same rows.
 */
async function databaseTruth(server: TestServer) {
  const k = server.db.kysely;
  const [contexts, stores, cashpoints, agents, syncfiles, checked, installations] = await Promise.all([
    k.selectFrom('contexts').selectAll().execute(),
    k.selectFrom('stores').select(['id', 'contextId']).execute(),
    k.selectFrom('cashpoints').select(['id', 'storeRowId']).execute(),
    k.selectFrom('storeAgents').select(['id', 'storeRowId']).execute(),
    k.selectFrom('syncfiles').selectAll().execute(),
    k.selectFrom('syncfileTargets').selectAll().execute(),
    k.selectFrom('installations').selectAll().execute(),
  ]);
  const contextOfStore = new Map(stores.map((s) => [s.id, s.contextId]));
  const targetsOf = (kind: Kind, contextId: number) =>
    (kind === 'cashpoint' ? cashpoints : agents).filter((t) => contextOfStore.get(t.storeRowId) === contextId);
  const targetColumn = (kind: Kind) => (kind === 'cashpoint' ? 'cashpointId' : 'storeAgentId');
  const installed = (kind: Kind, syncfileId: number, targetId: number) =>
    installations.some(
      (i) => i.syncfileId === syncfileId && i[targetColumn(kind)] === targetId && i.installationStatus === 2,
    );
  const now = server.clock.now;
  const isUpdated = (kind: Kind, contextId: number, targetId: number) => {
    const due = syncfiles
      .filter((s) => s.contextId === contextId && s.kind === kind && s.archived === 0)
      .filter((s) => s.releaseDate === null || Number(s.releaseDate) <= now)
      .filter(
        (s) =>
          s.status === 2 ||
          (s.status === 4 && checked.some((c) => c.syncfileId === s.id && c[targetColumn(kind)] === targetId)),
      )
      .sort((a, b) => b.orderKey - a.orderKey)[0];
    return !due || installed(kind, due.id, targetId);
  };
  const summary = (contextId: number) => {
    const cps = targetsOf('cashpoint', contextId);
    const sas = targetsOf('store', contextId);
    return {
      storeCount: stores.filter((s) => s.contextId === contextId).length,
      cashpointCount: cps.length,
      notUpdatedCashpointCount: cps.filter((t) => !isUpdated('cashpoint', contextId, t.id)).length,
      storeAgentCount: sas.length,
      notUpdatedStoreAgentCount: sas.filter((t) => !isUpdated('store', contextId, t.id)).length,
    };
  };
  const versions = (kind: Kind, contextId: number) =>
    syncfiles
      .filter((s) => s.contextId === contextId && s.kind === kind && s.archived === 0)
      .sort((a, b) => b.orderKey - a.orderKey)
      .map((s) => ({ key: s.uid, tag: s.tag, filename: s.filename }));
  const versionStats = (kind: Kind, contextId: number, filename: string) => {
    const file = syncfiles.find((s) => s.contextId === contextId && s.kind === kind && s.filename === filename)!;
    const all = targetsOf(kind, contextId);
    const countInstalled = all.filter((t) => installed(kind, file.id, t.id)).length;
    return { countInstalled, countNotInstalled: all.length - countInstalled };
  };
  return { contexts, summary, versions, versionStats };
}

for (const kind of databaseKinds)
  describe(`statistics on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    let operator: string;

    before(async () => {
      server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
      admin = await loginCookie(server.app, ...demo.admin);
      operator = await loginCookie(server.app, ...demo.operator);
      const fleet = await fleetFromDatabase(
        server.db,
        server.clock.now,
        server.config.offlineAfterSeconds,
        new Prng(11),
      );
      const simulator = new FleetSimulator({
        transport: injectTransport(server.app),
        fleet,
        prng: new Prng(12),
        now: () => server.clock.now,
        updatesEvery: 1,
        outageChance: 0.02,
        failureChance: 0.2,
      });
      // A few ticks only: some installations have finished, some failed, some are still running.
      for (let i = 0; i < 4; i++) {
        server.clock.now += 30_000;
        assert.equal((await simulator.tick()).errors, 0);
      }
    });
    after(() => server.close());

    const get = async (cookie: string, url: string) =>
      server.app.inject(withCookie(cookie, { method: 'GET', url: `/api/frontend/${url}` }));
    const json = async <T>(url: string): Promise<T> => {
      const reply = await get(admin, url);
      assert.equal(reply.statusCode, 200, reply.body);
      return reply.json() as T;
    };

    it('counts stores, registers, store agents and pending updates per context as the database holds them', async () => {
      const truth = await databaseTruth(server);
      const { contexts } = await json<{ contexts: ContextSummary[] }>('statistics');
      assert.deepEqual(contexts.map((c) => c.key).sort(), truth.contexts.map((c) => c.key).sort());
      for (const c of contexts) {
        const row = truth.contexts.find((x) => x.key === c.key)!;
        const { key, name, openAlertCount, ...counts } = c;
        assert.equal(name, row.name);
        assert.equal(openAlertCount, 0, 'no alert was opened in this database');
        assert.deepEqual(counts, truth.summary(row.id), `counts of ${key}`);
      }
      const megamarkt = contexts.find((c) => c.key === 'MEGAMARKT')!;
      assert.ok(megamarkt.cashpointCount > 100);
      assert.ok(
        megamarkt.notUpdatedCashpointCount > 0 && megamarkt.notUpdatedCashpointCount < megamarkt.cashpointCount,
      );
    });

    it('lists the non-archived versions of each kind and counts installed and not installed targets', async () => {
      const truth = await databaseTruth(server);
      let someInstalled = false;
      let somePartial = false;
      for (const context of truth.contexts) {
        for (const [kind, base, field] of [
          ['cashpoint', 'cashpoint-versions', 'cashpointVersions'],
          ['store', 'storeagent-versions', 'storeAgentVersions'],
        ] as const) {
          const reply = await json<Record<string, VersionEntry[]>>(`statistics/${base}?contextId=${context.key}`);
          const versions = reply[field]!;
          assert.deepEqual(versions, truth.versions(kind, context.id), `${base} of ${context.key}`);
          for (const v of versions) {
            const stats = await json<{ countInstalled: number; countNotInstalled: number }>(
              `statistics/${base}/${encodeURIComponent(v.filename)}?contextId=${context.key}`,
            );
            assert.deepEqual(
              stats,
              truth.versionStats(kind, context.id, v.filename),
              `${v.filename} in ${context.key}`,
            );
            if (stats.countInstalled > 0) someInstalled = true;
            if (stats.countInstalled > 0 && stats.countNotInstalled > 0) somePartial = true;
          }
        }
      }
      assert.ok(someInstalled, 'the simulator installed something');
      assert.ok(somePartial, 'some version is installed on part of a fleet');
    });

    it('excludes archived updates and answers 404 for an unknown version', async () => {
      const { cashpointVersions } = await json<{ cashpointVersions: VersionEntry[] }>(
        'statistics/cashpoint-versions?contextId=NORDMARKT',
      );
      assert.ok(cashpointVersions.some((v) => v.tag === '5.13.1'));
      assert.ok(!cashpointVersions.some((v) => v.tag === '5.12.0'), 'archived 5.12.0 is not listed');
      const missing = await get(admin, 'statistics/cashpoint-versions/gibt-es-nicht.zip?contextId=NORDMARKT');
      assert.equal(missing.statusCode, 404);
      assert.equal(missing.json().message, 'Nicht gefunden.');
      // A store update's file name is no register version.
      const store = (
        await json<{ storeAgentVersions: VersionEntry[] }>('statistics/storeagent-versions?contextId=NORDMARKT')
      ).storeAgentVersions[0]!;
      assert.equal(
        (await get(admin, `statistics/cashpoint-versions/${store.filename}?contextId=NORDMARKT`)).statusCode,
        404,
      );
    });

    it('needs a session, a context id and a visible context', async () => {
      const anonymous = await server.app.inject({
        method: 'GET',
        url: '/api/frontend/statistics/cashpoint-versions?contextId=NORDMARKT',
      });
      assert.equal(anonymous.statusCode, 401);
      assert.equal((await get(admin, 'statistics/storeagent-versions')).statusCode, 400);
      assert.equal((await get(operator, 'statistics/cashpoint-versions?contextId=MEGAMARKT')).statusCode, 403);
      assert.equal((await get(operator, 'statistics/storeagent-versions/x.zip?contextId=MEGAMARKT')).statusCode, 403);
      const { contexts } = (await get(operator, 'statistics')).json() as { contexts: ContextSummary[] };
      assert.deepEqual(contexts.map((c) => c.key).sort(), ['NORDMARKT', 'SUEDKAUF']);
    });
  });
