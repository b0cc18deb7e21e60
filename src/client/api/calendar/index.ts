// The calendar area: a store's or a context's calendar and update window rule, bulk changes, CSV.
import { calendarApi, type StoreCalendarBulk } from './endpoints.gen';

// The CSV export is a link (calendarCsvHref), as the reports' export: the browser saves the file.
export const calendarCsvHref = (contextId: string) =>
  `/api/frontend/store-calendar.csv?${new URLSearchParams({ contextId }).toString()}`;

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
      // The import is multipart: the fields first, then the file, as the server reads them.
      query: ({ body }) => {
        const form = new FormData();
        form.append('contextId', body.contextId);
        if (body.dryRun) form.append('dryRun', body.dryRun);
        form.append('file', body.file);
        return { url: '/api/frontend/store-calendar/import', method: 'POST', body: form };
      },
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

/** The stores a bulk change is for: the tree filter's list, or the register report's filter. */
export type BulkStores = Pick<StoreCalendarBulk, 'storeUids' | 'cashpointReport'>;
