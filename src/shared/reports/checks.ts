import { cashpointCatalogue } from './cashpointColumns';
import { storeCatalogue } from './storeColumns';
import type { Check } from './catalogue';

// A context's checks are its visible report columns: one check per optional column, named by the
// column (fixed columns always show and have none). A context's visibleCashpointCheckIds /
// visibleStoreCheckIds name ids of these lists; the 'all visible' flags override the lists. The
// reports read the effective list through `visibleCheckIds`.

export type { Check };

export const cashpointChecks: readonly Check[] = cashpointCatalogue.checks;

export const storeChecks: readonly Check[] = storeCatalogue.checks;

/**
 * Check ids of the first catalogue, which had one check per report field: several fields of one
 * column map to that column, checks of always-shown columns to nothing (null).
 */
const formerCheckIds: Readonly<Record<string, string | null>> = {
  storeId: null,
  posId: null,
  posType: null,
  storeName: null,
  ntpLastSuccessfulSyncTime: 'ntpSyncActive',
  sigmabackupaktiv: 'sigmabackup',
  lastsigmabackup: 'sigmabackup',
  lastsigmabackuperfolg: 'sigmabackup',
  updateaktiv: 'update',
  lastupdate: 'update',
  lastupdateerfolg: 'update',
  lastPosConnectUpdateErfolg: 'lastPosConnectUpdate',
  posConnectBuildTag: 'lastPosConnectUpdate',
};

/** A stored list of check ids in today's terms. */
export function currentCheckIds(ids: readonly string[]): string[] {
  const mapped = ids.map((id) => (id in formerCheckIds ? formerCheckIds[id] : id));
  return [...new Set(mapped.filter((id): id is string => id !== null))];
}

/** The check ids a context shows: every one with the 'all visible' flag, else its list (catalogue order). */
export function visibleCheckIds(catalogue: readonly Check[], allVisible: number | boolean, listed: readonly string[]) {
  if (allVisible) return catalogue.map((c) => c.id);
  return catalogue.filter((c) => listed.includes(c.id)).map((c) => c.id);
}
