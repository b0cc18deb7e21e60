import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { showToast } from '../lib/toasts';
// The app shell loads with /login: it takes only the text areas it shows, not the index of all.
import { messageTexts as texts } from '../../shared/texts/de/messages';
import { loginPath } from '../config/paths';

// The global handling of failed replies:
//   401 -> the login route; 403 and 404 -> a message, and the call is swallowed;
//   500 -> a message, and the error is still returned (rethrown) to the caller; others -> returned.
// "Swallowed" means the error is marked `handled`: the caller still sees a failed call (so it never
// reports success), but must not show a message of its own. `isHandledError` tells it.

export interface HandledError {
  status: number;
  data: unknown;
  handled: true;
}

let onUnauthorized: () => void = () => {
  window.location.assign(loginPath);
};

/** The router registers how to go to the login page without a full reload. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** For replies that bypass RTK Query (the XHR upload of update files): the same move to login. */
export function handleUnauthorized(): void {
  onUnauthorized();
}

/** Endpoints that handle a 401 themselves: the login form and the session check. */
const ownsUnauthorized = new Set(['ping', 'login', 'logout']);

export function isHandledError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as Partial<HandledError>).handled === true;
}

export function errorMessage(error: unknown): string | undefined {
  const data = (error as { data?: unknown } | undefined)?.data;
  const message = (data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

const rawBaseQuery = fetchBaseQuery({ baseUrl: '/', credentials: 'same-origin' });

export const baseQueryWithReplyHandling: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError | HandledError
> = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  const status = result.error?.status;
  if (typeof status !== 'number') return result;
  if (status === 401 && !ownsUnauthorized.has(api.endpoint)) {
    onUnauthorized();
    return { error: { status, data: result.error?.data, handled: true } };
  }
  if (status === 403 || status === 404) {
    api.dispatch(showToast('danger', status === 403 ? texts.errors.forbidden : texts.errors.notFound));
    return { error: { status, data: result.error?.data, handled: true } };
  }
  if (status >= 500) api.dispatch(showToast('danger', texts.errors.server));
  return result;
};
