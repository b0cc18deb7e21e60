import { cachedPerStore } from '../fleet';
import { cashpointReportStores } from './repository/cashpointReport';
import { storeReportStores } from './repository/storeReport';

/** The register report of a context from the per-store cache: its rows, their JSON and their ETag. */
export const cachedCashpointReport = cachedPerStore('cashpoint-report', 'cashpoints', cashpointReportStores);

/** The store report of a context from the per-store cache: its rows, their JSON and their ETag. */
export const cachedStoreReport = cachedPerStore('storeagent-report', 'storeAgents', storeReportStores);
