// The calendar area: a store's or a context's calendar and update window rule, bulk changes, CSV.
import { calendarApi } from './endpoints.gen';

// One tag for everything the calendar shows: a save, a bulk change or an import can change the
// hours, the state and the next window of any store of the context, and with them which stores
// wait for their window. The calendar's CSV is fetched as a link, never cached.
const calendar = calendarApi.enhanceEndpoints({
  addTagTypes: ['calendar'],
  endpoints: {
    getStoreCalendar: { providesTags: ['calendar'] },
    getUpdateWindowRule: { providesTags: ['calendar'] },
    getStoresWaitingForWindow: { providesTags: ['calendar'] },
    saveStoreCalendar: { invalidatesTags: ['calendar'] },
    saveUpdateWindowRule: { invalidatesTags: ['calendar'] },
    // A dry run changes nothing: the preview must not refetch every calendar on screen.
    bulkStoreCalendar: {
      invalidatesTags: (_result, _error, arg) => (arg.storeCalendarBulk.dryRun ? [] : ['calendar']),
    },
    importStoreCalendar: {
      invalidatesTags: (_result, _error, arg) => (arg.body.dryRun === 'true' ? [] : ['calendar']),
    },
  },
});
export const {
  useGetStoreCalendarQuery,
  useSaveStoreCalendarMutation,
  useBulkStoreCalendarMutation,
  useImportStoreCalendarMutation,
  useGetUpdateWindowRuleQuery,
  useSaveUpdateWindowRuleMutation,
  useGetStoresWaitingForWindowQuery,
} = calendar;
export type {
  StoreCalendar,
  StoreCalendarForm,
  StoreCalendarBulk,
  CalendarBulkChange,
  CalendarImportErrors,
  OpeningRange,
  SpecialDay,
  StoreDayState,
  TimeRange,
  UpdateWindow,
  UpdateWindowRule,
  UpdateWindowRuleForm,
  WaitingStore,
} from './endpoints.gen';
