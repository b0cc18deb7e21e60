import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useGetStoresWaitingForWindowQuery, type WaitingStore } from '../../api/calendar';
import { pollingIntervalMs } from '../../lib/polling';

const none: ReadonlyMap<string, WaitingStore> = new Map();

/**
 * The stores of the context that wait for their update window, by uid, asked for as often as the
 * trees themselves are (a window opens and closes with time, not only with changes).
 */
export function useWaitingStores(contextId: string | undefined): ReadonlyMap<string, WaitingStore> {
  const { data } = useGetStoresWaitingForWindowQuery(contextId ? { contextId } : skipToken, {
    pollingInterval: pollingIntervalMs,
  });
  return useMemo(() => (data ? new Map(data.stores.map((s) => [s.storeUid, s])) : none), [data]);
}
