import { after, before } from 'node:test';
import { agentHeaders } from '../agent/signature';
import { demoHashSecret, seedDemo } from '../demo/seed';
import { seedDemoTses } from '../demo/tseSeed';
import { demo } from './demoAccounts';
import { loginCookie, startTestServer, withCookie, type TestServer } from './harness';
import { contextRowByKey } from './repository/contextRows';

// The report tests' server (demo data, three users), agent heartbeat and row shapes, shared by the
// test files by topic.

export interface CashpointRow {
  uid: string;
  storeId: string;
  posId: string;
  posType: string | null;
  lastHeartbeat: string | null;
  cashpointVersion: string | null;
  currentVersion: string | null;
  tseServerVersion: string | null;
  osName: string | null;
  cashpointRunning: boolean | null;
  ntpSyncActive: boolean | null;
  ntpLastSuccessfulSyncTime: number | null;
  offline: boolean;
  updateWindow: string | null;
}
export type StoreRow = Record<string, unknown> & { uid: string; storeName: string; offline: boolean };

export const storeBeat = {
  storeId: '7001',
  storeName: 'Kiel, Hafen',
  agentVersion: '2.9.1',
  agentInfo: {
    storeInfo: {
      storeVersion: '8.5.1',
      license: 'LIZ-4711',
      licenseProcedure: 'Online',
      identNumber: 'ID-7001',
      serialNumber: 'SN123',
    },
    fileValues: {
      tbeg: { value: '1', timestamp: 1_795_000_000 },
      tabsletzte: { value: '1', timestamp: 1_795_000_100 },
      tabsok: { value: '0', timestamp: 1_795_000_200 },
      dzuskarun: { value: '1', timestamp: 1_795_000_300 },
      sigmabackupaktiv: { value: '1', timestamp: 1_795_000_400 },
      lastsigmabackup: { value: '1', timestamp: 1_795_000_500 },
      lastsigmabackuperfolg: { value: '4', timestamp: 1_795_000_500 },
      updateaktiv: { value: '0', timestamp: 1_795_000_600 },
      lastupdate: { value: '1', timestamp: 1_795_000_700 },
      lastupdateerfolg: { value: '1', timestamp: 1_795_000_700 },
      diwastop_err: { value: 'Startfehler 17', timestamp: 1_795_000_800 },
      diwadebu_log: { value: '7', timestamp: 1_795_000_900 },
      lastposconnectupdate: { value: '1', timestamp: 1_795_001_000 },
      lastposconnectupdateerfolg: { value: 'false', timestamp: 1_795_001_000 },
    },
    dbValues: {
      tabsaktiv: true,
      kabsvortag: 2,
      kabslaufendertag: 0,
      wwsbelegverarbeitungaktiv: true,
      bonaufloesungwamodulaktiv: false,
      datenverarbeitunghqaktiv: true,
    },
    appValues: { tseserverversion: '2.4.2', tseserverrunning: false, pgsqlversion: '16.2' },
    serviceInfo: {
      dutiserv: { state: 'RUNNING', startType: 'MANUAL' },
      dzuska28: { state: 'STOPPED', startType: 'AUTOMATIC' },
      postgresql: { state: 'STARTING', startType: 'AUTOMATIC' },
    },
    posConnectInfo: { buildTag: 'pc-2025.4.1', services: [] },
  },
};

export interface ReportSuite {
  server: TestServer;
  admin: string;
  viewer: string;
  operator: string;
}

/** Starts a demo server for the surrounding describe block and stops it after. */
export function reportSuite(
  kind: Parameters<typeof startTestServer>[0],
  options: { tses?: boolean; startAt?: number } = {},
) {
  const suite = {} as ReportSuite;
  before(async () => {
    // `tses`: the demo with its TSEs (issue 50), which the register report's TSE columns show.
    suite.server = await startTestServer(kind, {
      startAt: options.startAt,
      seed: async (db, dir, now) => (await seedDemo(db, dir, now)) && (!options.tses || (await seedDemoTses(db, now))),
    });
    suite.admin = await loginCookie(suite.server.app, ...demo.admin);
    suite.viewer = await loginCookie(suite.server.app, ...demo.viewer);
    suite.operator = await loginCookie(suite.server.app, ...demo.operator);
  });
  after(() => suite.server.close());

  const get = (cookie: string, url: string) =>
    suite.server.app.inject(withCookie(cookie, { method: 'GET', url: `/api/frontend/${url}` }));
  const beat = (path: string, body: object, context = 'SUEDKAUF') =>
    suite.server.app.inject({
      method: 'POST',
      url: path,
      headers: {
        ...agentHeaders(
          context,
          demoHashSecret(context),
          'POST',
          path,
          JSON.stringify(body),
          Math.floor(suite.server.clock.now / 1000),
        ),
        'content-type': 'application/json',
      },
      payload: JSON.stringify(body),
    });
  const contextRowId = async (key: string) => (await contextRowByKey(suite.server.db, key)).id;
  return { suite, get, beat, contextRowId };
}
