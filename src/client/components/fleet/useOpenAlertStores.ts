import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useGetAlertStoresQuery } from '../../api/alerts';
import { pollingIntervalMs } from '../../lib/polling';
import { usePolling } from '../../app/usePolling';

const none: ReadonlySet<string> = new Set();

/**
 * The uids of the stores the fleet trees mark: every store with an open (or acknowledged) alert of
 * the context, however many, asked for as often as the trees themselves are.
 */
export function useOpenAlertStores(contextId: string | undefined): ReadonlySet<string> {
  const { data } = useGetAlertStoresQuery(contextId ? { contextId } : skipToken, {
    pollingInterval: usePolling(pollingIntervalMs),
  });
  return useMemo(() => (data ? new Set(data.storeUids) : none), [data]);
}
