import type { components } from '../../shared/generated/contract';
import type { Repairs, SimStore, SimTarget } from './fleet';

type StoreAgentInfo = components['schemas']['StoreAgentInfo'];
type CashpointInfo = components['schemas']['CashpointInfo'];
type CashpointAgentInfo = components['schemas']['CashpointAgentInfo'];

// What a remote action really changed on a simulated machine (issue 49): the services it restarted
// run from then on, whatever its generator says (seeded by the machine, so a stopped service would
// stay stopped), also after the machine installs another version, as a started service does. Only
// the TSE server that a bad version stops (badVersions.ts) stops again when the store server
// installs another version after the restart. 'everything' is a reboot.

/** The TSE server's service on the store server (the alert check reads its state). */
const tseService = 'tseServer';
/** A restart of the POS application (restartPos) is kept under this name. */
export const posApplication = 'pos';
export const everything = '*';

/** Records that `service` (or everything: a reboot) runs again on the target; its next beat is a full one. */
export function repair(t: SimTarget, service: string, nowMs: number): void {
  const repairs = t.repairs ?? { version: t.current, services: new Set<string>(), rebootedAt: null };
  repairs.services.add(service);
  if (service === tseService || service === everything) repairs.version = t.current;
  if (service === everything) repairs.rebootedAt = nowMs;
  t.repairs = repairs;
  t.fullNext = true;
}

const repairsOf = (t: SimTarget): Repairs | undefined => t.repairs;

const runs = (repairs: Repairs | undefined, service: string) =>
  repairs !== undefined && (repairs.services.has(service) || repairs.services.has(everything));

/** Whether the store's TSE server was restarted (or its server rebooted) on the version it runs now. */
export function tseRepaired(store: SimStore): boolean {
  const repairs = store.server === null ? undefined : repairsOf(store.server);
  return repairs?.version === store.server?.current && runs(repairs, tseService);
}

/** The store server's info with what was restarted running. */
export function repairedStoreInfo(t: SimTarget, info: StoreAgentInfo): StoreAgentInfo {
  const repairs = repairsOf(t);
  if (!repairs) return info;
  const serviceInfo = Object.fromEntries(
    Object.entries(info.serviceInfo ?? {}).map(([name, s]) => [
      name,
      runs(repairs, name) ? { ...s, state: 'RUNNING' } : s,
    ]),
  );
  return {
    ...info,
    serviceInfo,
    appValues: runs(repairs, tseService) ? { ...info.appValues, tseserverrunning: true } : info.appValues,
    osInfo:
      repairs.rebootedAt === null ? info.osInfo : { ...info.osInfo, lastReboot: Math.floor(repairs.rebootedAt / 1000) },
  };
}

/** A register's service states with what was restarted running (since the restart). */
export function repairedCashpointInfo(t: SimTarget, info: CashpointInfo): CashpointInfo {
  const repairs = repairsOf(t);
  if (!repairs) return info;
  return {
    ...info,
    cashpointServiceStates: info.cashpointServiceStates?.map((s) =>
      runs(repairs, s.name ?? '') ? { ...s, state: 'RUNNING' } : s,
    ),
  };
}

/** A register's agent info: the POS application running after restartPos or a reboot. */
export function repairedCashpointAgentInfo(t: SimTarget, info: CashpointAgentInfo): CashpointAgentInfo {
  const repairs = repairsOf(t);
  if (!repairs) return info;
  return {
    ...info,
    ...(runs(repairs, posApplication) ? { cashpointRunning: true } : {}),
    ...(repairs.rebootedAt === null
      ? {}
      : { osInfo: { ...info.osInfo, lastReboot: Math.floor(repairs.rebootedAt / 1000) } }),
  };
}
