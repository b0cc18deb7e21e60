import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useGetAlertsQuery } from '../../api';
import { pollingIntervalMs } from '../../lib/polling';

/** The stores of a context with an open alert, by store uid and by store number. */
export interface OpenAlertStores {
  uids: ReadonlySet<string>;
  storeIds: ReadonlySet<string>;
}

const none: OpenAlertStores = { uids: new Set(), storeIds: new Set() };
/** The most the alert list gives in one call; a context with more open alerts marks the first ones. */
const openAlertsAtOnce = 500;

/**
 * The stores the fleet trees mark: those named by an open (or acknowledged) alert of the context,
 * asked for as often as the trees themselves are.
 */
export function useOpenAlertStores(contextId: string | undefined): OpenAlertStores {
  const { data } = useGetAlertsQuery(contextId ? { contextId, state: 'open', size: openAlertsAtOnce } : skipToken, {
    pollingInterval: pollingIntervalMs,
  });
  return useMemo(() => {
    if (!data) return none;
    const alerts = data.alerts.filter((a) => a.state !== 'closed');
    return {
      uids: new Set(alerts.flatMap((a) => (a.storeUid ? [a.storeUid] : []))),
      storeIds: new Set(alerts.flatMap((a) => (a.storeId ? [a.storeId] : []))),
    };
  }, [data]);
}
