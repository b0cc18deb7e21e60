import { storeServiceIds } from '../../shared/reports/storeColumns';
import type { components } from '../../shared/generated/contract';
import type { Prng } from './prng';

// Realistic agent payloads, shared by the demo seed and the fleet simulator.

type CashpointAgentInfo = components['schemas']['CashpointAgentInfo'];
type CashpointInfo = components['schemas']['CashpointInfo'];
type StoreAgentInfo = components['schemas']['StoreAgentInfo'];

export const cashpointVersions = ['5.12.0', '5.12.3', '5.13.1', '5.14.0'];
const storeVersions = ['8.4.2', '8.5.0', '8.5.1'];
const tseVersions = ['2.3.1', '2.4.0', '2.4.2'];
const streets = [
  'Hauptstraße',
  'Bahnhofstraße',
  'Marktplatz',
  'Lindenallee',
  'Industriestraße',
  'Am Hafen',
  'Kirchweg',
];
const cities = [
  'Hamburg',
  'Kiel',
  'Lübeck',
  'Bremen',
  'Hannover',
  'München',
  'Augsburg',
  'Köln',
  'Dresden',
  'Leipzig',
  'Rostock',
  'Ulm',
];

export function storeName(prng: Prng): string {
  return `${prng.pick(cities)}, ${prng.pick(streets)}`;
}

function ip(prng: Prng, storeId: string, host: number): string {
  return `10.${Number(storeId) % 250}.${prng.int(0, 9)}.${host}`;
}

export function cashpointAgentInfo(prng: Prng, storeId: string, posId: string, nowSeconds: number): CashpointAgentInfo {
  const windows = prng.chance(0.3);
  const ntpActive = prng.chance(0.9);
  return {
    osInfo: windows
      ? {
          osName: 'Windows',
          osType: 'Windows_NT',
          version: prng.pick(['10.0.19045', '10.0.22631']),
          cpus: prng.pick([2, 4]),
          platform: 'win32',
          hostname: `KASSE-${storeId}-${posId}`,
          lastReboot: nowSeconds - prng.int(3600, 30 * 86400),
          timezone: 'Europe/Berlin',
          ntpServer: 'time.windows.com',
          ntpSyncActive: ntpActive,
          ntpLastSuccessfulSyncTime: ntpActive ? nowSeconds - prng.int(60, 7200) : null,
        }
      : {
          osName: 'Linux',
          osType: 'Linux',
          version: prng.pick(['Debian 11', 'Debian 12', 'Ubuntu 22.04']),
          cpus: prng.pick([2, 4, 8]),
          platform: 'linux',
          hostname: `kasse-${storeId}-${posId}`,
          lastReboot: nowSeconds - prng.int(3600, 60 * 86400),
          timezone: 'Europe/Berlin',
          ntpServer: 'ptbtime1.ptb.de',
          ntpSyncActive: ntpActive,
          ntpLastSuccessfulSyncTime: ntpActive ? nowSeconds - prng.int(60, 7200) : null,
        },
    interfaces: [
      {
        name: windows ? 'Ethernet' : 'eth0',
        ipAddress: ip(prng, storeId, 100 + Number(posId)),
        macAddress: mac(prng),
        netmask: '255.255.255.0',
        gateway: `10.${Number(storeId) % 250}.0.1`,
      },
    ],
    cashpointVersion: prng.pick(cashpointVersions),
    tseServerVersion: prng.chance(0.95) ? prng.pick(tseVersions) : null,
    javaVersion: prng.chance(0.5) ? ['17.0.9'] : ['11.0.21', '17.0.9'],
    mariaDBVersion: prng.pick(['10.6.16', '10.11.6']),
    bootloader: windows ? 'UEFI' : prng.pick(['GRUB 2.06', 'GRUB 2.04']),
    cashpointRunning: prng.chance(0.93),
  };
}

function mac(prng: Prng): string {
  return Array.from({ length: 6 }, () => prng.int(0, 255).toString(16).padStart(2, '0')).join(':');
}

export function cashpointInfo(prng: Prng, storeId: string, posId: string, nowSeconds: number): CashpointInfo {
  const services = ['kassenservice', 'tse-client', 'preisservice', 'druckservice', 'zahlungsservice'];
  return {
    commonConfigValues: [
      { key: 'filiale', value: storeId },
      { key: 'kasse', value: posId },
      { key: 'waehrung', value: 'EUR' },
      { key: 'sprache', value: 'de_DE' },
      { key: 'zentrale.url', value: 'https://zentrale.example.net' },
    ],
    serviceConfigValues: services.flatMap((service) => [
      { service, key: 'port', value: String(8000 + services.indexOf(service)) },
      { service, key: 'loglevel', value: prng.pick(['INFO', 'INFO', 'WARN', 'DEBUG']) },
    ]),
    cashpointServiceStates: services.map((name) => ({
      name,
      state: prng.chance(0.95) ? 'RUNNING' : 'STOPPED',
      since: nowSeconds - prng.int(60, 86400 * 5),
    })),
    cashpointStatusInfo: [
      { key: 'bonNummer', value: String(prng.int(1000, 99999)) },
      { key: 'kassiererAngemeldet', value: prng.chance(0.6) ? 'ja' : 'nein' },
      { key: 'tseStatus', value: prng.chance(0.95) ? 'OK' : 'FEHLER' },
      { key: 'freierSpeicher', value: `${prng.int(2, 120)} GB` },
    ],
    activePromotions: Array.from({ length: prng.int(0, 4) }, (_, i) => ({
      id: `P-${storeId}-${i + 1}`,
      name: prng.pick([
        'Wochenangebot Obst',
        '3 für 2 Getränke',
        'Treuepunkte x2',
        'Rabatt Backwaren',
        'Aktion Grillgut',
      ]),
      validFrom: new Date((nowSeconds - 86400 * prng.int(0, 6)) * 1000).toISOString(),
      validTo: new Date((nowSeconds + 86400 * prng.int(1, 14)) * 1000).toISOString(),
    })),
    hostsFile: `127.0.0.1\tlocalhost\n10.${Number(storeId) % 250}.0.10\tstore-server\n10.${Number(storeId) % 250}.0.11\ttse-server\n`,
  };
}

export function storeAgentInfo(prng: Prng, storeId: string, nowSeconds: number): StoreAgentInfo {
  const at = (maxAgeSeconds: number) => nowSeconds - prng.int(60, maxAgeSeconds);
  const ts = (value: string | null, maxAgeSeconds = 86400) => ({ value, timestamp: at(maxAgeSeconds) });
  const service = () => ({
    state: prng.chance(0.92) ? 'RUNNING' : prng.pick(['STOPPED', 'STARTING']),
    startType: prng.chance(0.95) ? 'AUTOMATIC' : 'MANUAL',
  });
  const backupOk = prng.chance(0.85);
  const updateOk = prng.chance(0.9);
  return {
    osInfo: {
      osName: 'Windows',
      osType: 'Windows_NT',
      version: prng.pick(['Server 2019', 'Server 2022']),
      cpus: prng.pick([4, 8]),
      platform: 'win32',
      hostname: `STORE-${storeId}`,
      lastReboot: at(30 * 86400),
      timezone: 'Europe/Berlin',
      ntpServer: 'ptbtime1.ptb.de',
      ntpSyncActive: true,
      ntpLastSuccessfulSyncTime: at(3600),
    },
    interfaces: [
      {
        name: 'Ethernet',
        ipAddress: `10.${Number(storeId) % 250}.0.10`,
        macAddress: mac(prng),
        netmask: '255.255.255.0',
        gateway: `10.${Number(storeId) % 250}.0.1`,
      },
    ],
    storeInfo: {
      storeVersion: prng.pick(storeVersions),
      programVersion: prng.pick(['2024.2', '2025.1']),
      customerNumber: String(prng.int(10000, 99999)),
      license: prng.chance(0.97) ? `LIZ-${prng.int(100000, 999999)}` : null,
      serialNumber: `SN${prng.int(1000000, 9999999)}`,
      identNumber: `ID-${storeId}`,
      licenseProcedure: prng.pick(['Online', 'Datei']),
    },
    fileValues: {
      tbeg: ts('1', 20 * 3600),
      tabsletzte: ts('1', 30 * 3600),
      tabsok: ts(prng.chance(0.9) ? '1' : '0'),
      dzuskarun: ts('1', 3600),
      sigmabackupaktiv: ts(prng.chance(0.1) ? '1' : '0'),
      lastsigmabackup: ts('1', 2 * 86400),
      lastsigmabackuperfolg: ts(backupOk ? '4' : '1'),
      updateaktiv: ts(prng.chance(0.05) ? '1' : '0'),
      lastupdate: ts('1', 7 * 86400),
      lastupdateerfolg: ts(updateOk ? '4' : '1'),
      diwastop_err: prng.chance(0.05) ? ts('Startfehler 17') : { value: null, timestamp: null },
      diwadebu_log: ts(String(prng.pick([0, 0, 0, 1, 2, 3, 7]))),
      lastposconnectupdate: ts('1', 10 * 86400),
      lastposconnectupdateerfolg: ts(prng.chance(0.9) ? 'true' : 'false'),
    },
    dbValues: {
      tabsaktiv: prng.chance(0.1),
      kabsvortag: prng.chance(0.9) ? prng.int(1, 6) : 0,
      kabslaufendertag: prng.int(0, 4),
      wwsbelegverarbeitungaktiv: prng.chance(0.95),
      bonaufloesungwamodulaktiv: prng.chance(0.9),
      datenverarbeitunghqaktiv: prng.chance(0.95),
    },
    appValues: {
      tseserverversion: prng.pick(tseVersions),
      tseserverrunning: prng.chance(0.95),
      pgsqlversion: prng.chance(0.97) ? prng.pick(['13.14', '15.6', '16.2']) : null,
    },
    serviceInfo: Object.fromEntries(storeServiceIds.map((name) => [name, service()])),
    posConnectInfo: {
      mandant: `M${prng.int(1, 9)}`,
      environment: 'PROD',
      buildTag: `pc-2025.${prng.int(1, 12)}.${prng.int(0, 9)}`,
      services: ['admin', 'masterdata', 'receipt'].map((name) => ({
        name,
        numberOfInstances: prng.int(1, 2),
        status: prng.chance(0.95) ? 'UP' : 'DOWN',
        version: `3.${prng.int(0, 4)}.${prng.int(0, 9)}`,
      })),
    },
  };
}
