// The registers' update base. The generated mutations already invalidate the base's tag, which
// refreshes the list. The detail provides no tag: its dialog fetches it fresh on every opening, and
// a delete or archive must not refetch the detail of an update that may be gone (404). The
// generated upload endpoint is not used: it would send JSON, and RTK Query cannot report upload
// progress (see features/updates).
import { cashpointUpdatesApi } from './endpoints.gen';

const cashpointUpdates = cashpointUpdatesApi.enhanceEndpoints({
  endpoints: { getCashpointUpdateDetail: { providesTags: [] } },
});

/** The hooks of the updates page for this base; store-updates has the same set. */
export const cashpointUpdateHooks = {
  useList: cashpointUpdates.useGetCashpointUpdatesQuery,
  useDetail: cashpointUpdates.useGetCashpointUpdateDetailQuery,
  useSave: cashpointUpdates.useSaveCashpointUpdateMutation,
  useDelete: cashpointUpdates.useDeleteCashpointUpdateMutation,
  useArchive: cashpointUpdates.useArchiveCashpointUpdateMutation,
  useMoveUp: cashpointUpdates.useMoveCashpointUpdateUpMutation,
  useMoveDown: cashpointUpdates.useMoveCashpointUpdateDownMutation,
  /** After an upload sent outside RTK Query, so the new row shows. */
  invalidateList: () => cashpointUpdates.util.invalidateTags(['cashpoint-updates']),
};
// Both bases share these shapes; the page uses the registers' names for both.
export type {
  UpdateDetail,
  UpdateStatus,
  UpdateTargetStore,
  UpdateTargetCashpoint,
  SaveCashpointUpdateApiArg as SaveUpdateArg,
} from './endpoints.gen';
