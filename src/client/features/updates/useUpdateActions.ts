import { useCallback, useState } from 'react';
import { updatesApi, type UpdatesBase } from './updatesApi';
import type { Syncfile } from '../../api/cashpoints';
import { useAppDispatch } from '../../app/hooks';
import { showToast } from '../../lib/toasts';
import { texts } from '../../../shared/texts/de';
import { reportFailure } from './reportFailure';

export type ConfirmedAction = 'archive' | 'unarchive' | 'delete';

const confirmation = {
  archive: { title: texts.updates.confirm.archiveTitleOf, message: texts.updates.confirm.archive },
  unarchive: { title: texts.updates.confirm.unarchiveTitleOf, message: texts.updates.confirm.unarchive },
  delete: { title: texts.updates.confirm.deleteTitleOf, message: texts.updates.confirm.delete },
};
const success = {
  archive: texts.success.updateArchived,
  unarchive: texts.success.updateUnarchived,
  delete: texts.success.updateDeleted,
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
          showToast('success', direction === 'up' ? texts.success.updateMovedUp : texts.success.updateMovedDown),
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
