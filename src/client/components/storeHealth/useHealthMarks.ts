import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useGetStoreHealthMarksQuery } from '../../api/store-health';
import { pollingIntervalMs } from '../../lib/polling';
import { healthMarks, type HealthMarks } from './healthMarks';

/**
 * The health marks of a context's fleet tree, asked for as often as the tree itself is; undefined
 * until the first reply (the tree then shows no marks rather than every store green).
 */
export function useHealthMarks(contextId: string | undefined): HealthMarks | undefined {
  const { currentData } = useGetStoreHealthMarksQuery(contextId ? { contextId } : skipToken, {
    pollingInterval: pollingIntervalMs,
  });
  return useMemo(() => (currentData ? healthMarks(currentData.stores) : undefined), [currentData]);
}
