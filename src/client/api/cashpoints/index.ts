// The cashpoints area: the register tree and each register.
import { cashpointsApi } from './endpoints.gen';

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
  useLazyGetCashpointTreeQuery,
  useGetCashpointDetailQuery,
  useGetCashpointInfoQuery,
  useGetCashpointLogQuery,
  useDeleteCashpointMutation,
  useDeleteStoreMutation,
  useCreateCashpointMutation,
  useCreateStoreMutation,
  useUpdateStoreNameMutation,
  useLazyGetHistoryCompareQuery,
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
  HistoryCompare,
} from './endpoints.gen';
