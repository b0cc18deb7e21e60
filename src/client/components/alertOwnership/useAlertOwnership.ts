import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useGetMaintenanceQuery, type Maintenance } from '../../api/alerts';
import { selectSession, useAppSelector } from '../../app/hooks';
import { pollingIntervalMs } from '../../lib/polling';
import { hasRights } from '../../../shared/rights';

/** Whether the user may take alerts over, acknowledge them and start or end maintenance. */
export function useCanAcknowledge(): boolean {
  return hasRights(useAppSelector(selectSession)?.rights, ['ALERTS_ACKNOWLEDGE']);
}

export interface MaintenanceOf {
  /** A store's own maintenance (the whole store), by store uid. */
  stores: ReadonlyMap<string, Maintenance>;
  /** A register's own maintenance, by register uid. */
  cashpoints: ReadonlyMap<string, Maintenance>;
}

const none: MaintenanceOf = { stores: new Map(), cashpoints: new Map() };

/** The maintenance running in the context, asked for as often as the trees are. */
export function useMaintenance(contextId: string | undefined): MaintenanceOf {
  const { data } = useGetMaintenanceQuery(contextId ? { contextId } : skipToken, {
    pollingInterval: pollingIntervalMs,
  });
  return useMemo(() => {
    if (!data) return none;
    const stores = new Map<string, Maintenance>();
    const cashpoints = new Map<string, Maintenance>();
    for (const m of data.maintenance) {
      if (m.cashpointUid === null) stores.set(m.storeUid, m);
      else cashpoints.set(m.cashpointUid, m);
    }
    return { stores, cashpoints };
  }, [data]);
}
