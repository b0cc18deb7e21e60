// The reports area: registers and stores. The reports are polled every 60 s; nothing the console
// does changes them, so they need no tags.
import { reportsApi } from './endpoints.gen';

export const { useGetCashpointReportQuery, useGetStoreAgentReportQuery, useLazyGetCashpointReportQuery } = reportsApi;
export type { CashpointReportRow, StoreReportRow, ReportTimestamp } from './endpoints.gen';
export type {
  GetCashpointReportApiResponse as CashpointReportReply,
  GetStoreAgentReportApiResponse as StoreReportReply,
} from './endpoints.gen';
