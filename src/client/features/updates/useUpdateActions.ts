import { useCallback, useState } from 'react';
import { updatesApi, type UpdatesBase } from './updatesApi';
import type { Syncfile } from '../../api/cashpoints';
import { useAppDispatch } from '../../app/hooks';
import { showToast } from '../../lib/toasts';
import { messageTexts } from '../../../shared/texts/de/messages';
import { updateTexts } from '../../../shared/texts/de/updates';
import { reportFailure } from './reportFailure';

export type ConfirmedAction = 'archive' | 'unarchive' | 'delete';

const confirmation = {
  archive: { title: updateTexts.updates.confirm.archiveTitleOf, message: updateTexts.updates.confirm.archive },
  unarchive: { title: updateTexts.updates.confirm.unarchiveTitleOf, message: updateTexts.updates.confirm.unarchive },
  delete: { title: updateTexts.updates.confirm.deleteTitleOf, message: updateTexts.updates.confirm.delete },
};
const success = {
  archive: messageTexts.success.updateArchived,
  unarchive: messageTexts.success.updateUnarchived,
  delete: messageTexts.success.updateDeleted,
};

/**
 * The row actions of the list: archive, unarchive and delete after a confirmation, moves
 * at once. Each reports success with its own message; a refused move (409) shows the server's.
 */
export function useUpdateActions(base: UpdatesBase, contextId: string | undefined) {
  const hooks = updatesApi[base];
  const dispatch = useAppDispatch();
  const [archive, archiveState] = hooks.useArchive();
  const [remove, removeState] = hooks.useDelete();
  const [moveUp] = hooks.useMoveUp();
  const [moveDown] = hooks.useMoveDown();
  const [pending, setPending] = useState<{ action: ConfirmedAction; syncfile: Syncfile } | null>(null);

  const ask = useCallback((action: ConfirmedAction, syncfile: Syncfile) => setPending({ action, syncfile }), []);

  const confirm = async () => {
    if (!pending || !contextId) return;
    const { action, syncfile } = pending;
    const ref = { contextId, filename: syncfile.filename };
    try {
      if (action === 'delete') await remove({ body: ref }).unwrap();
      else await archive({ body: { ...ref, archive: action === 'archive' } }).unwrap();
      dispatch(showToast('success', success[action]));
    } catch (error) {
      reportFailure(dispatch, error);
    } finally {
      setPending(null);
    }
  };

  const move = useCallback(
    async (direction: 'up' | 'down', syncfile: Syncfile) => {
      if (!contextId) return;
      const body = { contextId, filename: syncfile.filename };
      try {
        await (direction === 'up' ? moveUp({ body }) : moveDown({ body })).unwrap();
        dispatch(
          showToast(
            'success',
            direction === 'up' ? messageTexts.success.updateMovedUp : messageTexts.success.updateMovedDown,
          ),
        );
      } catch (error) {
        reportFailure(dispatch, error);
      }
    },
    [contextId, moveUp, moveDown, dispatch],
  );

  const dialog = pending && {
    title: confirmation[pending.action].title(pending.syncfile.filename),
    message: confirmation[pending.action].message(pending.syncfile.filename),
    variant: pending.action === 'delete' ? ('danger' as const) : ('primary' as const),
    busy: archiveState.isLoading || removeState.isLoading,
    onConfirm: () => void confirm(),
    onCancel: () => setPending(null),
  };

  return { ask, move, dialog };
}
