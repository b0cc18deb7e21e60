import assert from 'node:assert/strict';
import { noHealth, noTse } from '../../../shared/reports/cashpointRowsKit';
import { before, describe, it } from 'node:test';
import { databaseKinds, type TestServer } from '../../test/harness';
import { reportSuite, storeBeat, type CashpointRow, type StoreRow } from '../../test/reportsKit';

for (const kind of databaseKinds)
  describe(`reports on ${kind}: the register and store reports`, () => {
    const { suite, get, beat, contextRowId } = reportSuite(kind);
    let server: TestServer;
    let admin: string, viewer: string;
    before(() => ({ server, admin, viewer } = suite));

    it('answers one register row per register of the context, as its agent reported it', async () => {
      const reply = await get(admin, 'reports/cashpoint-report?contextId=NORDMARKT');
      assert.equal(reply.statusCode, 200, reply.body);
      const { cashpoints, visibleCashpointCheckIds } = reply.json() as {
        cashpoints: CashpointRow[];
        visibleCashpointCheckIds: string[];
      };
      const stored = await server.db.kysely
        .selectFrom('cashpoints as c')
        .innerJoin('stores as s', 's.id', 'c.storeRowId')
        .where('s.contextId', '=', await contextRowId('NORDMARKT'))
        .select(['c.uid', 's.storeId', 'c.posId', 'c.posType', 'c.lastHeartbeat', 'c.agentInfo'])
        .execute();
      assert.equal(cashpoints.length, stored.length);
      assert.ok(cashpoints.length > 50);
      const byUid = new Map(cashpoints.map((row) => [row.uid, row]));
      for (const s of stored) {
        const info = s.agentInfo ? JSON.parse(s.agentInfo) : null;
        const row = byUid.get(s.uid)!;
        assert.deepEqual(
          {
            storeId: row.storeId,
            posId: row.posId,
            posType: row.posType,
            lastHeartbeat: row.lastHeartbeat,
            cashpointVersion: row.cashpointVersion,
            tseServerVersion: row.tseServerVersion,
            osName: row.osName,
            cashpointRunning: row.cashpointRunning,
            ntpSyncActive: row.ntpSyncActive,
            ntpLastSuccessfulSyncTime: row.ntpLastSuccessfulSyncTime,
            offline: row.offline,
          },
          {
            storeId: s.storeId,
            posId: s.posId,
            posType: s.posType,
            lastHeartbeat: s.lastHeartbeat === null ? null : new Date(Number(s.lastHeartbeat)).toISOString(),
            cashpointVersion: info?.cashpointVersion ?? null,
            tseServerVersion: info?.tseServerVersion ?? null,
            osName: info?.osInfo?.osName ?? null,
            cashpointRunning: info?.cashpointRunning ?? null,
            ntpSyncActive: info?.osInfo?.ntpSyncActive ?? null,
            ntpLastSuccessfulSyncTime: info?.osInfo?.ntpLastSuccessfulSyncTime ?? null,
            offline: s.lastHeartbeat === null || server.clock.now - Number(s.lastHeartbeat) > 300_000,
          },
          `register ${s.storeId}/${s.posId}`,
        );
      }
      // The demo fleet has registers in every state the report colours.
      assert.ok(
        cashpoints.some((r) => r.offline),
        'offline',
      );
      assert.ok(
        cashpoints.some((r) => r.currentVersion),
        'with update',
      );
      assert.ok(cashpoints.some((r) => r.osName === 'Windows') && cashpoints.some((r) => r.osName === 'Linux'));
      assert.ok(
        cashpoints.some((r) => r.cashpointRunning === false),
        'not running',
      );
      const ids = cashpoints.map((r) => Number(r.storeId) * 100 + Number(r.posId));
      assert.deepEqual(
        ids,
        [...ids].sort((a, b) => a - b),
      );
      assert.ok(visibleCashpointCheckIds.includes('osName'));
    });

    it('shows a new heartbeat at once, including its installed update', async () => {
      const body = {
        storeId: '7001',
        posId: '3',
        posType: 'SB-KASSE',
        agentVersion: '3.3.0',
        currentVersion: 'kasse-5.13.1.zip',
        agentInfo: {
          osInfo: { osName: 'Linux', ntpSyncActive: false, ntpLastSuccessfulSyncTime: 1_795_000_000 },
          cashpointVersion: '5.13.1',
          tseServerVersion: null,
          cashpointRunning: false,
        },
      };
      assert.equal((await beat('/api/agent/cashpoints/heartbeat', body)).statusCode, 200);
      const { cashpoints } = (await get(viewer, 'reports/cashpoint-report?contextId=SUEDKAUF')).json() as {
        cashpoints: CashpointRow[];
      };
      const row = cashpoints.find((r) => r.storeId === '7001' && r.posId === '3')!;
      // SUEDKAUF has an update window rule: whether the new register waits depends on the hour.
      const { uid, updateWindow, ...rest } = row;
      assert.ok(uid);
      assert.match(updateWindow ?? '', /^(wartet .+)?$/);
      assert.deepEqual(rest, {
        storeId: '7001',
        posId: '3',
        posType: 'SB-KASSE',
        // It reports no TSE (issue 50), nor devices, card terminal or receipts (issue 51).
        ...noTse,
        ...noHealth,
        lastHeartbeat: new Date(server.clock.now).toISOString(),
        cashpointVersion: '5.13.1',
        currentVersion: '5.13.1',
        tseServerVersion: null,
        osName: 'Linux',
        cashpointRunning: false,
        ntpSyncActive: false,
        ntpLastSuccessfulSyncTime: 1_795_000_000,
        offline: false,
      });
    });

    it('answers one store row per store server with what it reported', async () => {
      assert.equal((await beat('/api/agent/store-agents/heartbeat', storeBeat)).statusCode, 200);
      const reply = await get(admin, 'reports/storeagent-report?contextId=SUEDKAUF');
      assert.equal(reply.statusCode, 200, reply.body);
      const { storeAgents, visibleStoreCheckIds } = reply.json() as {
        storeAgents: StoreRow[];
        visibleStoreCheckIds: string[];
      };
      const stored = await server.db.kysely
        .selectFrom('storeAgents as a')
        .innerJoin('stores as s', 's.id', 'a.storeRowId')
        .where('s.contextId', '=', await contextRowId('SUEDKAUF'))
        .select(['a.uid'])
        .execute();
      assert.deepEqual(new Set(storeAgents.map((r) => r.uid)), new Set(stored.map((r) => r.uid)));
      assert.ok(visibleStoreCheckIds.includes('dutiserv'));

      const row = storeAgents.find((r) => r.storeName === '7001 Kiel, Hafen')!;
      assert.ok(row, 'the new store server is listed with its store number and name');
      const expected: Record<string, unknown> = {
        offline: false,
        storeVersion: '8.5.1',
        license: 'LIZ-4711',
        licenseProcedure: 'Online',
        identNumber: 'ID-7001',
        serialNumber: 'SN123',
        tbeg: { value: '1', timestamp: 1_795_000_000 },
        tabsletzte: { value: '1', timestamp: 1_795_000_100 },
        tabsok: { value: '0', timestamp: 1_795_000_200 },
        dzuskarun: { value: '1', timestamp: 1_795_000_300 },
        diwastop_err: { value: 'Startfehler 17', timestamp: 1_795_000_800 },
        tabsaktiv: true,
        kabsvortag: 2,
        kabslaufendertag: 0,
        wwsBelegverarbeitungAktiv: true,
        bonaufloesungWAModulAktiv: false,
        datenverarbeitungHQAktiv: true,
        tseServerVersion: '2.4.2',
        tseServerRunning: false,
        sigmabackupaktiv: true,
        lastsigmabackup: { value: '1', timestamp: 1_795_000_500 },
        lastsigmabackuperfolg: '4',
        updateaktiv: false,
        lastupdate: { value: '1', timestamp: 1_795_000_700 },
        lastupdateerfolg: '1',
        diwadebu_log: '7',
        lastPosConnectUpdate: { value: '1', timestamp: 1_795_001_000 },
        lastPosConnectUpdateErfolg: false,
        posConnectBuildTag: 'pc-2025.4.1',
        dutiserv: 'RUNNING',
        dutiservStartart: 'MANUAL',
        dzuska28: 'STOPPED',
        postgresql: 'STARTING',
        dzuska51: null,
        posConnectAppAdmin: null,
        pgsqlVersion: '16.2',
        lastHeartbeat: new Date(server.clock.now).toISOString(),
        currentVersionTag: null,
      };
      for (const [key, value] of Object.entries(expected)) assert.deepEqual(row[key], value, key);
    });

    it('marks registers and store servers offline once their heartbeat is too old', async () => {
      server.clock.now += 301_000;
      try {
        const cash = (await get(admin, 'reports/cashpoint-report?contextId=SUEDKAUF')).json() as {
          cashpoints: CashpointRow[];
        };
        assert.equal(cash.cashpoints.find((r) => r.storeId === '7001' && r.posId === '3')!.offline, true);
        const stores = (await get(admin, 'reports/storeagent-report?contextId=SUEDKAUF')).json() as {
          storeAgents: StoreRow[];
        };
        assert.equal(stores.storeAgents.find((r) => r.storeName === '7001 Kiel, Hafen')!.offline, true);
      } finally {
        server.clock.now -= 301_000;
      }
    });
  });
