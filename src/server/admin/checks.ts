// One check per optional report column (spec 6: a context's checks are its visible report
// columns), named by the column's header; fixed columns always show and have none.
// The report columns a context can show (spec 3, "Context"; 2.9 and 2.10). A context's
// visibleCashpointCheckIds / visibleStoreCheckIds name ids of these lists; the 'all visible' flags
// override the lists. The reports read the effective list through `visibleCheckIds`.

export interface Check {
  id: string;
  name: string;
}

export const cashpointChecks: readonly Check[] = [
  { id: 'lastHeartbeat', name: 'Letzter Heartbeat' },
  { id: 'cashpointVersion', name: 'Kassenversion' },
  { id: 'currentVersion', name: 'Installiertes Update' },
  { id: 'tseServerVersion', name: 'TSE-Server Version' },
  { id: 'osName', name: 'Betriebssystem' },
  { id: 'cashpointRunning', name: 'Kasse aktiv' },
  { id: 'ntpSyncActive', name: 'NTP-Synchronisiert' },
];

export const storeChecks: readonly Check[] = [
  { id: 'lastHeartbeat', name: 'Heartbeat' },
  { id: 'currentVersionTag', name: 'Installiertes Update' },
  { id: 'storeVersion', name: 'STORE-Version' },
  { id: 'license', name: 'Lizenz' },
  { id: 'licenseProcedure', name: 'Lizenzverfahren' },
  { id: 'identNumber', name: 'Identnummer' },
  { id: 'serialNumber', name: 'Seriennummer' },
  { id: 'tbeg', name: 'Letzter Tagesbeginn' },
  { id: 'tabsletzte', name: 'Letzter Tagesabschluss' },
  { id: 'tabsaktiv', name: 'Tagesabschluss aktiv' },
  { id: 'tabsok', name: 'Tagesabschluss erfolgt' },
  { id: 'kabsvortag', name: 'Kassiererabschluss Vortag' },
  { id: 'kabslaufendertag', name: 'Kassiererabschluss laufender Tag' },
  { id: 'wwsBelegverarbeitungAktiv', name: 'WWS-Belegverarbeitung aktiv' },
  { id: 'dzuskarun', name: 'Letzte WWS-Belegverarbeitung' },
  { id: 'bonaufloesungWAModulAktiv', name: 'Bonauflösung WA-Modul aktiv' },
  { id: 'datenverarbeitungHQAktiv', name: 'Datenverarbeitung Zentrale aktiv' },
  { id: 'tseServerVersion', name: 'TSE-Server Version' },
  { id: 'tseServerRunning', name: 'TSE-Server läuft' },
  { id: 'sigmabackup', name: 'Datensicherung' },
  { id: 'update', name: 'STORE-Update' },
  { id: 'diwastop_err', name: 'Start von STORE nicht möglich' },
  { id: 'diwadebu_log', name: 'Probleme in DIWADEBU.LOG' },
  { id: 'lastPosConnectUpdate', name: 'POSCONNECT-Update' },
  { id: 'dutiserv', name: 'dutiserv' },
  { id: 'dutiservStartart', name: 'dutiserv Startart' },
  { id: 'dzuska28', name: 'dzuska28' },
  { id: 'dzuska51', name: 'dzuska51' },
  { id: 'diwaapps', name: 'diwaapps' },
  { id: 'dzuswdfk', name: 'dzuswdfk' },
  { id: 'dzuswa11', name: 'dzuswa11' },
  { id: 'dzuswa18', name: 'dzuswa18' },
  { id: 'diwamesw', name: 'diwamesw' },
  { id: 'posConnectAppAdmin', name: 'POSCONNECT Admin' },
  { id: 'posConnectMasterData', name: 'POSCONNECT Stammdaten' },
  { id: 'posConnectReceiptService', name: 'POSCONNECT Belegdienst' },
  { id: 'tseServer', name: 'TSE-Server (Dienst)' },
  { id: 'postgresql', name: 'PostgreSQL-Dienst' },
  { id: 'pgsqlVersion', name: 'PostgreSQL-Version' },
];

/**
 * Check ids of the first catalogue, which had one check per report field: several fields of one
 * column map to that column, checks of always-shown columns to nothing (null).
 */
export const formerCheckIds: Readonly<Record<string, string | null>> = {
  storeId: null,
  posId: null,
  posType: null,
  storeName: null,
  ntpLastSuccessfulSyncTime: 'ntpSyncActive',
  sigmabackupaktiv: 'sigmabackup',
  lastsigmabackup: 'sigmabackup',
  lastsigmabackuperfolg: 'sigmabackup',
  updateaktiv: 'update',
  lastupdate: 'update',
  lastupdateerfolg: 'update',
  lastPosConnectUpdateErfolg: 'lastPosConnectUpdate',
  posConnectBuildTag: 'lastPosConnectUpdate',
};

/** A stored list of check ids in today's terms. */
export function currentCheckIds(ids: readonly string[]): string[] {
  const mapped = ids.map((id) => (id in formerCheckIds ? formerCheckIds[id] : id));
  return [...new Set(mapped.filter((id): id is string => id !== null))];
}

/** The check ids a context shows: every one with the 'all visible' flag, else its list (catalogue order). */
export function visibleCheckIds(catalogue: readonly Check[], allVisible: number | boolean, listed: readonly string[]) {
  if (allVisible) return catalogue.map((c) => c.id);
  return catalogue.filter((c) => listed.includes(c.id)).map((c) => c.id);
}
