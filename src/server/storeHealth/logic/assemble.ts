// The facts of the stores to judge, put together from the rows the repository reads (one list per
// kind of fact, each row naming its store, or its register with the register's store): pure, so the marks, the start page's red
// stores and the register details build their facts the same way.
import type { components } from '../../../shared/generated/contract';
import type { RegisterFacts, StoreFacts } from './health';

type DeviceKind = components['schemas']['AgentPeripheral']['kind'];
type DeviceState = components['schemas']['AgentPeripheral']['state'];
type MasterDataKind = components['schemas']['AgentMasterData']['kind'];

/** The store a row belongs to, as the repository names it. */
export interface StoreOfRow {
  contextId: number;
  storeRowId: number;
  storeUid: string;
  storeId: string;
  storeName: string | null;
}

export type RegisterOfRow = StoreOfRow & { cashpointId: number; uid: string; posId: string };

/**
 * A register's facts name it as one object its rows share (not its fields copied into each row:
 * copying them cost the store health list of a 5,000-store context several ms per 1,000 rows).
 */
export interface FactRows {
  devices: { register: RegisterOfRow; kind: string; state: string; since: number }[];
  terminals: {
    register: RegisterOfRow;
    terminalId: string;
    reachable: boolean;
    reachableSince: number;
    uncutSince: number | null;
    offlineTransactions: number;
    oldestOfflineAt: number | null;
  }[];
  flows: { register: RegisterOfRow; unsentReceipts: number; oldestUnsentAt: number | null }[];
  masterData: (StoreOfRow & { kind: string; version: string; receivedAt: number | null; appliedAt: number | null })[];
}

/** A store's facts with the store it is. */
export type AssembledStore = StoreFacts & { store: StoreOfRow };

/**
 * One entry per store that has a row, its registers in the order their first row came; `open` is
 * asked per store once all are known (the calendar's answer for the stores in question only).
 */
export function assembleFacts(rows: FactRows): Map<number, AssembledStore> {
  const stores = new Map<number, AssembledStore>();
  const registers = new Map<number, RegisterFacts>();
  const storeOf = (row: StoreOfRow) => {
    let entry = stores.get(row.storeRowId);
    if (!entry) {
      const { contextId, storeRowId, storeUid, storeId, storeName } = row;
      entry = {
        store: { contextId, storeRowId, storeUid, storeId, storeName },
        storeUid,
        open: null,
        registers: [],
        masterData: [],
      };
      stores.set(row.storeRowId, entry);
    }
    return entry;
  };
  const registerOf = (row: RegisterOfRow) => {
    let register = registers.get(row.cashpointId);
    if (!register) {
      register = { uid: row.uid, posId: row.posId, peripherals: [] };
      registers.set(row.cashpointId, register);
      storeOf(row).registers.push(register);
    }
    return register;
  };
  for (const d of rows.devices)
    registerOf(d.register).peripherals.push({
      kind: d.kind as DeviceKind,
      state: d.state as DeviceState,
      since: d.since,
    });
  for (const t of rows.terminals) {
    const { terminalId, reachable, reachableSince, uncutSince, offlineTransactions, oldestOfflineAt } = t;
    registerOf(t.register).payment = {
      terminalId,
      reachable,
      reachableSince,
      uncutSince,
      offlineTransactions,
      oldestOfflineAt,
    };
  }
  for (const f of rows.flows)
    registerOf(f.register).dataFlow = { unsentReceipts: f.unsentReceipts, oldestUnsentAt: f.oldestUnsentAt };
  for (const m of rows.masterData)
    storeOf(m).masterData.push({
      kind: m.kind as MasterDataKind,
      version: m.version,
      receivedAt: m.receivedAt,
      appliedAt: m.appliedAt,
    });
  return stores;
}
