// The fiscal area: the TSEs the agents report, their expiry forecast and planned swaps (issue 50).
// The cockpit page comes later; the hooks are here so it only has to import them.
import { fiscalApi } from './endpoints.gen';

// One tag: a plan or its deletion changes the list's and the detail's plannedSwap. The list of
// 'Kassenmeldungen' goes with the reports: marking one or saving master data changes it.
const fiscal = fiscalApi.enhanceEndpoints({
  addTagTypes: ['tses', 'taxNoticeReport'],
  endpoints: {
    getTses: { providesTags: ['tses'] },
    getTseForecast: { providesTags: ['tses'] },
    getTse: { providesTags: ['tses'] },
    planTseSwap: { invalidatesTags: ['tses'] },
    deleteTseSwapPlan: { invalidatesTags: ['tses'] },
    getFiscalNotifications: { providesTags: ['taxNoticeReport'] },
  },
});
export const {
  useGetTsesQuery,
  useGetTseForecastQuery,
  useGetTseQuery,
  usePlanTseSwapMutation,
  useDeleteTseSwapPlanMutation,
  // The page 'Kassenmeldungen' (issue 52).
  useGetFiscalNotificationsQuery,
} = fiscal;
export type { TseRow, TseDetail, TseForecast, TseHistoryEntry, TseState, TseType } from './endpoints.gen';
export type { FiscalNotificationRow, FiscalChange, FiscalMissing } from './endpoints.gen';
