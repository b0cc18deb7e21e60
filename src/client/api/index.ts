// The hand-written layer over the generated endpoints (Grafana's enhanceEndpoints pattern):
// tag relations live here, and features import API hooks and types from here only.
import { cashpointsApi } from './cashpoints.gen';
import { homeApi } from './home.gen';
import { sessionApi } from './session.gen';

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

// ── Cashpoints (spec 2.6) ──
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
