import { errorMessage, isHandledError } from '../../api/replyHandling';
import type { AppDispatch } from '../../app/store';
import { showToast } from '../../lib/toasts';
import { messageTexts } from '../../../shared/texts/de/messages';

/**
 * A failed update call: 401, 403 and 404 were answered by the global reply handling, and a 5xx has
 * had its message there too; everything else (409 on a move, 400) shows the server's message.
 */
export function reportFailure(dispatch: AppDispatch, error: unknown): void {
  if (isHandledError(error)) return;
  const status = (error as { status?: unknown } | undefined)?.status;
  if (typeof status === 'number' && status >= 500) return;
  dispatch(showToast('warning', errorMessage(error) ?? messageTexts.errors.unknown));
}
