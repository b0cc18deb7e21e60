import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useGetRolloutSettingsQuery, useSaveRolloutSettingsMutation } from '../../api/rollouts';
import { useAppDispatch } from '../../app/hooks';
import { toastRefusal } from './failure';
import { showToast } from '../../lib/toasts';
import { rolloutTexts } from '../../../shared/texts/de/rollouts';

const t = rolloutTexts.rollouts;

/** The context's choice whether a wave that needs no approval starts by itself (ROLLOUTS_APPROVE only). */
export function AutoAdvanceSwitch({ contextId }: { contextId: string }) {
  const id = useId();
  const dispatch = useAppDispatch();
  const { currentData } = useGetRolloutSettingsQuery({ contextId });
  const [save, { isLoading }] = useSaveRolloutSettingsMutation();
  const change = async (autoAdvance: boolean) => {
    try {
      await save({ rolloutSettings: { contextId, autoAdvance } }).unwrap();
      dispatch(showToast('success', t.autoAdvanceSaved(autoAdvance)));
    } catch (error) {
      toastRefusal(dispatch, error);
    }
  };
  return (
    <Form.Check
      type="switch"
      role="switch"
      id={id}
      label={t.autoAdvance}
      checked={currentData?.autoAdvance ?? false}
      disabled={!currentData || isLoading}
      onChange={(e) => void change(e.target.checked)}
    />
  );
}
