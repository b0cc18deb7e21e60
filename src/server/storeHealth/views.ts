// The reply shapes of storeHealth: its rows as the contract shows them.
import type { components } from '../../shared/generated/contract';
import type { StoreHealth } from './logic';
import type { RegisterSections } from './repository/register';

type Row = components['schemas']['StoreHealthRow'];

/** A store's row of the store health list, times as ISO strings. */
export function healthRow(store: { uid: string; storeId: string; name: string | null }, health: StoreHealth): Row {
  return {
    storeUid: store.uid,
    storeId: store.storeId,
    storeName: store.name,
    state: health.state,
    causes: health.causes.map((cause) => ({
      ...cause,
      since: cause.since === null ? null : new Date(cause.since).toISOString(),
    })),
  };
}

type CashpointHealth = components['schemas']['CashpointHealth'];
type Device = CashpointHealth['peripherals'][number];
const iso = (at: number) => new Date(at).toISOString();
const isoOrNull = (at: number | null) => (at === null ? null : iso(at));

/** A register's health facts as its details show them, times as ISO strings. */
export function cashpointHealthView(
  health: StoreHealth,
  storeOpen: boolean | null,
  sections: RegisterSections,
  openReceipt: boolean | null,
): CashpointHealth {
  const { payment, dataFlow } = sections;
  return {
    state: health.state,
    causes: health.causes.map((cause) => ({ ...cause, since: isoOrNull(cause.since) })),
    storeOpen,
    peripherals: sections.peripherals.map((d) => ({
      kind: d.kind as Device['kind'],
      name: d.name,
      state: d.state as Device['state'],
      since: iso(d.since),
    })),
    payment: payment
      ? {
          terminalId: payment.terminalId,
          reachable: payment.reachable,
          reachableSince: iso(payment.reachableSince),
          lastTransactionAt: isoOrNull(payment.lastTransactionAt),
          lastCutAt: isoOrNull(payment.lastCutAt),
          offlineTransactions: payment.offlineTransactions,
          oldestOfflineAt: isoOrNull(payment.oldestOfflineAt),
          reportedAt: iso(payment.reportedAt),
        }
      : null,
    dataFlow: dataFlow
      ? {
          unsentReceipts: dataFlow.unsentReceipts,
          oldestUnsentAt: isoOrNull(dataFlow.oldestUnsentAt),
          lastUploadAt: isoOrNull(dataFlow.lastUploadAt),
          reportedAt: iso(dataFlow.reportedAt),
        }
      : null,
    openReceipt,
  };
}
