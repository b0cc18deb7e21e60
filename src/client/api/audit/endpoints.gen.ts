/* Generated from openapi.yaml by `npm run codegen`. Do not edit. */
import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ["audit"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getAuditLog: build.query<GetAuditLogApiResponse, GetAuditLogApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/audit-log`,
          params: {
            contextId: queryArg.contextId,
            user: queryArg.user,
            action: queryArg.action,
            object: queryArg["object"],
            from: queryArg["from"],
            to: queryArg.to,
            filter: queryArg.filter,
            page: queryArg.page,
            size: queryArg.size,
            sortBy: queryArg.sortBy,
            sortDirection: queryArg.sortDirection,
          },
        }),
        providesTags: ["audit"],
      }),
      getAuditLogCsv: build.query<
        GetAuditLogCsvApiResponse,
        GetAuditLogCsvApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/audit-log.csv`,
          params: {
            contextId: queryArg.contextId,
            user: queryArg.user,
            action: queryArg.action,
            object: queryArg["object"],
            from: queryArg["from"],
            to: queryArg.to,
            filter: queryArg.filter,
            page: queryArg.page,
            size: queryArg.size,
            sortBy: queryArg.sortBy,
            sortDirection: queryArg.sortDirection,
          },
        }),
        providesTags: ["audit"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as auditApi };
export type GetAuditLogApiResponse =
  /** status 200 One page of entries and how many match in all. */ {
    entries: AuditEntry[];
    total: number;
  };
export type GetAuditLogApiArg = {
  /** Only entries of this context (a context the user sees). */
  contextId?: ContextKey;
  /** Only entries of this login (the user who acted, or who tried to log in). */
  user?: string;
  action?: AuditAction;
  /** Only entries about this object (a register's, store's, update's, user's or context's uid). */
  object?: string;
  /** Only entries on or after this day (ISO date, the day in the console's time zone). */
  from?: string;
  /** Only entries on or before this day (ISO date, the day in the console's time zone). */
  to?: string;
  filter?: string;
  page?: number;
  size?: number;
  sortBy?: "time" | "user" | "action" | "context" | "object" | "address";
  sortDirection?: "asc" | "desc";
};
export type GetAuditLogCsvApiResponse = /** status 200 The CSV file. */ string;
export type GetAuditLogCsvApiArg = {
  /** Only entries of this context (a context the user sees). */
  contextId?: ContextKey;
  /** Only entries of this login (the user who acted, or who tried to log in). */
  user?: string;
  action?: AuditAction;
  /** Only entries about this object (a register's, store's, update's, user's or context's uid). */
  object?: string;
  /** Only entries on or after this day (ISO date, the day in the console's time zone). */
  from?: string;
  /** Only entries on or before this day (ISO date, the day in the console's time zone). */
  to?: string;
  filter?: string;
  page?: number;
  size?: number;
  sortBy?: "time" | "user" | "action" | "context" | "object" | "address";
  sortDirection?: "asc" | "desc";
};
export type AuditAction =
  | "login"
  | "loginFailed"
  | "loginLocked"
  | "logout"
  | "sessionEnded"
  | "storeCreated"
  | "storeRenamed"
  | "storeDeleted"
  | "cashpointCreated"
  | "cashpointDeleted"
  | "storeAgentDeleted"
  | "updateUploaded"
  | "updateSaved"
  | "updateArchived"
  | "updateUnarchived"
  | "updateDeleted"
  | "updateMovedUp"
  | "updateMovedDown"
  | "userCreated"
  | "userChanged"
  | "userDeleted"
  | "userUnlocked"
  | "contextCreated"
  | "contextChanged"
  | "passwordChanged"
  | "twoFactorChanged"
  | "alertAcknowledged"
  | "alertSettingsSaved"
  | "calendarSaved"
  | "windowRuleSaved"
  | "calendarBulkChanged"
  | "calendarImported"
  | "rolloutSaved"
  | "rolloutStarted"
  | "rolloutWaveStarted"
  | "rolloutWaveSoaking"
  | "rolloutAwaitingApproval"
  | "rolloutApproved"
  | "rolloutPaused"
  | "rolloutResumed"
  | "rolloutCancelled"
  | "rolloutDiscarded"
  | "rolloutFinished"
  | "rolloutRolledBack"
  | "rolloutStoresIncluded"
  | "rolloutSettingsSaved"
  | "tokenCreated"
  | "tokenRevoked"
  | "serviceAccountCreated"
  | "serviceAccountChanged"
  | "serviceAccountDeleted"
  | "roleCreated"
  | "roleChanged"
  | "roleDeleted"
  | "webhookCreated"
  | "webhookChanged"
  | "webhookDeleted"
  | "webhookResent"
  | "ssoLogin"
  | "ssoLoginRefused"
  | "ssoMappingSaved"
  | "ssoMappingDeleted"
  | "alertAssigned"
  | "maintenanceStarted"
  | "maintenanceEnded"
  | "alertSnoozed"
  | "contextSecretShown"
  | "actionRequested"
  | "actionApproved"
  | "actionCancelled"
  | "actionRetried"
  | "tseSwapPlanned"
  | "tseSwapPlanDeleted"
  | "fiscalTaxpayerSaved"
  | "fiscalStoreSaved"
  | "fiscalRegisterSaved"
  | "fiscalRegistersImported"
  | "taxNoticeReported";
export type AuditChange = {
  field: string;
  /** The value as stored: a status number, an ISO time, 'true'/'false', a list joined by ', '; null when unset. */
  before?: string | null;
  after?: string | null;
  hidden?: boolean;
};
export type AuditEntry = {
  id: number;
  time: string;
  /** The login of who acted (or tried to log in). */
  user: string | null;
  /** First and last name, as they were then. */
  userName: string | null;
  /** The client's address. */
  address: string | null;
  /** The context's key. */
  contextId: string | null;
  contextName: string | null;
  action: AuditAction;
  objectType:
    | (
        | "store"
        | "cashpoint"
        | "storeAgent"
        | "cashpointUpdate"
        | "storeUpdate"
        | "user"
        | "context"
        | "session"
        | "alert"
        | "rollout"
        | "token"
        | "serviceAccount"
        | "webhook"
        | "ssoMapping"
        | "ssoProvider"
        | "role"
        | "action"
        | "tse"
        | null
      )
    | null;
  /** The object's uid. */
  objectId: string | null;
  /** The object's name as it was then. */
  objectLabel: string | null;
  changes: AuditChange[];
  /** The API token the change was made with: its name and prefix ('Nightly (kk_ab12cd34)'); null for a session. */
  token: string | null;
};
export type ErrorReply = {
  message: string;
  missing2FAToken?: boolean;
  value?: string;
};
export type ContextKey = string;
export const {
  useGetAuditLogQuery,
  useLazyGetAuditLogQuery,
  useGetAuditLogCsvQuery,
  useLazyGetAuditLogCsvQuery,
} = injectedRtkApi;
