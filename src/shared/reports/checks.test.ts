import { cashpointChecks, currentCheckIds, storeChecks } from './checks';

describe('check catalogue', () => {
  it('has one check per optional column, each id and name once', () => {
    for (const list of [cashpointChecks, storeChecks]) {
      expect(new Set(list.map((c) => c.id)).size).toBe(list.length);
      expect(new Set(list.map((c) => c.name)).size).toBe(list.length);
    }
    for (const fixed of ['storeId', 'posId', 'posType']) {
      expect(cashpointChecks.some((c) => c.id === fixed)).toBe(false);
    }
    expect(storeChecks.some((c) => c.id === 'storeName')).toBe(false);
  });

  it('names the register checks by their column headers, in column order', () => {
    expect(cashpointChecks).toEqual([
      { id: 'lastHeartbeat', name: 'Letzter Heartbeat' },
      { id: 'cashpointVersion', name: 'Kassenversion' },
      { id: 'currentVersion', name: 'Installiertes Update' },
      { id: 'tseServerVersion', name: 'TSE-Server Version' },
      { id: 'osName', name: 'Betriebssystem' },
      { id: 'cashpointRunning', name: 'Kasse aktiv' },
      { id: 'ntpSyncActive', name: 'NTP-Synchronisiert' },
      { id: 'updateWindow', name: 'Update-Fenster' },
      { id: 'tseType', name: 'TSE-Typ' },
      { id: 'tseSerial', name: 'TSE-Seriennummer' },
      { id: 'tseCertificateValidUntil', name: 'TSE-Zertifikat gültig bis' },
      { id: 'tseDaysLeft', name: 'TSE-Tage übrig' },
      { id: 'tseCapacityUsedPercent', name: 'TSE-Kapazität genutzt' },
      { id: 'tseState', name: 'TSE-Zustand' },
      { id: 'tseLastExport', name: 'TSE letzter Export' },
      { id: 'tseLastSelfTest', name: 'TSE letzter Selbsttest' },
      { id: 'peripheralState', name: 'Peripherie' },
      { id: 'terminalReachable', name: 'Kartenterminal erreichbar' },
      { id: 'terminalLastCutAt', name: 'Letzter Kassenschnitt' },
      { id: 'offlineCardTransactions', name: 'Offline-Kartenzahlungen' },
      { id: 'unsentReceipts', name: 'Unversendete Belege' },
      { id: 'oldestUnsentReceiptAt', name: 'Ältester unversendeter Beleg' },
    ]);
  });

  it('names the store checks by their columns, without the columns nothing reports yet', () => {
    expect(storeChecks).toEqual([
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
      { id: 'masterDataPrices', name: 'Stammdaten Preise' },
      { id: 'masterDataPromotions', name: 'Stammdaten Aktionen' },
      { id: 'masterDataArticles', name: 'Stammdaten Artikel' },
    ]);
  });

  it('maps the stored ids of the first catalogue to the columns they belonged to', () => {
    expect(
      currentCheckIds([
        'storeName',
        'lastsigmabackup',
        'sigmabackupaktiv',
        'updateaktiv',
        'posConnectBuildTag',
        'tbeg',
      ]),
    ).toEqual(['sigmabackup', 'update', 'lastPosConnectUpdate', 'tbeg']);
    expect(currentCheckIds(['posId', 'ntpLastSuccessfulSyncTime', 'osName'])).toEqual(['ntpSyncActive', 'osName']);
  });
});
