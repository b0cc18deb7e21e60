import type { components } from '../../shared/generated/contract';
import { cashpointAgentInfo, cashpointInfo, storeAgentInfo } from './agentData';
import type { Prng } from './prng';

// The internal context's lab machines sit on the bench next to the developers: every service runs,
// the TSE answers, backups, day closes and updates succeed. So, unlike the customers' fleets, their
// state stays the same from one report to the next and opens no alerts; only the addresses,
// uptimes and timestamps change, as on a real machine. The seed and the simulator both report them.

type CashpointAgentInfo = components['schemas']['CashpointAgentInfo'];
type CashpointInfo = components['schemas']['CashpointInfo'];
type StoreAgentInfo = components['schemas']['StoreAgentInfo'];

/** A lab register's agent information; `version` is the register software it runs. */
export function labCashpointAgentInfo(
  prng: Prng,
  storeId: string,
  posId: string,
  nowSeconds: number,
  version: string | null,
): CashpointAgentInfo {
  const info = cashpointAgentInfo(prng, storeId, posId, nowSeconds);
  return {
    ...info,
    osInfo: { ...info.osInfo, ntpSyncActive: true, ntpLastSuccessfulSyncTime: nowSeconds - 600 },
    cashpointVersion: version ?? info.cashpointVersion,
    tseServerVersion: '2.4.2',
    cashpointRunning: true,
  };
}

/** A lab register's configuration and service states: every service running, the TSE fine. */
export function labCashpointInfo(prng: Prng, storeId: string, posId: string, nowSeconds: number): CashpointInfo {
  const info = cashpointInfo(prng, storeId, posId, nowSeconds);
  return {
    ...info,
    cashpointServiceStates: info.cashpointServiceStates?.map((s) => ({ ...s, state: 'RUNNING' })),
    cashpointStatusInfo: info.cashpointStatusInfo?.map((e) => (e.key === 'tseStatus' ? { ...e, value: 'OK' } : e)),
  };
}

/** A lab store server's information; `version` is the store software it runs. */
export function labStoreAgentInfo(
  prng: Prng,
  storeId: string,
  nowSeconds: number,
  version: string | null,
): StoreAgentInfo {
  const info = storeAgentInfo(prng, storeId, nowSeconds);
  const ok = (value: string, ageSeconds: number) => ({ value, timestamp: nowSeconds - ageSeconds });
  return {
    ...info,
    storeInfo: { ...info.storeInfo!, storeVersion: version ?? info.storeInfo!.storeVersion, license: 'LIZ-LABOR' },
    fileValues: {
      ...info.fileValues!,
      tbeg: ok('1', 3600),
      tabsletzte: ok('1', 3600),
      tabsok: ok('1', 3600),
      sigmabackupaktiv: ok('0', 1800),
      lastsigmabackup: ok('1', 7200),
      lastsigmabackuperfolg: ok('4', 7200),
      updateaktiv: ok('0', 1800),
      lastupdateerfolg: ok('4', 86400),
      diwastop_err: { value: null, timestamp: null },
      diwadebu_log: ok('0', 1800),
      lastposconnectupdateerfolg: ok('true', 86400),
    },
    dbValues: {
      ...info.dbValues!,
      tabsaktiv: false,
      kabsvortag: Math.max(1, info.dbValues!.kabsvortag ?? 0),
      wwsbelegverarbeitungaktiv: true,
      bonaufloesungwamodulaktiv: true,
      datenverarbeitunghqaktiv: true,
    },
    appValues: { tseserverversion: '2.4.2', tseserverrunning: true, pgsqlversion: '16.2' },
    serviceInfo: Object.fromEntries(
      Object.keys(info.serviceInfo!).map((name) => [name, { state: 'RUNNING', startType: 'AUTOMATIC' }]),
    ),
    posConnectInfo: {
      ...info.posConnectInfo!,
      environment: 'TEST',
      services: info.posConnectInfo!.services?.map((s) => ({ ...s, status: 'UP' })),
    },
  };
}
