// The Kassenmeldung's report of a store (issue 52): the report, its history and marking it as sent.
// Apart from ./index.ts so the other parts of the Kassenmeldung add their hooks beside it.
import { fiscalApi } from './endpoints.gen';

// One tag: marking a report changes the report (its changes, its retired registers) and the history.
const taxNoticeReport = fiscalApi.enhanceEndpoints({
  addTagTypes: ['taxNoticeReport'],
  endpoints: {
    getTaxNotice: { providesTags: ['taxNoticeReport'] },
    getTaxNoticeHistory: { providesTags: ['taxNoticeReport'] },
    getTaxNoticeInitialReports: { providesTags: ['taxNoticeReport'] },
    markTaxNoticeReported: { invalidatesTags: ['taxNoticeReport'] },
  },
});
export const {
  useGetTaxNoticeQuery,
  useGetTaxNoticeHistoryQuery,
  useGetTaxNoticeInitialReportsQuery,
  useMarkTaxNoticeReportedMutation,
} = taxNoticeReport;
export type { TaxNoticeReport, TaxNoticeRegister, TaxNoticeHistoryEntry } from './endpoints.gen';

/** The CSV of one store's report, and of every store of a context (the initial report). */
export const taxNoticeCsvHref = (storeUid: string, contextId: string) =>
  `/api/frontend/fiscal/notifications/${encodeURIComponent(storeUid)}.csv?contextId=${encodeURIComponent(contextId)}`;
export const taxNoticesCsvHref = (contextId: string) =>
  `/api/frontend/fiscal/notifications.csv?contextId=${encodeURIComponent(contextId)}`;
