import assert from 'node:assert/strict';
import { heartbeatLiveness } from '../fleet';
import { startFiscalServer, type FiscalServer } from './fiscalKit';
import { historyRowsOf } from './repository/historyRows';

// The history tests' server (issue 53): the fiscal kit's demo server and signed heartbeats, a
// register's values as a small model its full heartbeats are drawn from, and what history stored.

export interface HistoryServer extends FiscalServer {
  /** A register's heartbeat with these fields beside storeId, posId and agentVersion; 200 asserted. */
  register(storeId: string, posId: string, fields: object): Promise<void>;
  /** A store server's heartbeat with these fields beside storeId and agentVersion; 200 asserted. */
  storeServer(storeId: string, fields: object): Promise<void>;
  rows(storeId: string, posId: string | null): ReturnType<typeof historyRowsOf>;
  /**
   * Moves the server's clock on, after writing the last-seen times the liveness batches hold (a
   * second of real time would have written them; the tests' clock jumps without it).
   */
  advance(ms: number): Promise<void>;
}

export async function startHistoryServer(
  kind: 'sqlite' | 'postgres',
  env: Record<string, string> = {},
): Promise<HistoryServer> {
  const f = await startFiscalServer(kind, env);
  const sent = async (reply: ReturnType<FiscalServer['heartbeat']>) => {
    const r = await reply;
    assert.equal(r.statusCode, 200, r.body);
  };
  return {
    ...f,
    register: (storeId, posId, fields) => sent(f.heartbeat('WESTFRISCH', storeId, posId, undefined, fields)),
    storeServer: (storeId, fields) => sent(f.heartbeat('WESTFRISCH', storeId, null, undefined, fields)),
    rows: (storeId, posId) => historyRowsOf(f.server.db, 'WESTFRISCH', storeId, posId),
    async advance(ms) {
      await heartbeatLiveness(f.server.db).flush();
      f.server.clock.now += ms;
    },
  };
}

/** What a simulated register has: the values its full heartbeat reports. */
export interface RegisterModel {
  posType: string;
  currentVersion: string;
  cashpointVersion: string;
  config: Record<string, string>;
  /** Service name → state. */
  services: Record<string, string>;
  /** Host name → address. */
  hosts: Record<string, string>;
}

export const registerModel = (): RegisterModel => ({
  posType: 'KASSE',
  currentVersion: 'kasse-5.13.1.zip',
  cashpointVersion: '5.13.1',
  config: { waehrung: 'EUR', sprache: 'de_DE' },
  services: { kassenservice: 'RUNNING', druckservice: 'RUNNING' },
  hosts: { 'store-server': '10.3.0.10', 'tse-server': '10.3.0.11' },
});

/**
 * A full heartbeat of the model, with the values that move by themselves (the clock's last sync,
 * the last reboot, a service's since, the receipt number) moving with `nowSeconds`: history leaves
 * them out, so they change nothing.
 */
export function fullRegisterBeat(m: RegisterModel, nowSeconds: number) {
  return {
    posType: m.posType,
    currentVersion: m.currentVersion,
    agentInfo: {
      osInfo: {
        osName: 'Linux',
        hostname: 'kasse-1',
        ntpSyncActive: true,
        ntpLastSuccessfulSyncTime: nowSeconds - 60,
        lastReboot: nowSeconds - 3600,
      },
      interfaces: [{ name: 'eth0', ipAddress: '10.3.0.101' }],
      cashpointVersion: m.cashpointVersion,
      javaVersion: ['17.0.10'],
      cashpointRunning: true,
    },
    cashpointInfo: {
      commonConfigValues: Object.entries(m.config).map(([key, value]) => ({ key, value })),
      serviceConfigValues: [{ service: 'kassenservice', key: 'port', value: '8000' }],
      cashpointServiceStates: Object.entries(m.services).map(([name, state]) => ({
        name,
        state,
        since: nowSeconds - 120,
      })),
      cashpointStatusInfo: [{ key: 'bonNummer', value: String(nowSeconds % 100_000) }],
      activePromotions: [],
      hostsFile: `# hosts\n127.0.0.1\tlocalhost\n${Object.entries(m.hosts)
        .map(([name, address]) => `${address}\t${name}`)
        .join('\n')}\n`,
    },
  };
}
