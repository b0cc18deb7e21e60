// The store-agents area: the store servers' list and each server.
import { storeAgentsApi } from './endpoints.gen';

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
export type { StoreAgent, StoreAgentInfo, StoreAgentTreeItem, TimestampedValue } from './endpoints.gen';
