// The hand-written layer over the generated endpoints (Grafana's enhanceEndpoints pattern):
// tag relations live here, and features import API hooks and types from here only.
import { accountApi } from './account.gen';
import { alertsApi } from './alerts.gen';
import { auditApi } from './audit.gen';
import { cashpointUpdatesApi } from './cashpoint-updates.gen';
import { cashpointsApi } from './cashpoints.gen';
import { contextsApi } from './contexts.gen';
import { homeApi } from './home.gen';
import { sessionApi } from './session.gen';
import { statisticsApi } from './statistics.gen';
import { storeAgentsApi } from './store-agents.gen';
import { reportsApi } from './reports.gen';
import { storeUpdatesApi } from './store-updates.gen';
import { usersApi } from './users.gen';

export const api = sessionApi.enhanceEndpoints({
  addTagTypes: ['session', 'home'],
  endpoints: {
    // Logging in or out changes what every query may return.
    login: { invalidatesTags: ['session', 'home'] },
    logout: { providesTags: [], keepUnusedDataFor: 0 },
  },
});

export const sessionEndpoints = sessionApi.endpoints;
export const homeEndpoints = homeApi.endpoints;
export const { usePingQuery, useLazyPingQuery, useLoginMutation, useLazyLogoutQuery } = sessionApi;
export const { useGetHomeQuery } = homeApi;
export type { SessionData, LoginRequest, ContextRef } from './session.gen';
export type { ContextSummary } from './home.gen';
export { errorMessage, isHandledError, setUnauthorizedHandler } from './replyHandling';

// ── Cashpoints ──
// The tree and each register have their own tags: deleting a register must refresh the tree without
// refetching the deleted register's detail (which would only answer 404).
const cashpoints = cashpointsApi.enhanceEndpoints({
  addTagTypes: ['cashpointTree', 'cashpoint'],
  endpoints: {
    getCashpointTree: { providesTags: ['cashpointTree'] },
    getCashpointDetail: { providesTags: (_result, _error, arg) => [{ type: 'cashpoint', id: arg.uid }] },
    getCashpointInfo: { providesTags: (_result, _error, arg) => [{ type: 'cashpoint', id: arg.uid }] },
    getCashpointLog: { providesTags: (_result, _error, arg) => [{ type: 'cashpoint', id: arg.uid }] },
    deleteCashpoint: { invalidatesTags: ['cashpointTree'] },
    deleteStore: { invalidatesTags: ['cashpointTree'] },
    createCashpoint: { invalidatesTags: ['cashpointTree'] },
    createStore: { invalidatesTags: ['cashpointTree'] },
    updateStoreName: { invalidatesTags: ['cashpointTree', 'cashpoint'] },
  },
});
export const {
  useGetCashpointTreeQuery,
  useGetCashpointDetailQuery,
  useGetCashpointInfoQuery,
  useGetCashpointLogQuery,
  useDeleteCashpointMutation,
  useDeleteStoreMutation,
  useCreateCashpointMutation,
  useCreateStoreMutation,
  useUpdateStoreNameMutation,
} = cashpoints;
/** The refresh button: the tree and every open register detail are fetched again. */
export const refreshCashpoints = () => cashpoints.util.invalidateTags(['cashpointTree', 'cashpoint']);
export type {
  StoreNode,
  CashpointTreeItem,
  Cashpoint,
  CashpointAgentInfo,
  CashpointInfo,
  Syncfile,
} from './cashpoints.gen';

// ── Updates: one page for both bases ──
// The generated mutations already invalidate their base's tag, which refreshes the list. The detail
// provides no tag: its dialog fetches it fresh on every opening, and a delete or archive must not
// refetch the detail of an update that may be gone (404). The generated upload endpoint is not
// used: it would send JSON, and RTK Query cannot report upload progress (see features/updates).
const cashpointUpdates = cashpointUpdatesApi.enhanceEndpoints({
  endpoints: { getCashpointUpdateDetail: { providesTags: [] } },
});
const storeUpdates = storeUpdatesApi.enhanceEndpoints({
  endpoints: { getStoreUpdateDetail: { providesTags: [] } },
});
export const updatesApi = {
  'cashpoint-updates': {
    useList: cashpointUpdates.useGetCashpointUpdatesQuery,
    useDetail: cashpointUpdates.useGetCashpointUpdateDetailQuery,
    useSave: cashpointUpdates.useSaveCashpointUpdateMutation,
    useDelete: cashpointUpdates.useDeleteCashpointUpdateMutation,
    useArchive: cashpointUpdates.useArchiveCashpointUpdateMutation,
    useMoveUp: cashpointUpdates.useMoveCashpointUpdateUpMutation,
    useMoveDown: cashpointUpdates.useMoveCashpointUpdateDownMutation,
    /** After an upload sent outside RTK Query, so the new row shows. */
    invalidateList: () => cashpointUpdates.util.invalidateTags(['cashpoint-updates']),
  },
  'store-updates': {
    useList: storeUpdates.useGetStoreUpdatesQuery,
    useDetail: storeUpdates.useGetStoreUpdateDetailQuery,
    useSave: storeUpdates.useSaveStoreUpdateMutation,
    useDelete: storeUpdates.useDeleteStoreUpdateMutation,
    useArchive: storeUpdates.useArchiveStoreUpdateMutation,
    useMoveUp: storeUpdates.useMoveStoreUpdateUpMutation,
    useMoveDown: storeUpdates.useMoveStoreUpdateDownMutation,
    invalidateList: () => storeUpdates.util.invalidateTags(['store-updates']),
  },
};
export type UpdatesBase = keyof typeof updatesApi;
export type {
  UpdateDetail,
  UpdateStatus,
  UpdateTargetStore,
  UpdateTargetCashpoint,
  SaveCashpointUpdateApiArg as SaveUpdateArg,
} from './cashpoint-updates.gen';
export { handleUnauthorized } from './replyHandling';

// ── Store agents ──
// As with registers: deleting an agent refreshes the list without refetching the deleted agent.
const storeAgents = storeAgentsApi.enhanceEndpoints({
  addTagTypes: ['storeAgentList', 'storeAgent'],
  endpoints: {
    getStoreAgents: { providesTags: ['storeAgentList'] },
    getStoreAgentDetail: { providesTags: (_result, _error, arg) => [{ type: 'storeAgent', id: arg.storeId }] },
    getStoreAgentLog: { providesTags: [] },
    deleteStoreAgent: { invalidatesTags: ['storeAgentList'] },
    updateStoreAgentName: { invalidatesTags: ['storeAgentList', 'storeAgent'] },
  },
});
export const {
  useGetStoreAgentsQuery,
  useGetStoreAgentDetailQuery,
  useGetStoreAgentLogQuery,
  useDeleteStoreAgentMutation,
  useUpdateStoreAgentNameMutation,
} = storeAgents;
/** The refresh button of the store-agents page: the list and the open agent are fetched again. */
export const refreshStoreAgents = () => storeAgents.util.invalidateTags(['storeAgentList', 'storeAgent']);
export type { StoreAgent, StoreAgentInfo, StoreAgentTreeItem, TimestampedValue } from './store-agents.gen';

// ── Statistics ──
// Read-only counts that change as agents report; the page asks afresh on every visit. A version's
// file name goes into the path, so it is encoded here (the generated query would not).
const statistics = statisticsApi.enhanceEndpoints({
  endpoints: {
    getCashpointVersionStats: {
      query: ({ filename, contextId }) => ({
        url: `/api/frontend/statistics/cashpoint-versions/${encodeURIComponent(filename)}`,
        params: { contextId },
      }),
    },
    getStoreAgentVersionStats: {
      query: ({ filename, contextId }) => ({
        url: `/api/frontend/statistics/storeagent-versions/${encodeURIComponent(filename)}`,
        params: { contextId },
      }),
    },
  },
});
export const {
  useGetStatisticsQuery,
  useGetCashpointVersionsQuery,
  useGetStoreAgentVersionsQuery,
  useGetCashpointVersionStatsQuery,
  useGetStoreAgentVersionStatsQuery,
} = statistics;
export type { VersionEntry } from './statistics.gen';

// ── Administration: contexts, users, profile ──
// Dialog data (one context, one user, a 2FA seed) is fetched fresh at every opening, so it provides
// no tag and is dropped at once. Saving a context or a user may change what this session sees
// (contexts in the picker, the own 2FA flag), so it refreshes the session data too.
const adminContexts = contextsApi.enhanceEndpoints({
  addTagTypes: ['session', 'home'],
  endpoints: {
    getContext: { providesTags: [], keepUnusedDataFor: 0 },
    saveContext: { invalidatesTags: ['contexts', 'session', 'home'] },
  },
});
export const { useGetContextsQuery, useLazyGetContextQuery, useSaveContextMutation } = adminContexts;
export type { ContextListItem, ContextForm, Check } from './contexts.gen';

// A change of the own password or 2FA (on the profile or in the users dialog) ends the other
// sessions, so it refreshes the list of sessions ('account') too.
const adminUsers = usersApi.enhanceEndpoints({
  addTagTypes: ['session', 'account'],
  endpoints: {
    getUser: { providesTags: [], keepUnusedDataFor: 0 },
    saveUser: { invalidatesTags: ['users', 'session', 'account'] },
    deleteUser: { invalidatesTags: ['users'] },
    // The list shows who is locked; an unlock changes that row.
    unlockUser: { invalidatesTags: ['users'] },
    updatePassword: { invalidatesTags: ['account'] },
    getUserQrCode: { providesTags: [], keepUnusedDataFor: 0 },
    generate2FaSeed: { providesTags: [], keepUnusedDataFor: 0 },
    verify2Fa: { invalidatesTags: [] },
    update2Fa: { invalidatesTags: ['session', 'account'] },
    // Report column settings answer 200 with nothing to refetch; sessionSlice updates them in place.
    saveColumnFilters: { invalidatesTags: [] },
    saveColumnWidths: { invalidatesTags: [] },
  },
});
export const {
  useGetUsersQuery,
  useLazyGetUserQuery,
  useSaveUserMutation,
  useDeleteUserMutation,
  useUnlockUserMutation,
  useUpdatePasswordMutation,
  useLazyGetUserQrCodeQuery,
  useLazyGenerate2FaSeedQuery,
  useVerify2FaMutation,
  useUpdate2FaMutation,
  useSaveColumnFiltersMutation,
  useSaveColumnWidthsMutation,
} = adminUsers;
export type { User, UserForm, Role, ColumnFilter, ColumnWidths } from './users.gen';

// ── The own sessions ──
// Ending a session refreshes the list, whether it ended here or (404) had already ended elsewhere.
const ownSessions = accountApi.enhanceEndpoints({
  endpoints: {
    getOwnSessions: { providesTags: ['account'] },
    endOwnSession: { invalidatesTags: ['account'] },
  },
});
export const { useGetOwnSessionsQuery, useEndOwnSessionMutation } = ownSessions;
export type { OwnSession } from './account.gen';

// ── Reports: registers and stores ──
// The reports are polled every 60 s; nothing the console does changes them, so they need no tags.
export const { useGetCashpointReportQuery, useGetStoreAgentReportQuery } = reportsApi;
export type { CashpointReportRow, StoreReportRow, ReportTimestamp } from './reports.gen';
export type {
  GetCashpointReportApiResponse as CashpointReportReply,
  GetStoreAgentReportApiResponse as StoreReportReply,
} from './reports.gen';

// ── Audit log ──
// Every change the console makes writes an entry, so the list is asked afresh on each visit and
// filter change and kept for a short while only; the CSV is fetched by the browser as a link.
const audit = auditApi.enhanceEndpoints({
  endpoints: { getAuditLog: { keepUnusedDataFor: 0 } },
});
export const { useGetAuditLogQuery } = audit;
export type { AuditEntry, AuditChange, AuditAction, GetAuditLogApiArg as AuditLogArgs } from './audit.gen';

// ── Alerts ──
// The generated tags suffice: acknowledging refreshes the alert lists; the open counts of home and
// the store marks do not change by it (an acknowledged alert is still open).
export const {
  useGetAlertsQuery,
  useGetAlertStoresQuery,
  useAcknowledgeAlertMutation,
  useGetAlertSettingsQuery,
  useSaveAlertSettingsMutation,
} = alertsApi;
export type { Alert, AlertKind, AlertRule, AlertRules, AlertSettings, AlertSettingsForm } from './alerts.gen';
