import { isHandledError } from '../../api/replyHandling';
import {
  useCreateCashpointMutation,
  useCreateStoreMutation,
  useDeleteCashpointMutation,
  useDeleteStoreMutation,
  useUpdateStoreNameMutation,
} from '../../api/cashpoints';
import { useAppDispatch } from '../../app/hooks';
import { showToast } from '../../lib/toasts';
import { messageTexts } from '../../../shared/texts/de/messages';

const statusOf = (error: unknown) => (error as { status?: unknown } | undefined)?.status;

/**
 * The changing calls of the cashpoints page with their success and failure messages. Each resolves true on
 * success. Errors the global handling already reported (403, 404) get no second message.
 */
export function useCashpointActions(contextId: string) {
  const dispatch = useAppDispatch();
  const [createStore] = useCreateStoreMutation();
  const [createCashpoint] = useCreateCashpointMutation();
  const [deleteStore] = useDeleteStoreMutation();
  const [deleteCashpoint] = useDeleteCashpointMutation();
  const [updateStoreName] = useUpdateStoreNameMutation();

  const run = async (call: () => Promise<unknown>, success: string, onError: (error: unknown) => void) => {
    try {
      await call();
      dispatch(showToast('success', success));
      return true;
    } catch (error) {
      if (!isHandledError(error)) onError(error);
      return false;
    }
  };
  const createError = (exists: string) => (error: unknown) =>
    dispatch(statusOf(error) === 409 ? showToast('warning', exists) : showToast('danger', messageTexts.errors.unknown));

  return {
    createStore: (storeId: string) =>
      run(
        () => createStore({ contextId, body: { storeId } }).unwrap(),
        messageTexts.success.storeCreated,
        createError(messageTexts.errors.storeExists),
      ),
    createCashpoint: (storeUid: string, posId: string) =>
      run(
        () => createCashpoint({ contextId, body: { storeUid, posId } }).unwrap(),
        messageTexts.success.cashpointCreated,
        createError(messageTexts.errors.cashpointExists),
      ),
    deleteStore: (uid: string) =>
      run(
        () => deleteStore({ uid, contextId }).unwrap(),
        messageTexts.success.storeRemoved,
        () => dispatch(showToast('danger', messageTexts.errors.unknown)),
      ),
    /** `decommission`: the register's last day in service and why (its fiscal record keeps them). */
    deleteCashpoint: (uid: string, decommission: { decommissionedOn?: string; reason?: string | null } = {}) =>
      run(
        () => deleteCashpoint({ uid, contextId, fiscalDecommission: decommission }).unwrap(),
        messageTexts.success.cashpointDeleted,
        () => dispatch(showToast('danger', messageTexts.errors.unknown)),
      ),
    updateStoreName: (storeId: string, name: string) =>
      run(
        () => updateStoreName({ contextId, body: { storeId, name } }).unwrap(),
        messageTexts.success.storeNameChanged,
        () => dispatch(showToast('danger', messageTexts.errors.storeNameFailed)),
      ),
  };
}
