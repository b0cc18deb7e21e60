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
import { texts } from '../../../shared/texts/de';

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
    dispatch(statusOf(error) === 409 ? showToast('warning', exists) : showToast('danger', texts.errors.unknown));

  return {
    createStore: (storeId: string) =>
      run(
        () => createStore({ contextId, body: { storeId } }).unwrap(),
        texts.success.storeCreated,
        createError(texts.errors.storeExists),
      ),
    createCashpoint: (storeUid: string, posId: string) =>
      run(
        () => createCashpoint({ contextId, body: { storeUid, posId } }).unwrap(),
        texts.success.cashpointCreated,
        createError(texts.errors.cashpointExists),
      ),
    deleteStore: (uid: string) =>
      run(
        () => deleteStore({ uid, contextId }).unwrap(),
        texts.success.storeRemoved,
        () => dispatch(showToast('danger', texts.errors.unknown)),
      ),
    deleteCashpoint: (uid: string) =>
      run(
        () => deleteCashpoint({ uid, contextId }).unwrap(),
        texts.success.cashpointDeleted,
        () => dispatch(showToast('danger', texts.errors.unknown)),
      ),
    updateStoreName: (storeId: string, name: string) =>
      run(
        () => updateStoreName({ contextId, body: { storeId, name } }).unwrap(),
        texts.success.storeNameChanged,
        () => dispatch(showToast('danger', texts.errors.storeNameFailed)),
      ),
  };
}
