import type { components } from '../../../shared/generated/contract';
import { SectionValues, hostsEntries, type Sections } from './values';

type CashpointHeartbeat = components['schemas']['CashpointHeartbeat'];
type StoreHeartbeat = components['schemas']['StoreAgentHeartbeat'];
type OsInfo = components['schemas']['OsInfo'];
type NetworkInterface = components['schemas']['NetworkInterface'];
type AgentTse = components['schemas']['AgentTse'];

// What a heartbeat reports, as history keeps it: by section, each the part of the heartbeat an agent
// sends or leaves out as a whole (left out: unchanged), and in it one key per value, named so the key
// says what it is. Left out on purpose are the values that move by themselves, which would make a
// change of every heartbeat: the clock's last sync, the last reboot (the simulator moves it with its
// clock), since-times of states (the change's own time says it), the TSE's counter and its daily
// export and self-test times (their outcome is kept), a register's status lines and promotions, the
// card terminal's and receipts' counts, a store server's day-close counters.

const osFields = [
  'osName',
  'osType',
  'version',
  'cpus',
  'platform',
  'hostname',
  'timezone',
  'ntpServer',
  'ntpSyncActive',
] as const;
const interfaceFields = ['ipAddress', 'macAddress', 'netmask', 'gateway'] as const;
const tseFields = [
  'type',
  'serial',
  'bsiCertificateId',
  'manufacturer',
  'model',
  'certificateValidUntil',
  'activatedAt',
  'signatureCapacity',
  'state',
  'timeSet',
  'lastExportOk',
  'lastSelfTestOk',
] as const;

function machine(into: SectionValues, os: OsInfo | undefined, interfaces: readonly NetworkInterface[] | undefined) {
  for (const field of osFields) into.put(`os.${field}`, os?.[field]);
  for (const i of interfaces ?? [])
    for (const field of interfaceFields) into.put(`interface:${i.name}.${field}`, i[field]);
}

function tseValues(tse: AgentTse): SectionValues {
  const into = new SectionValues();
  for (const field of tseFields) into.put(`tse.${field}`, tse[field]);
  return into;
}

/** The sections every heartbeat has: the agent's version, and the installed update and label when sent. */
function common(
  heartbeat: { agentVersion: string; currentVersion?: string | null },
  label: [string, string | null | undefined],
): Sections {
  const sections: Sections = { agent: { 'version:agent': heartbeat.agentVersion } };
  if (heartbeat.currentVersion) sections.current = { 'version:current': heartbeat.currentVersion };
  const [key, value] = label;
  if (value) sections[key] = { [key]: value };
  return sections;
}

/** A register's heartbeat by section: only the sections it carries. */
export function cashpointSections(heartbeat: CashpointHeartbeat): Sections {
  const sections = common(heartbeat, ['posType', heartbeat.posType]);
  const { agentInfo: a, cashpointInfo: c } = heartbeat;
  if (a) {
    const into = new SectionValues();
    machine(into, a.osInfo, a.interfaces);
    into.put('version:cashpoint', a.cashpointVersion);
    into.put('version:tseServer', a.tseServerVersion);
    into.put('version:java', a.javaVersion);
    into.put('version:mariaDB', a.mariaDBVersion);
    into.put('version:bootloader', a.bootloader);
    into.put('agent.cashpointRunning', a.cashpointRunning);
    sections.agentInfo = into.values;
  }
  if (c) {
    const into = new SectionValues();
    for (const v of c.commonConfigValues) into.put(`config:${v.key}`, v.value);
    for (const v of c.serviceConfigValues) into.put(`serviceConfig:${v.service}.${v.key}`, v.value);
    for (const s of c.cashpointServiceStates) into.put(`service:${s.name}.state`, s.state);
    hostsEntries(into, c.hostsFile);
    sections.cashpointInfo = into.values;
  }
  if (heartbeat.tse) sections.tse = tseValues(heartbeat.tse).values;
  if (heartbeat.peripherals) {
    const into = new SectionValues();
    for (const p of heartbeat.peripherals) into.put(`peripheral:${p.kind}:${p.name}.state`, p.state);
    sections.peripherals = into.values;
  }
  if (heartbeat.payment)
    sections.terminal = {
      'terminal.id': heartbeat.payment.terminalId,
      'terminal.reachable': String(heartbeat.payment.reachable),
    };
  return sections;
}

/** A store server's heartbeat by section: only the sections it carries. */
export function storeSections(heartbeat: StoreHeartbeat): Sections {
  const sections = common(heartbeat, ['store.name', heartbeat.storeName?.trim()]);
  const a = heartbeat.agentInfo;
  if (a) {
    const into = new SectionValues();
    machine(into, a.osInfo, a.interfaces);
    const s = a.storeInfo;
    into.put('version:store', s?.storeVersion);
    into.put('version:program', s?.programVersion);
    for (const field of ['customerNumber', 'license', 'serialNumber', 'identNumber', 'licenseProcedure'] as const)
      into.put(`store.${field}`, s?.[field]);
    for (const [name, v] of Object.entries(a.fileValues ?? {})) into.put(`file:${name}`, v?.value);
    const db = a.dbValues;
    for (const field of [
      'tabsaktiv',
      'wwsbelegverarbeitungaktiv',
      'bonaufloesungwamodulaktiv',
      'datenverarbeitunghqaktiv',
    ] as const)
      into.put(`db:${field}`, db?.[field]);
    into.put('version:tseServer', a.appValues?.tseserverversion);
    into.put('app.tseServerRunning', a.appValues?.tseserverrunning);
    into.put('version:pgsql', a.appValues?.pgsqlversion);
    for (const [name, v] of Object.entries(a.serviceInfo ?? {})) {
      into.put(`service:${name}.state`, v.state);
      into.put(`service:${name}.startType`, v.startType);
    }
    const p = a.posConnectInfo;
    into.put('posConnect.mandant', p?.mandant);
    into.put('posConnect.environment', p?.environment);
    into.put('version:posConnect', p?.buildTag);
    for (const service of p?.services ?? []) {
      into.put(`version:posConnect.${service.name}`, service.version);
      into.put(`posConnect:${service.name}.status`, service.status);
      into.put(`posConnect:${service.name}.instances`, service.numberOfInstances);
    }
    sections.agentInfo = into.values;
  }
  if (heartbeat.tse) sections.tse = tseValues(heartbeat.tse).values;
  if (heartbeat.masterData) {
    const into = new SectionValues();
    for (const m of heartbeat.masterData) into.put(`masterData:${m.kind}.version`, m.version);
    sections.masterData = into.values;
  }
  return sections;
}

/** A full heartbeat, the one that starts a target's history (its baseline): it carries the agent info. */
export const isFullCashpointBeat = (h: CashpointHeartbeat) => Boolean(h.agentInfo || h.cashpointInfo);
export const isFullStoreBeat = (h: StoreHeartbeat) => Boolean(h.agentInfo);
