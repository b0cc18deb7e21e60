import type { Insertable, Kysely } from 'kysely';
import type { Database, InstallationsTable, SyncfileTargetsTable } from '../platform/db/schema';
import type { UpdateStore } from '../platform/storage/updateStore';
import type { UpdatePlan } from './demoFleet';
import { labCashpointAgentInfo, labCashpointInfo, labStoreAgentInfo } from './labHealth';
import { Prng } from './prng';
import { insertDemoUpdates } from './updatesSeed';
import { insertLinks, insertRow } from './repository/demoRows';

// The internal context (type Anwendung) is the developers' own: a small lab of registers and store
// servers on which new versions are tried before a customer gets them. It is the first context, so
// every page opened without one shows the lab instead of an empty tree. Its machines are healthy
// and every update meant for them is installed, so the lab looks the same on every start and as
// the simulator keeps it alive.

/** The context the lab belongs to. */
export const labContextKey = 'INTERN';

/**
 * The lab stores: `pilot` ones run the Test/Labor updates (their registers and store server are
 * the updates' selected targets), the others the released versions.
 */
export const labStores = [
  { storeId: '9001', name: 'Labor Hamburg, Entwicklung', registers: 3, server: true, pilot: true },
  { storeId: '9002', name: 'Labor Hamburg, Abnahme', registers: 2, server: true, pilot: false },
  { storeId: '9003', name: 'Labor Kiel, Pilotkasse', registers: 1, server: false, pilot: true },
] as const;

export const labCashpointPlan: UpdatePlan[] = [
  { version: '5.12.3', status: 2, archived: true, released: true },
  { version: '5.13.1', status: 2, archived: false, released: true, comment: 'Freigegebener Stand' },
  { version: '5.14.0', status: 4, archived: false, released: true, comment: 'Labortest vor dem Pilot' },
  { version: '5.15.0-dev', status: 1, archived: false, released: false, comment: 'Entwicklungsstand' },
];
export const labStorePlan: UpdatePlan[] = [
  { version: '8.5.0', status: 2, archived: true, released: true },
  { version: '8.5.1', status: 2, archived: false, released: true, comment: 'Freigegebener Stand' },
  { version: '8.6.0', status: 4, archived: false, released: true, comment: 'Labortest vor dem Pilot' },
];

const day = 86400 * 1000;

/** The updates a lab target has installed, oldest first: the released ones, and on pilots the test one. */
function installedIndexes(plan: UpdatePlan[], pilot: boolean): number[] {
  return plan.flatMap((u, i) => (u.status === 2 || (pilot && u.status === 4) ? [i] : []));
}

/** The version a lab target runs: the newest it has installed. */
function runningVersion(plan: UpdatePlan[], pilot: boolean): string {
  const indexes = installedIndexes(plan, pilot);
  return plan[indexes[indexes.length - 1]!]!.version;
}

/** Fills the internal context with the lab fleet; its own generator leaves the customers' data as it was. */
export async function seedLab(trx: Kysely<Database>, files: UpdateStore, contextId: number, now: number) {
  const prng = new Prng(20261124);
  const nowSeconds = Math.floor(now / 1000);
  const updates = async (kind: 'cashpoint' | 'store', prefix: string, plan: UpdatePlan[]) =>
    insertDemoUpdates(trx, files, prng, { contextId, contextKey: labContextKey, kind, prefix }, plan, now);
  const cashpointUpdates = await updates('cashpoint', 'kasse', labCashpointPlan);
  const storeUpdates = await updates('store', 'store', labStorePlan);
  const installations: Insertable<InstallationsTable>[] = [];
  const targets: Insertable<SyncfileTargetsTable>[] = [];

  const record = (
    plan: UpdatePlan[],
    ids: number[],
    pilot: boolean,
    target: { cashpointId: number } | { storeAgentId: number },
  ) => {
    const indexes = installedIndexes(plan, pilot);
    for (const [n, index] of indexes.entries()) {
      // Installed one after the other, the newest two days ago.
      const at = now - (2 + (indexes.length - 1 - n) * 14) * day - prng.int(0, 8) * 3600 * 1000;
      const base = { syncfileId: ids[index]!, cashpointId: null, storeAgentId: null, ...target };
      installations.push({
        ...base,
        installationStatus: 2,
        installingSince: null,
        downloaded: 1,
        log: `${new Date(at).toISOString()} Installation ${plan[index]!.version} erfolgreich\n`,
        logDate: at,
        updatedAt: at,
      });
      if (plan[index]!.status === 4) targets.push(base);
    }
  };

  for (const lab of labStores) {
    const cashpointVersion = runningVersion(labCashpointPlan, lab.pilot);
    const storeVersion = runningVersion(labStorePlan, lab.pilot);
    const storeRowId = await insertRow(trx, 'stores', {
      uid: prng.uid(),
      contextId,
      storeId: lab.storeId,
      name: lab.name,
    });
    for (let p = 1; p <= lab.registers; p++) {
      const posId = String(p);
      const cashpointId = await insertRow(trx, 'cashpoints', {
        uid: prng.uid(),
        storeRowId,
        posId,
        posType: p === 1 ? 'HAUPTKASSE' : 'KASSE',
        agentVersion: '3.3.0',
        lastHeartbeat: now - prng.int(5, 60) * 1000,
        additionalDataTimestamp: now - prng.int(60, 600) * 1000,
        agentInfo: JSON.stringify(labCashpointAgentInfo(prng, lab.storeId, posId, nowSeconds, cashpointVersion)),
        cashpointInfo: JSON.stringify(labCashpointInfo(prng, lab.storeId, posId, nowSeconds)),
      });
      record(labCashpointPlan, cashpointUpdates, lab.pilot, { cashpointId });
    }
    if (!lab.server) continue;
    const storeAgentId = await insertRow(trx, 'storeAgents', {
      uid: prng.uid(),
      storeRowId,
      agentVersion: '2.9.1',
      lastHeartbeat: now - prng.int(5, 60) * 1000,
      agentInfo: JSON.stringify(labStoreAgentInfo(prng, lab.storeId, nowSeconds, storeVersion)),
    });
    record(labStorePlan, storeUpdates, lab.pilot, { storeAgentId });
  }
  await insertLinks(trx, 'installations', installations);
  await insertLinks(trx, 'syncfileTargets', targets);
}
