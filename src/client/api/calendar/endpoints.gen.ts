/* Generated from openapi.yaml by `npm run codegen`. Do not edit. */
import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ["calendar"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getStoreCalendar: build.query<
        GetStoreCalendarApiResponse,
        GetStoreCalendarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/store-calendar`,
          params: {
            contextId: queryArg.contextId,
            storeUid: queryArg.storeUid,
          },
        }),
        providesTags: ["calendar"],
      }),
      saveStoreCalendar: build.mutation<
        SaveStoreCalendarApiResponse,
        SaveStoreCalendarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/store-calendar/save`,
          method: "POST",
          body: queryArg.storeCalendarForm,
        }),
        invalidatesTags: ["calendar"],
      }),
      bulkStoreCalendar: build.mutation<
        BulkStoreCalendarApiResponse,
        BulkStoreCalendarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/store-calendar/bulk`,
          method: "POST",
          body: queryArg.storeCalendarBulk,
        }),
        invalidatesTags: ["calendar"],
      }),
      getStoreCalendarCsv: build.query<
        GetStoreCalendarCsvApiResponse,
        GetStoreCalendarCsvApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/store-calendar.csv`,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        providesTags: ["calendar"],
      }),
      importStoreCalendar: build.mutation<
        ImportStoreCalendarApiResponse,
        ImportStoreCalendarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/store-calendar/import`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["calendar"],
      }),
      getUpdateWindowRule: build.query<
        GetUpdateWindowRuleApiResponse,
        GetUpdateWindowRuleApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/update-window-rule`,
          params: {
            contextId: queryArg.contextId,
            storeUid: queryArg.storeUid,
          },
        }),
        providesTags: ["calendar"],
      }),
      saveUpdateWindowRule: build.mutation<
        SaveUpdateWindowRuleApiResponse,
        SaveUpdateWindowRuleApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/update-window-rule/save`,
          method: "POST",
          body: queryArg.updateWindowRuleForm,
        }),
        invalidatesTags: ["calendar"],
      }),
      getStoresWaitingForWindow: build.query<
        GetStoresWaitingForWindowApiResponse,
        GetStoresWaitingForWindowApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/store-calendar/waiting`,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        providesTags: ["calendar"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as calendarApi };
export type GetStoreCalendarApiResponse =
  /** status 200 The calendar. */ StoreCalendar;
export type GetStoreCalendarApiArg = {
  contextId: ContextKey;
  /** A store of the context, by its uid; left out, the context itself. */
  storeUid?: UidString;
};
export type SaveStoreCalendarApiResponse = /** status 200 Done. */ Ok;
export type SaveStoreCalendarApiArg = {
  storeCalendarForm: StoreCalendarForm;
};
export type BulkStoreCalendarApiResponse =
  /** status 200 How many stores the change applies (or, with dryRun, would apply) to. */ StoreCount;
export type BulkStoreCalendarApiArg = {
  storeCalendarBulk: StoreCalendarBulk;
};
export type GetStoreCalendarCsvApiResponse =
  /** status 200 The CSV file. */ string;
export type GetStoreCalendarCsvApiArg = {
  contextId: ContextKey;
};
export type ImportStoreCalendarApiResponse =
  /** status 200 How many stores were (or, with dryRun, would be) written. */ StoreCount;
export type ImportStoreCalendarApiArg = {
  body: {
    contextId: ContextKey;
    dryRun?: "true" | "false";
    file: Blob;
  };
};
export type GetUpdateWindowRuleApiResponse =
  /** status 200 The rule; a context never saved has the rule disabled. */ UpdateWindowRule;
export type GetUpdateWindowRuleApiArg = {
  contextId: ContextKey;
  /** A store of the context, by its uid; left out, the context itself. */
  storeUid?: UidString;
};
export type SaveUpdateWindowRuleApiResponse = /** status 200 Done. */ Ok;
export type SaveUpdateWindowRuleApiArg = {
  updateWindowRuleForm: UpdateWindowRuleForm;
};
export type GetStoresWaitingForWindowApiResponse =
  /** status 200 The waiting stores with the start of their next window. */ {
    stores: WaitingStore[];
  };
export type GetStoresWaitingForWindowApiArg = {
  contextId: ContextKey;
};
export type TimeOfDay = string;
export type OpeningRange = {
  /** 1 Monday … 7 Sunday. */
  weekday: number;
  from: TimeOfDay;
  to: TimeOfDay;
};
export type TimeRange = {
  from: TimeOfDay;
  to: TimeOfDay;
};
export type SpecialDay = {
  date: string;
  kind: "closed" | "hours" | "blackout";
  hours?: TimeRange[];
  note: string;
};
export type StoreDayState = {
  open: boolean;
  /** When `open` changes next (within 14 days). */
  until: string | null;
  /** Today's public holiday, by name. */
  holiday: string | null;
  specialDay: ("closed" | "hours" | "blackout" | null) | null;
  /** The note of today's special day. */
  note: string | null;
  /** No installation today. */
  blackout: boolean;
} | null;
export type UpdateWindow = {
  from: string;
  to: string;
  /** The window opens only once the day close is reported; `from` is the earliest start. */
  waitingForDayClose: boolean;
} | null;
export type StoreCalendar = {
  timeZone: string;
  /** A holiday region such as 'DE-NW', 'AT-9' or 'ES-CN'; null: no public holidays. */
  region: string | null;
  openingHours: OpeningRange[];
  specialDays: SpecialDay[];
  /** The context's special days (for a store; empty for the context itself). */
  contextSpecialDays: SpecialDay[];
  /** The store has a calendar of its own (always true for the context's). */
  own: boolean;
  state: StoreDayState;
  nextWindow: UpdateWindow;
};
export type ErrorReply = {
  message: string;
  missing2FAToken?: boolean;
  value?: string;
};
export type ContextKey = string;
export type UidString = string;
export type Ok = {
  ok: boolean;
};
export type StoreCalendarForm = {
  contextId: ContextKey;
  storeUid?: UidString;
  /** With storeUid: drop the store's own zone, region and weekly hours, so its context's apply again (the sent ones are only checked); its own special days are saved as sent. */
  inherit?: boolean;
  timeZone: string;
  region: string | null;
  openingHours: OpeningRange[];
  specialDays: SpecialDay[];
};
export type StoreCount = {
  stores: number;
};
export type CashpointReportFilter = {
  columns?: string[];
  warningsOnly?: boolean;
  filters?: {
    [key: string]: string;
  };
};
export type CalendarBulkChange = {
  kind: "openingHours" | "specialDay" | "removeSpecialDay";
  openingHours?: OpeningRange[];
  specialDay?: SpecialDay;
  date?: string;
};
export type StoreCalendarBulk = {
  contextId: ContextKey;
  /** The stores the tree filter shows; uids not in the context are not counted. */
  storeUids?: UidString[];
  cashpointReport?: CashpointReportFilter;
  change: CalendarBulkChange;
  dryRun?: boolean;
};
export type CalendarImportErrors = {
  message: string;
  /** Empty when the request itself was refused (no file, a bad field), not a line of it. */
  lines: {
    /** The line number in the file, the header being line 1. */
    line: number;
    message: string;
  }[];
  /** Only when the file has more bad lines than `lines` names (at most 100): how many more, and the German line a list of them ends with. */
  more?: {
    lines: number;
    message: string;
  };
};
export type FixedRange = {
  from: TimeOfDay;
  to: TimeOfDay;
} | null;
export type UpdateWindowRule = {
  enabled: boolean;
  minutesAfterClosing: number;
  minutesBeforeOpening: number;
  afterDayClose: boolean;
  fixedRange: FixedRange;
  /** For a store: it has a rule of its own (else its context's is shown). Always true for a context. */
  own: boolean;
};
export type UpdateWindowRuleForm = {
  contextId: ContextKey;
  storeUid?: UidString;
  /** With storeUid: drop the store's own rule, so its context's applies. */
  inherit?: boolean;
  enabled: boolean;
  minutesAfterClosing: number;
  minutesBeforeOpening: number;
  afterDayClose: boolean;
  fixedRange: FixedRange;
};
export type WaitingStore = {
  storeUid: string;
  storeId: string;
  notBefore: string | null;
  /** The store's IANA zone, in which notBefore is shown. */
  timeZone: string;
  /** Registers of the store with an update due. */
  registers: number;
};
export const {
  useGetStoreCalendarQuery,
  useLazyGetStoreCalendarQuery,
  useSaveStoreCalendarMutation,
  useBulkStoreCalendarMutation,
  useGetStoreCalendarCsvQuery,
  useLazyGetStoreCalendarCsvQuery,
  useImportStoreCalendarMutation,
  useGetUpdateWindowRuleQuery,
  useLazyGetUpdateWindowRuleQuery,
  useSaveUpdateWindowRuleMutation,
  useGetStoresWaitingForWindowQuery,
  useLazyGetStoresWaitingForWindowQuery,
} = injectedRtkApi;
