import { errorMessage, isHandledError } from '../../api/replyHandling';
import type { AppDispatch } from '../../app/store';
import { showToast } from '../../lib/toasts';
import { messageTexts } from '../../../shared/texts/de/messages';
import { rolloutTexts } from '../../../shared/texts/de/rollouts';

/**
 * The server's German message of a refused rollout call (400 bad plan, 409 not in this state, 403
 * the author's own approval), or undefined when the global reply handling already said it (401,
 * 404, 5xx) and nothing more is to be shown.
 */
export function refusalOf(error: unknown): string | undefined {
  if (isHandledError(error)) return undefined;
  const status = (error as { status?: unknown } | undefined)?.status;
  if (typeof status === 'number' && status >= 500) return undefined;
  return errorMessage(error) ?? messageTexts.errors.unknown;
}

/** A refused rollout action as a toast. */
export function toastRefusal(dispatch: AppDispatch, error: unknown): void {
  const message = refusalOf(error);
  if (message) dispatch(showToast('warning', message));
}

/**
 * Why a rollout could not be shown: a 404 means it is gone (or never was in this context); anything
 * else (5xx, no network) is a failure to load, not a missing rollout.
 */
export function loadFailureText(error: unknown): string {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 404 ? rolloutTexts.rollouts.notFound : rolloutTexts.rollouts.loadFailed;
}
