import type { components } from '../../../shared/generated/contract';
import { SectionDigest, SectionValues, type SectionSink, type Sections } from './values';

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

function machine(into: SectionSink, os: OsInfo | undefined, interfaces: readonly NetworkInterface[] | undefined) {
  for (const field of osFields) into.put(`os.${field}`, os?.[field]);
  for (const i of interfaces ?? [])
    for (const field of interfaceFields) into.put(`interface:${i.name}.${field}`, i[field]);
}

function tseValues(into: SectionSink, tse: AgentTse): void {
  for (const field of tseFields) into.put(`tse.${field}`, tse[field]);
}

/** A heartbeat's sections, each into a sink of its own: collected (SectionValues) or hashed (SectionDigest). */
type Into<S extends SectionSink> = Record<string, S>;

/** The sections every heartbeat has: the agent's version, and the installed update and label when sent. */
function common<S extends SectionSink>(
  open: () => S,
  heartbeat: { agentVersion: string; currentVersion?: string | null },
  label: [string, string | null | undefined],
): Into<S> {
  const section = (key: string, value: string) => {
    const into = open();
    into.put(key, value);
    return into;
  };
  const sections: Into<S> = { agent: section('version:agent', heartbeat.agentVersion) };
  if (heartbeat.currentVersion) sections.current = section('version:current', heartbeat.currentVersion);
  const [key, value] = label;
  if (value) sections[key] = section(key, value);
  return sections;
}

function cashpointInto<S extends SectionSink>(open: () => S, heartbeat: CashpointHeartbeat): Into<S> {
  const sections = common(open, heartbeat, ['posType', heartbeat.posType]);
  const { agentInfo: a, cashpointInfo: c } = heartbeat;
  if (a) {
    const into = (sections.agentInfo = open());
    machine(into, a.osInfo, a.interfaces);
    into.put('version:cashpoint', a.cashpointVersion);
    into.put('version:tseServer', a.tseServerVersion);
    into.put('version:java', a.javaVersion);
    into.put('version:mariaDB', a.mariaDBVersion);
    into.put('version:bootloader', a.bootloader);
    into.put('agent.cashpointRunning', a.cashpointRunning);
  }
  if (c) {
    const into = (sections.cashpointInfo = open());
    for (const v of c.commonConfigValues) into.put(`config:${v.key}`, v.value);
    for (const v of c.serviceConfigValues) into.put(`serviceConfig:${v.service}.${v.key}`, v.value);
    for (const s of c.cashpointServiceStates) into.put(`service:${s.name}.state`, s.state);
    into.hosts(c.hostsFile);
  }
  if (heartbeat.tse) tseValues((sections.tse = open()), heartbeat.tse);
  if (heartbeat.peripherals) {
    const into = (sections.peripherals = open());
    for (const p of heartbeat.peripherals) into.put(`peripheral:${p.kind}:${p.name}.state`, p.state);
  }
  if (heartbeat.payment) {
    const into = (sections.terminal = open());
    into.put('terminal.id', heartbeat.payment.terminalId);
    into.put('terminal.reachable', String(heartbeat.payment.reachable));
  }
  return sections;
}

function storeInto<S extends SectionSink>(open: () => S, heartbeat: StoreHeartbeat): Into<S> {
  const sections = common(open, heartbeat, ['store.name', heartbeat.storeName?.trim()]);
  const a = heartbeat.agentInfo;
  if (a) {
    const into = (sections.agentInfo = open());
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
  }
  if (heartbeat.tse) tseValues((sections.tse = open()), heartbeat.tse);
  if (heartbeat.masterData) {
    const into = (sections.masterData = open());
    for (const m of heartbeat.masterData) into.put(`masterData:${m.kind}.version`, m.version);
  }
  return sections;
}

const values = (into: Into<SectionValues>): Sections =>
  Object.fromEntries(Object.entries(into).map(([name, section]) => [name, section.values]));
const digests = (into: Into<SectionDigest>): Record<string, string> =>
  Object.fromEntries(Object.entries(into).map(([name, section]) => [name, section.digest()]));

/** A register's heartbeat by section: only the sections it carries. */
export const cashpointSections = (h: CashpointHeartbeat) => values(cashpointInto(() => new SectionValues(), h));
/** A store server's heartbeat by section: only the sections it carries. */
export const storeSections = (h: StoreHeartbeat) => values(storeInto(() => new SectionValues(), h));
/** The digest of each section a register's heartbeat carries (SectionDigest): its values in their order, hashed. */
export const cashpointDigests = (h: CashpointHeartbeat) => digests(cashpointInto(() => new SectionDigest(), h));
/** The digest of each section a store server's heartbeat carries. */
export const storeDigests = (h: StoreHeartbeat) => digests(storeInto(() => new SectionDigest(), h));

/** A full heartbeat, the one that starts a target's history (its baseline): it carries the agent info. */
export const isFullCashpointBeat = (h: CashpointHeartbeat) => Boolean(h.agentInfo || h.cashpointInfo);
export const isFullStoreBeat = (h: StoreHeartbeat) => Boolean(h.agentInfo);
