import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { components } from '../../../shared/generated/contract';

type Peripheral = components['schemas']['AgentPeripheral'];
type Payment = components['schemas']['AgentPayment'];
type DataFlow = components['schemas']['AgentDataFlow'];
type MasterData = components['schemas']['AgentMasterData'];

/** The sections of a register's heartbeat to store; a section left out is not touched. */
export interface CashpointSections {
  peripherals?: Peripheral[];
  payment?: Payment;
  dataFlow?: DataFlow;
}

/** What is kept of the terminal between heartbeats (the caller's rule derives the next from it). */
export interface KeptPayment {
  reachable: boolean;
  reachableSince: number;
  uncutSince: number | null;
}

/** The derived columns of the terminal's row from what was kept and the report. */
export type DerivePayment = (
  kept: KeptPayment | undefined,
  report: { reachable: boolean; lastTransactionAt: number | null; lastCutAt: number | null },
) => { reachableSince: number; uncutSince: number | null };

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : null);

async function cashpointId(trx: Transaction<Database>, contextId: number, storeId: string, posId: string) {
  const row = await trx
    .selectFrom('cashpoints as c')
    .innerJoin('stores as s', 's.id', 'c.storeRowId')
    .select('c.id')
    .where('s.contextId', '=', contextId)
    .where('s.storeId', '=', storeId)
    .where('c.posId', '=', posId)
    .executeTakeFirst();
  return row?.id;
}

/** The register's devices become the reported list: gone ones deleted, new or changed ones written. */
async function storePeripherals(trx: Transaction<Database>, id: number, devices: Peripheral[]) {
  const stored = await trx
    .selectFrom('cashpointPeripherals')
    .select(['kind', 'name', 'state', 'since'])
    .where('cashpointId', '=', id)
    .execute();
  const key = (d: { kind: string; name: string }) => `${d.kind}\u0000${d.name}`;
  const reported = new Map(devices.map((d) => [key(d), d]));
  for (const old of stored)
    if (!reported.has(key(old)))
      await trx
        .deleteFrom('cashpointPeripherals')
        .where('cashpointId', '=', id)
        .where('kind', '=', old.kind)
        .where('name', '=', old.name)
        .execute();
  const before = new Map(stored.map((d) => [key(d), d]));
  const changed = devices
    .map((d) => ({ cashpointId: id, kind: d.kind, name: d.name, state: d.state, since: Date.parse(d.since) }))
    .filter((d) => {
      const old = before.get(key(d));
      return !old || old.state !== d.state || Number(old.since) !== d.since;
    });
  if (changed.length > 0)
    await trx
      .insertInto('cashpointPeripherals')
      .values(changed)
      .onConflict((oc) =>
        oc
          .columns(['cashpointId', 'kind', 'name'])
          .doUpdateSet((eb) => ({ state: eb.ref('excluded.state'), since: eb.ref('excluded.since') })),
      )
      .execute();
}

async function storePayment(
  trx: Transaction<Database>,
  id: number,
  payment: Payment,
  derive: DerivePayment,
  now: number,
) {
  const row = await trx
    .selectFrom('cashpointPayments')
    .select(['reachable', 'reachableSince', 'uncutSince'])
    .where('cashpointId', '=', id)
    .executeTakeFirst();
  const kept = row && {
    reachable: row.reachable === 1,
    reachableSince: Number(row.reachableSince),
    uncutSince: row.uncutSince == null ? null : Number(row.uncutSince),
  };
  const lastTransactionAt = time(payment.lastTransactionAt);
  const lastCutAt = time(payment.lastCutAt);
  const values = {
    terminalId: payment.terminalId,
    reachable: payment.reachable ? 1 : 0,
    ...derive(kept, { reachable: payment.reachable, lastTransactionAt, lastCutAt }),
    lastTransactionAt,
    lastCutAt,
    offlineTransactions: payment.offlineTransactions ?? 0,
    oldestOfflineAt: time(payment.oldestOfflineAt),
    reportedAt: now,
  };
  await trx
    .insertInto('cashpointPayments')
    .values({ cashpointId: id, ...values })
    .onConflict((oc) => oc.column('cashpointId').doUpdateSet(values))
    .execute();
}

async function storeDataFlow(trx: Transaction<Database>, id: number, flow: DataFlow, now: number) {
  const values = {
    unsentReceipts: flow.unsentReceipts,
    oldestUnsentAt: time(flow.oldestUnsentAt),
    lastUploadAt: time(flow.lastUploadAt),
    reportedAt: now,
  };
  await trx
    .insertInto('cashpointDataFlows')
    .values({ cashpointId: id, ...values })
    .onConflict((oc) => oc.column('cashpointId').doUpdateSet(values))
    .execute();
}

/**
 * Stores the changed sections of a register's heartbeat in one transaction. A register not (yet)
 * known stores nothing: its heartbeat registers it first, so this happens only when it was deleted
 * in between.
 */
export async function storeCashpointSections(
  db: Kysely<Database>,
  register: { contextId: number; storeId: string; posId: string },
  sections: CashpointSections,
  derive: DerivePayment,
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const id = await cashpointId(trx, register.contextId, register.storeId, register.posId);
    if (id === undefined) return;
    if (sections.peripherals) await storePeripherals(trx, id, sections.peripherals);
    if (sections.payment) await storePayment(trx, id, sections.payment, derive, now);
    if (sections.dataFlow) await storeDataFlow(trx, id, sections.dataFlow, now);
  });
}

/** A store server's master data becomes the reported list, one row per kind. */
export async function storeMasterData(
  db: Kysely<Database>,
  store: { contextId: number; storeId: string },
  entries: MasterData[],
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('stores')
      .select('id')
      .where('contextId', '=', store.contextId)
      .where('storeId', '=', store.storeId)
      .executeTakeFirst();
    if (!row) return;
    const kinds = entries.map((e) => e.kind);
    let gone = trx.deleteFrom('storeMasterData').where('storeRowId', '=', row.id);
    if (kinds.length > 0) gone = gone.where('kind', 'not in', kinds);
    await gone.execute();
    if (entries.length === 0) return;
    await trx
      .insertInto('storeMasterData')
      .values(
        entries.map((e) => ({
          storeRowId: row.id,
          kind: e.kind,
          version: e.version,
          receivedAt: time(e.receivedAt),
          appliedAt: time(e.appliedAt),
          reportedAt: now,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['storeRowId', 'kind']).doUpdateSet((eb) => ({
          version: eb.ref('excluded.version'),
          receivedAt: eb.ref('excluded.receivedAt'),
          appliedAt: eb.ref('excluded.appliedAt'),
          reportedAt: eb.ref('excluded.reportedAt'),
        })),
      )
      .execute();
  });
}
