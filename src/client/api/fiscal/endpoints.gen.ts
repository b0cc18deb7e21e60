/* Generated from openapi.yaml by `npm run codegen`. Do not edit. */
import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ["fiscal"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getFiscalNotifications: build.query<
        GetFiscalNotificationsApiResponse,
        GetFiscalNotificationsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/fiscal/notifications`,
          params: {
            contextId: queryArg.contextId,
            state: queryArg.state,
            page: queryArg.page,
            size: queryArg.size,
          },
        }),
        providesTags: ["fiscal"],
      }),
      getTses: build.query<GetTsesApiResponse, GetTsesApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/tse`,
          params: {
            contextId: queryArg.contextId,
            state: queryArg.state,
            expiresBefore: queryArg.expiresBefore,
            expiresFrom: queryArg.expiresFrom,
            needsAction: queryArg.needsAction,
            cashpointUid: queryArg.cashpointUid,
            sortBy: queryArg.sortBy,
            page: queryArg.page,
            size: queryArg.size,
          },
        }),
        providesTags: ["fiscal"],
      }),
      getTseForecast: build.query<
        GetTseForecastApiResponse,
        GetTseForecastApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/tse/forecast`,
          params: {
            contextId: queryArg.contextId,
            months: queryArg.months,
          },
        }),
        providesTags: ["fiscal"],
      }),
      getTsesCsv: build.query<GetTsesCsvApiResponse, GetTsesCsvApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/tse.csv`,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        providesTags: ["fiscal"],
      }),
      getTse: build.query<GetTseApiResponse, GetTseApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/tse/${queryArg.serial}`,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        providesTags: ["fiscal"],
      }),
      planTseSwap: build.mutation<PlanTseSwapApiResponse, PlanTseSwapApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/tse/${queryArg.serial}/plan-swap`,
          method: "POST",
          body: queryArg.tseSwapPlanForm,
        }),
        invalidatesTags: ["fiscal"],
      }),
      deleteTseSwapPlan: build.mutation<
        DeleteTseSwapPlanApiResponse,
        DeleteTseSwapPlanApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/tse/${queryArg.serial}/plan-swap/delete`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["fiscal"],
      }),
      getFiscalTaxpayer: build.query<
        GetFiscalTaxpayerApiResponse,
        GetFiscalTaxpayerApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/fiscal/taxpayer`,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        providesTags: ["fiscal"],
      }),
      saveFiscalTaxpayer: build.mutation<
        SaveFiscalTaxpayerApiResponse,
        SaveFiscalTaxpayerApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/fiscal/taxpayer/save`,
          method: "POST",
          body: queryArg.fiscalTaxpayerForm,
        }),
        invalidatesTags: ["fiscal"],
      }),
      getFiscalStore: build.query<
        GetFiscalStoreApiResponse,
        GetFiscalStoreApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/fiscal/stores/${queryArg.storeUid}`,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        providesTags: ["fiscal"],
      }),
      saveFiscalStore: build.mutation<
        SaveFiscalStoreApiResponse,
        SaveFiscalStoreApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/fiscal/stores/${queryArg.storeUid}`,
          method: "POST",
          body: queryArg.fiscalStoreForm,
        }),
        invalidatesTags: ["fiscal"],
      }),
      getFiscalRegister: build.query<
        GetFiscalRegisterApiResponse,
        GetFiscalRegisterApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/fiscal/registers/${queryArg.cashpointUid}`,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        providesTags: ["fiscal"],
      }),
      saveFiscalRegister: build.mutation<
        SaveFiscalRegisterApiResponse,
        SaveFiscalRegisterApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/fiscal/registers/${queryArg.cashpointUid}`,
          method: "POST",
          body: queryArg.fiscalRegisterForm,
        }),
        invalidatesTags: ["fiscal"],
      }),
      getFiscalRegistersCsv: build.query<
        GetFiscalRegistersCsvApiResponse,
        GetFiscalRegistersCsvApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/fiscal/registers.csv`,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        providesTags: ["fiscal"],
      }),
      importFiscalRegisters: build.mutation<
        ImportFiscalRegistersApiResponse,
        ImportFiscalRegistersApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/fiscal/registers/import`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["fiscal"],
      }),
      getTaxNotice: build.query<GetTaxNoticeApiResponse, GetTaxNoticeApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/fiscal/notifications/${queryArg.storeUid}`,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        providesTags: ["fiscal"],
      }),
      getTaxNoticeCsv: build.query<
        GetTaxNoticeCsvApiResponse,
        GetTaxNoticeCsvApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/fiscal/notifications/${queryArg.storeUid}.csv`,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        providesTags: ["fiscal"],
      }),
      getTaxNoticesCsv: build.query<
        GetTaxNoticesCsvApiResponse,
        GetTaxNoticesCsvApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/fiscal/notifications.csv`,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        providesTags: ["fiscal"],
      }),
      getTaxNoticeInitialReports: build.query<
        GetTaxNoticeInitialReportsApiResponse,
        GetTaxNoticeInitialReportsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/fiscal/initial-reports`,
          params: {
            contextId: queryArg.contextId,
            page: queryArg.page,
            size: queryArg.size,
          },
        }),
        providesTags: ["fiscal"],
      }),
      markTaxNoticeReported: build.mutation<
        MarkTaxNoticeReportedApiResponse,
        MarkTaxNoticeReportedApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/fiscal/notifications/${queryArg.storeUid}/reported`,
          method: "POST",
          body: queryArg.taxNoticeReportedForm,
        }),
        invalidatesTags: ["fiscal"],
      }),
      getTaxNoticeHistory: build.query<
        GetTaxNoticeHistoryApiResponse,
        GetTaxNoticeHistoryApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/fiscal/notifications/${queryArg.storeUid}/history`,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        providesTags: ["fiscal"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as fiscalApi };
export type GetFiscalNotificationsApiResponse =
  /** status 200 One page of stores and how many match in all. */ FiscalNotificationPage;
export type GetFiscalNotificationsApiArg = {
  contextId: ContextKey;
  state?: "due" | "overdue" | "incomplete" | "reported";
  page?: number;
  size?: number;
};
export type GetTsesApiResponse =
  /** status 200 One page of TSEs and how many match in all. */ {
    rows: TseRow[];
    total: number;
  };
export type GetTsesApiArg = {
  /** One context the caller sees; `*` or left out, every context the caller sees. */
  contextId?: string;
  /** Only TSEs in this state. */
  state?: TseState;
  /** Only TSEs whose certificate ends before this day. */
  expiresBefore?: string;
  /** Only TSEs whose certificate ends on or after this day (since 4.1.0); with `expiresBefore` one month of the forecast. */
  expiresFrom?: string;
  /** 'Handlungsbedarf' (since 4.1.0): true, only TSEs that need action now: the certificate ran out or ends within 90 days, the state is not `initialized`, the time is not set, or the last export or self-test failed. */
  needsAction?: boolean;
  /** Only the TSE of this register, by uid (since 4.1.0); the register details' TSE section. */
  cashpointUid?: UidString;
  /** daysLeft (the default, soonest first), capacityUsedPercent (fullest first), lastExportAt (oldest first), serial. */
  sortBy?: "daysLeft" | "capacityUsedPercent" | "lastExportAt" | "serial";
  page?: number;
  size?: number;
};
export type GetTseForecastApiResponse =
  /** status 200 The months, oldest first, each one given even when nothing expires in it. */ TseForecast;
export type GetTseForecastApiArg = {
  /** One context the caller sees; `*` or left out, every context the caller sees. */
  contextId?: string;
  months?: number;
};
export type GetTsesCsvApiResponse = /** status 200 The CSV file. */ string;
export type GetTsesCsvApiArg = {
  /** One context the caller sees; `*` or left out, every context the caller sees. */
  contextId?: string;
};
export type GetTseApiResponse = /** status 200 The TSE. */ TseDetail;
export type GetTseApiArg = {
  /** The TSE's serial as its agent reports it. */
  serial: TseSerialNumber;
  contextId: ContextKey;
};
export type PlanTseSwapApiResponse = /** status 200 Done. */ Ok;
export type PlanTseSwapApiArg = {
  /** The TSE's serial as its agent reports it. */
  serial: TseSerialNumber;
  tseSwapPlanForm: TseSwapPlanForm;
};
export type DeleteTseSwapPlanApiResponse = /** status 200 Done. */ Ok;
export type DeleteTseSwapPlanApiArg = {
  /** The TSE's serial as its agent reports it. */
  serial: TseSerialNumber;
  body: {
    contextId: ContextKey;
  };
};
export type GetFiscalTaxpayerApiResponse =
  /** status 200 The taxpayer. */ FiscalTaxpayer;
export type GetFiscalTaxpayerApiArg = {
  contextId: ContextKey;
};
export type SaveFiscalTaxpayerApiResponse = /** status 200 Done. */ Ok;
export type SaveFiscalTaxpayerApiArg = {
  fiscalTaxpayerForm: FiscalTaxpayerForm;
};
export type GetFiscalStoreApiResponse =
  /** status 200 The store's address. */ FiscalStore;
export type GetFiscalStoreApiArg = {
  /** A store of the context (or one deleted but still in the fiscal record), by its uid. */
  storeUid: UidString;
  contextId: ContextKey;
};
export type SaveFiscalStoreApiResponse = /** status 200 Done. */ Ok;
export type SaveFiscalStoreApiArg = {
  /** A store of the context (or one deleted but still in the fiscal record), by its uid. */
  storeUid: UidString;
  fiscalStoreForm: FiscalStoreForm;
};
export type GetFiscalRegisterApiResponse =
  /** status 200 The register's fiscal fields. */ FiscalRegister;
export type GetFiscalRegisterApiArg = {
  /** A register of the context (or one deleted but still in the fiscal record), by its uid. */
  cashpointUid: UidString;
  contextId: ContextKey;
};
export type SaveFiscalRegisterApiResponse = /** status 200 Done. */ Ok;
export type SaveFiscalRegisterApiArg = {
  /** A register of the context (or one deleted but still in the fiscal record), by its uid. */
  cashpointUid: UidString;
  fiscalRegisterForm: FiscalRegisterForm;
};
export type GetFiscalRegistersCsvApiResponse =
  /** status 200 The CSV file. */ string;
export type GetFiscalRegistersCsvApiArg = {
  contextId: ContextKey;
};
export type ImportFiscalRegistersApiResponse =
  /** status 200 How many registers were (or, with dryRun, would be) written. */ FiscalRegisterCount;
export type ImportFiscalRegistersApiArg = {
  body: {
    contextId: ContextKey;
    dryRun?: "true" | "false";
    file: Blob;
  };
};
export type GetTaxNoticeApiResponse =
  /** status 200 The report. */ TaxNoticeReport;
export type GetTaxNoticeApiArg = {
  /** The store (Betriebsstätte), by uid. */
  storeUid: UidString;
  contextId: ContextKey;
};
export type GetTaxNoticeCsvApiResponse = /** status 200 The CSV file. */ string;
export type GetTaxNoticeCsvApiArg = {
  /** The store (Betriebsstätte), by uid. */
  storeUid: UidString;
  contextId: ContextKey;
};
export type GetTaxNoticesCsvApiResponse =
  /** status 200 The CSV file. */ string;
export type GetTaxNoticesCsvApiArg = {
  contextId: ContextKey;
};
export type GetTaxNoticeInitialReportsApiResponse =
  /** status 200 One page of the stores' reports and how many stores there are. */ {
    rows: TaxNoticeReport[];
    total: number;
  };
export type GetTaxNoticeInitialReportsApiArg = {
  contextId: ContextKey;
  page?: number;
  size?: number;
};
export type MarkTaxNoticeReportedApiResponse =
  /** status 200 The report as recorded. */ TaxNoticeHistoryEntry;
export type MarkTaxNoticeReportedApiArg = {
  /** The store (Betriebsstätte), by uid. */
  storeUid: UidString;
  taxNoticeReportedForm: TaxNoticeReportedForm;
};
export type GetTaxNoticeHistoryApiResponse =
  /** status 200 The reports, newest first. */ {
    rows: TaxNoticeHistoryEntry[];
  };
export type GetTaxNoticeHistoryApiArg = {
  /** The store (Betriebsstätte), by uid. */
  storeUid: UidString;
  contextId: ContextKey;
};
export type FiscalChange = {
  kind:
    | "registerAdded"
    | "registerRemoved"
    | "tseChanged"
    | "serialChanged"
    | "modelChanged"
    | "storeAdded"
    | "storeClosed";
  at: string;
  /** The Berlin day of the change. */
  day: string;
  /** The register's number; null for a change of the store. */
  posId: string | null;
  from: string | null;
  to: string | null;
};
export type FiscalMissing = {
  scope: "taxpayer" | "store" | "register";
  posId: string | null;
  fields: string[];
};
export type FiscalNotificationRow = {
  storeUid: string;
  storeId: string;
  storeName: string;
  /** Null when no change is due (reported). */
  deadline: string | null;
  overdue: boolean;
  /** The day of the store's last report. */
  lastReportedOn: string | null;
  /** The due changes, oldest first. */
  changes: FiscalChange[];
  /** What a report still lacks (for due stores); the taxpayer's, the store's and per register its posId. */
  missing: FiscalMissing[];
};
export type FiscalNotificationPage = {
  rows: FiscalNotificationRow[];
  total: number;
};
export type ErrorReply = {
  message: string;
  missing2FAToken?: boolean;
  value?: string;
};
export type ContextKey = string;
export type TseType = "usb" | "sd" | "lan" | "cloud";
export type TseState =
  "notInitialized" | "initialized" | "disabled" | "decommissioned" | "evicted";
export type TseCashpoint = {
  uid: string;
  storeId: string;
  posId: string;
};
export type TseSwapPlan = {
  date: string;
  note: string;
  /** The planner's name. */
  by: string;
  at: string;
};
export type TseRow = {
  contextId: ContextKey;
  serial: string;
  type: TseType;
  bsiCertificateId: string | null;
  manufacturer: string | null;
  model: string | null;
  certificateValidUntil: string;
  /** Whole days from today (UTC) to the certificate's last day; negative once it ran out. */
  daysLeft: number;
  signatureCounter: number | null;
  signatureCapacity: number | null;
  /** Counter in percent of the capacity, one decimal. */
  capacityUsedPercent: number | null;
  /** The day the counter reaches the capacity at its rate of the last 30 days. */
  fullBy: string | null;
  state: TseState;
  timeSet: boolean | null;
  lastExportAt: string | null;
  lastExportOk: boolean | null;
  lastSelfTestAt: string | null;
  lastSelfTestOk: boolean | null;
  /** The store whose register or store server last reported it. */
  storeId: string | null;
  cashpoints: TseCashpoint[];
  plannedSwap: TseSwapPlan | null;
};
export type UidString = string;
export type TseForecast = {
  months: {
    month: string;
    tses: number;
    cashpoints: number;
  }[];
};
export type TseHistoryEntry = {
  at: string;
  /** firstSeen; swappedIn (the register's TSE before it was `otherSerial`, or null); swappedOut (the register reports `otherSerial` now); state (from `from` to `to`); planClosed (the swap planned for `to` done by a swap). */
  kind: "firstSeen" | "swappedIn" | "swappedOut" | "state" | "planClosed";
  storeId: string | null;
  posId: string | null;
  otherSerial: string | null;
  from: string | null;
  to: string | null;
};
export type TseDetail = {
  tse: TseRow;
  activatedAt: string | null;
  firstSeen: string;
  lastSeen: string;
  /** False once it was swapped out of its last register. */
  inUse: boolean;
  history: TseHistoryEntry[];
  counterSamples: {
    day: string;
    counter: number;
  }[];
};
export type TseSerialNumber = string;
export type Ok = {
  ok: boolean;
};
export type TseSwapPlanForm = {
  contextId: ContextKey;
  /** The planned day; not in the past (UTC). */
  date: string;
  note?: string;
};
export type FiscalLand =
  | "BW"
  | "BY"
  | "BE"
  | "BB"
  | "HB"
  | "HH"
  | "HE"
  | "MV"
  | "NI"
  | "NW"
  | "RP"
  | "SL"
  | "SN"
  | "ST"
  | "SH"
  | "TH";
export type FiscalTaxpayer = {
  /** The taxpayer's name; null while never saved. */
  name: string | null;
  /** The Steuernummer as saved. */
  taxNumber: string | null;
  taxOffice: string | null;
  /** The Länder whose format the Steuernummer has (several share one). */
  laender: FiscalLand[];
  updatedAt: string | null;
  /** Who saved it last (first and last name). */
  updatedBy: string | null;
};
export type FiscalTaxpayerForm = {
  contextId: ContextKey;
  name: string;
  taxNumber: string;
  taxOffice?: string | null;
};
export type FiscalStore = {
  storeUid: string;
  storeId: string;
  name: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  /** The store was deleted and stays in the fiscal record until reported. */
  closed: boolean;
};
export type FiscalStoreForm = {
  contextId: ContextKey;
  street: string | null;
  /** 5 digits; checked by the server with a German message. */
  postalCode: string | null;
  city: string | null;
};
export type FiscalDay = string;
export type FiscalRegister = {
  cashpointUid: string;
  storeUid: string;
  storeId: string;
  posId: string;
  /** 'Art des elektronischen Aufzeichnungssystems' of the official form; null while not given. */
  systemKind:
    | (
        | "computerCashSystem"
        | "cashRegister"
        | "tabletCashSystem"
        | "scaleWithRegister"
        | "taximeter"
        | "odometer"
        | null
      )
    | null;
  manufacturer: string | null;
  model: string | null;
  softwareName: string | null;
  softwareVersion: string | null;
  serialNumber: string | null;
  /** The TSE the register reported last. */
  tseSerial: string | null;
  purchasedOn: string | null;
  decommissionedOn: string | null;
  decommissionReason: string | null;
  firstSeen: FiscalDay;
  /** The register was deleted and stays in the fiscal record until reported. */
  removed: boolean;
  /** What the fleet knows of the register's software, offered as the default of the fields left empty. */
  agentSoftware: {
    name: string | null;
    version: string | null;
  };
};
export type FiscalRegisterForm = {
  contextId: ContextKey;
  /** One of the values of `FiscalRegister.systemKind`; another is refused with a German message naming the field. */
  systemKind: string | null;
  manufacturer: string | null;
  model: string | null;
  softwareName: string | null;
  softwareVersion: string | null;
  serialNumber: string | null;
  /** YYYY-MM-DD; checked by the server with a German message. */
  purchasedOn: string | null;
  /** YYYY-MM-DD; checked by the server with a German message. */
  decommissionedOn: string | null;
  decommissionReason: string | null;
};
export type FiscalRegisterCount = {
  registers: number;
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
export type TaxNoticeRegister = {
  cashpointUid: UidString;
  posId: string;
  /** 'Art des elektronischen Aufzeichnungssystems', the categories of the official form. */
  systemKind:
    | (
        | "computerCashSystem"
        | "cashRegister"
        | "tabletCashSystem"
        | "scaleWithRegister"
        | "taximeter"
        | "odometer"
        | null
      )
    | null;
  /** The register's TSE; `type` and `bsiCertificateId` null when the cockpit does not know the serial. */
  tse: {
    serial: string;
    type: string | null;
    bsiCertificateId: string | null;
  } | null;
  manufacturer: string | null;
  model: string | null;
  softwareName: string | null;
  softwareVersion: string | null;
  serialNumber: string | null;
  purchasedOn: string | null;
  decommissionedOn: string | null;
  decommissionReason: string | null;
  /** False: listed as taken out of service since the last report. */
  inService: boolean;
  missing: (
    | "systemKind"
    | "manufacturer"
    | "model"
    | "serialNumber"
    | "purchasedOn"
    | "decommissionedOn"
    | "tseSerial"
  )[];
};
export type TaxNoticeChangeKind =
  | "registerAdded"
  | "registerRemoved"
  | "tseChanged"
  | "serialChanged"
  | "modelChanged"
  | "storeAdded"
  | "storeClosed";
export type TaxNoticeChange = {
  id: number;
  kind: TaxNoticeChangeKind;
  at: string;
  /** One month after the change's Berlin day. */
  deadline: string;
  cashpointUid: string | null;
  posId: string | null;
  from: string | null;
  to: string | null;
};
export type TaxNoticeReport = {
  contextId: ContextKey;
  storeUid: UidString;
  /** The day (Berlin) the report was made. */
  generatedOn: string;
  taxpayer: {
    name: string | null;
    taxNumber: string | null;
    taxOffice: string | null;
    missing: ("name" | "taxNumber")[];
  };
  store: {
    storeId: string;
    name: string;
    street: string | null;
    postalCode: string | null;
    city: string | null;
    /** The store was deleted (closed). */
    closed: boolean;
    missing: ("street" | "postalCode" | "city")[];
  };
  /** How many registers the report lists. */
  registerCount: number;
  registers: TaxNoticeRegister[];
  changes: TaxNoticeChange[];
  /** One month after the oldest change not yet reported; null without one. */
  deadline: string | null;
  /** Nothing is missing: the report may be marked as sent. */
  complete: boolean;
};
export type TaxNoticeHistoryEntry = {
  id: number;
  reportedOn: string;
  transferTicket: string;
  reportedAt: string;
  reportedBy: string;
  snapshot: TaxNoticeReport;
};
export type TaxNoticeReportedForm = {
  contextId: ContextKey;
  /** The day it was sent, not after today (Berlin). */
  reportedOn: string;
  /** Mein ELSTER's transfer ticket: 6 to 64 letters, digits and hyphens. */
  transferTicket: string;
};
export const {
  useGetFiscalNotificationsQuery,
  useLazyGetFiscalNotificationsQuery,
  useGetTsesQuery,
  useLazyGetTsesQuery,
  useGetTseForecastQuery,
  useLazyGetTseForecastQuery,
  useGetTsesCsvQuery,
  useLazyGetTsesCsvQuery,
  useGetTseQuery,
  useLazyGetTseQuery,
  usePlanTseSwapMutation,
  useDeleteTseSwapPlanMutation,
  useGetFiscalTaxpayerQuery,
  useLazyGetFiscalTaxpayerQuery,
  useSaveFiscalTaxpayerMutation,
  useGetFiscalStoreQuery,
  useLazyGetFiscalStoreQuery,
  useSaveFiscalStoreMutation,
  useGetFiscalRegisterQuery,
  useLazyGetFiscalRegisterQuery,
  useSaveFiscalRegisterMutation,
  useGetFiscalRegistersCsvQuery,
  useLazyGetFiscalRegistersCsvQuery,
  useImportFiscalRegistersMutation,
  useGetTaxNoticeQuery,
  useLazyGetTaxNoticeQuery,
  useGetTaxNoticeCsvQuery,
  useLazyGetTaxNoticeCsvQuery,
  useGetTaxNoticesCsvQuery,
  useLazyGetTaxNoticesCsvQuery,
  useGetTaxNoticeInitialReportsQuery,
  useLazyGetTaxNoticeInitialReportsQuery,
  useMarkTaxNoticeReportedMutation,
  useGetTaxNoticeHistoryQuery,
  useLazyGetTaxNoticeHistoryQuery,
} = injectedRtkApi;
