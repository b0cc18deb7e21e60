// The reply shapes of storeHealth: its rows as the contract shows them.
import type { components } from '../../shared/generated/contract';
import type { StoreHealth } from './logic';

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
