import { calendarStamp } from '../calendar';
import { cachedPerStore, type BuildStores } from '../fleet';
import type { components } from '../../shared/generated/contract';
import { cashpointReportStores } from './repository/cashpointReport';
import { storeReportStores } from './repository/storeReport';
import { fillUpdateWindows } from './updateWindowColumn';

type CashpointReportRow = components['schemas']['CashpointReportRow'];

/** The register rows with their column 'Update-Fenster', which the store calendars decide. */
const cashpointRowsWithWindows: BuildStores<CashpointReportRow> = async (db, contextId, now, offline, ids) => {
  const stores = await cashpointReportStores(db, contextId, now, offline, ids);
  await fillUpdateWindows(db, contextId, now, stores);
  return stores;
};

/**
 * The register report of a context from the per-store cache: its rows, their JSON and their ETag.
 * A saved calendar leaves no change mark on the registers, so the calendars' stamp is part of the
 * context's.
 */
export const cachedCashpointReport = cachedPerStore(
  'cashpoint-report',
  'cashpoints',
  cashpointRowsWithWindows,
  true,
  calendarStamp,
);

/** The store report of a context from the per-store cache: its rows, their JSON and their ETag. */
export const cachedStoreReport = cachedPerStore('storeagent-report', 'storeAgents', storeReportStores);
