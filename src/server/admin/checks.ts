// The names are the report's column headers where a check is one column (spec 2.9, 2.10).
// The report columns a context can show (spec 3, "Context"; 2.9 and 2.10). A context's
// visibleCashpointCheckIds / visibleStoreCheckIds name ids of these lists; the 'all visible' flags
// override the lists. The reports read the effective list through `visibleCheckIds`.

export interface Check {
  id: string;
  name: string;
}

export const cashpointChecks: readonly Check[] = [
  { id: 'storeId', name: 'Filiale' },
  { id: 'posId', name: 'Kasse' },
  { id: 'posType', name: 'Kassentyp' },
  { id: 'lastHeartbeat', name: 'Letzter Heartbeat' },
  { id: 'cashpointVersion', name: 'Kassenversion' },
  { id: 'currentVersion', name: 'Installiertes Update' },
  { id: 'tseServerVersion', name: 'TSE-Server Version' },
  { id: 'osName', name: 'Betriebssystem' },
  { id: 'cashpointRunning', name: 'Kasse aktiv' },
  { id: 'ntpSyncActive', name: 'NTP-Synchronisiert' },
  { id: 'ntpLastSuccessfulSyncTime', name: 'Letzte NTP-Synchronisation' },
];

export const storeChecks: readonly Check[] = [
  { id: 'storeName', name: 'Filialname' },
  { id: 'lastHeartbeat', name: 'Letzter Heartbeat' },
  { id: 'currentVersionTag', name: 'Installiertes Update' },
  { id: 'storeVersion', name: 'STORE-Version' },
  { id: 'license', name: 'Lizenz' },
  { id: 'licenseProcedure', name: 'Lizenzverfahren' },
  { id: 'identNumber', name: 'Identnummer' },
  { id: 'serialNumber', name: 'Seriennummer' },
  { id: 'tbeg', name: 'Tagesabschluss begonnen' },
  { id: 'tabsletzte', name: 'Letzter Tagesabschluss' },
  { id: 'tabsok', name: 'Tagesabschluss erfolgreich' },
  { id: 'dzuskarun', name: 'DZUSKARUN' },
  { id: 'diwastop_err', name: 'DIWASTOP-Fehler' },
  { id: 'tabsaktiv', name: 'Tagesabschluss aktiv' },
  { id: 'kabsvortag', name: 'Kassiererabschluss Vortag' },
  { id: 'kabslaufendertag', name: 'Kassiererabschluss laufender Tag' },
  { id: 'wwsBelegverarbeitungAktiv', name: 'WWS-Belegverarbeitung aktiv' },
  { id: 'bonaufloesungWAModulAktiv', name: 'Bonauflösung WA-Modul aktiv' },
  { id: 'datenverarbeitungHQAktiv', name: 'Datenverarbeitung HQ aktiv' },
  { id: 'tseServerVersion', name: 'TSE-Server-Version' },
  { id: 'tseServerRunning', name: 'TSE-Server läuft' },
  { id: 'sigmabackupaktiv', name: 'Backup aktiv' },
  { id: 'lastsigmabackup', name: 'Letztes Backup' },
  { id: 'lastsigmabackuperfolg', name: 'Ergebnis letztes Backup' },
  { id: 'updateaktiv', name: 'Update aktiv' },
  { id: 'lastupdate', name: 'Letztes Update' },
  { id: 'lastupdateerfolg', name: 'Ergebnis letztes Update' },
  { id: 'diwadebu_log', name: 'DIWADEBU-Log' },
  { id: 'lastPosConnectUpdate', name: 'Letztes POSCONNECT-Update' },
  { id: 'lastPosConnectUpdateErfolg', name: 'Ergebnis POSCONNECT-Update' },
  { id: 'posConnectBuildTag', name: 'POSCONNECT-Build' },
  { id: 'dutiserv', name: 'DUTISERV' },
  { id: 'dutiservStartart', name: 'DUTISERV-Startart' },
  { id: 'dzuska28', name: 'DZUSKA28' },
  { id: 'dzuska51', name: 'DZUSKA51' },
  { id: 'diwaapps', name: 'DIWAAPPS' },
  { id: 'dzuswdfk', name: 'DZUSWDFK' },
  { id: 'dzuswa11', name: 'DZUSWA11' },
  { id: 'dzuswa18', name: 'DZUSWA18' },
  { id: 'diwamesw', name: 'DIWAMESW' },
  { id: 'posConnectAppAdmin', name: 'POSCONNECT App-Admin' },
  { id: 'posConnectMasterData', name: 'POSCONNECT Stammdaten' },
  { id: 'posConnectReceiptService', name: 'POSCONNECT Belegdienst' },
  { id: 'tseServer', name: 'TSE-Server' },
  { id: 'postgresql', name: 'PostgreSQL' },
  { id: 'pgsqlVersion', name: 'PostgreSQL-Version' },
];

/** The check ids a context shows: every one with the 'all visible' flag, else its list (catalogue order). */
export function visibleCheckIds(catalogue: readonly Check[], allVisible: number | boolean, listed: readonly string[]) {
  if (allVisible) return catalogue.map((c) => c.id);
  return catalogue.filter((c) => listed.includes(c.id)).map((c) => c.id);
}
