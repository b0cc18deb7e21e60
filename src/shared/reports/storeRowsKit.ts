import type { StoreReportRow } from './rows';
import { storeServiceIds } from './storeColumns';

// Store report rows for the rule tests and the page tests.

// Local times, so the expected texts do not depend on the machine's time zone.
export const seconds = (hour: number) => new Date(2026, 10, 22, hour, 15).getTime() / 1000;
export const stamp = (value: string | null, hour = 8) => ({ value, timestamp: seconds(hour) });

/** A healthy store server: nothing in it is a warning. */
export const storeRow = (uid: string, storeName: string, extra: Partial<StoreReportRow> = {}): StoreReportRow => ({
  uid,
  storeName,
  lastHeartbeat: new Date(2026, 10, 22, 10, 30).toISOString(),
  currentVersionTag: '8.5.0',
  storeVersion: '8.5.1',
  license: 'LIZ-1',
  licenseProcedure: 'Online',
  identNumber: `ID-${uid}`,
  serialNumber: `SN-${uid}`,
  tbeg: stamp('1', 6),
  tabsletzte: stamp('1', 7),
  tabsok: stamp('1', 7),
  dzuskarun: stamp('1', 9),
  diwastop_err: null,
  tabsaktiv: true,
  kabsvortag: 2,
  kabslaufendertag: 1,
  wwsBelegverarbeitungAktiv: true,
  bonaufloesungWAModulAktiv: true,
  datenverarbeitungHQAktiv: true,
  tseServerVersion: '2.4.0',
  tseServerRunning: true,
  sigmabackupaktiv: false,
  lastsigmabackup: stamp('1', 3),
  lastsigmabackuperfolg: '4',
  updateaktiv: false,
  lastupdate: stamp('1', 4),
  lastupdateerfolg: '4',
  diwadebu_log: '0',
  lastPosConnectUpdate: stamp('1', 5),
  lastPosConnectUpdateErfolg: true,
  posConnectBuildTag: 'pc-2025.4.1',
  dutiservStartart: 'AUTOMATIC',
  pgsqlVersion: '16.2',
  // Every service of the catalogue runs, so a service column added there needs no line here.
  ...Object.fromEntries(storeServiceIds.map((id) => [id, 'RUNNING'])),
  offline: false,
  ...extra,
});
