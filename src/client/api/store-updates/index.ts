// The store servers' update base, as cashpoint-updates: the detail provides no tag, the generated
// upload endpoint is not used.
import { storeUpdatesApi } from './endpoints.gen';

const storeUpdates = storeUpdatesApi.enhanceEndpoints({
  endpoints: { getStoreUpdateDetail: { providesTags: [] } },
});

/** The hooks of the updates page for this base; cashpoint-updates has the same set. */
export const storeUpdateHooks = {
  useList: storeUpdates.useGetStoreUpdatesQuery,
  useDetail: storeUpdates.useGetStoreUpdateDetailQuery,
  useSave: storeUpdates.useSaveStoreUpdateMutation,
  useDelete: storeUpdates.useDeleteStoreUpdateMutation,
  useArchive: storeUpdates.useArchiveStoreUpdateMutation,
  useMoveUp: storeUpdates.useMoveStoreUpdateUpMutation,
  useMoveDown: storeUpdates.useMoveStoreUpdateDownMutation,
  invalidateList: () => storeUpdates.util.invalidateTags(['store-updates']),
};
