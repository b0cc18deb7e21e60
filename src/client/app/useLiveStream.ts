import { useEffect } from 'react';
import { createLiveApplier, liveEventsUrl, liveKinds, type LiveEvent } from '../api/live';
import { useAppDispatch } from './hooks';
import { markChanged, streamFor, streamState, unmarkChanged } from './liveSlice';

/**
 * Events that arrive within this are applied together: each batch re-renders the page's tree once,
 * and a busy fleet sends events every few milliseconds. With the server's 500 ms of coalescing a
 * change still shows well within the 2 s the issue allows.
 */
export const batchMs = 500;
/** How long a changed row stays marked. */
export const changedMarkMs = 2_000;
/**
 * After the server refused the stream (an answer other than the stream: 403, 429, a restart's 502)
 * `EventSource` gives up; it is tried again after this. Lost connections it retries by itself.
 */
export const reopenAfterMs = 30_000;
/** `EventSource.CLOSED`: the browser will not reconnect by itself. */
const closed = 2;

let marks = 0;

function parse(data: unknown): LiveEvent | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const event = JSON.parse(data) as LiveEvent;
    return typeof event === 'object' && event !== null && typeof event.kind === 'string' ? event : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps one stream of live events open for the context shown (issue 54) and closes it when the
 * context changes or the frame goes. Without `EventSource` (the tests' DOM, an old browser) nothing
 * opens and the pages poll as before.
 */
export function useLiveStream(contextId: string | undefined): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const Source = globalThis.EventSource as typeof EventSource | undefined;
    if (!contextId || typeof Source !== 'function') {
      dispatch(streamFor(null));
      return;
    }
    dispatch(streamFor(contextId));
    const applier = createLiveApplier(dispatch, contextId);
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const later = (action: () => void, ms: number) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        action();
      }, ms);
      timers.add(timer);
    };
    let source: EventSource | undefined;

    // Events are applied in batches: during a rollout hundreds arrive a second, and each patch of
    // a tree rebuilds the page's rows; the dispatches of one batch render once.
    let queue: LiveEvent[] = [];
    const flush = () => {
      const events = queue;
      queue = [];
      const uids: string[] = [];
      for (const event of events) {
        applier.apply(event);
        // The row and its store's row: a closed store shows that one of its registers moved.
        if ((event.kind === 'cashpoint' || event.kind === 'storeAgent') && event.contextId === contextId)
          for (const uid of [event.uid, event.storeUid]) if (uid) uids.push(uid);
      }
      if (uids.length === 0) return;
      const mark = ++marks;
      dispatch(markChanged({ uids, mark }));
      later(() => dispatch(unmarkChanged({ uids, mark })), changedMarkMs);
    };
    const onEvent = (message: Event) => {
      const event = parse((message as MessageEvent).data);
      if (event && queue.push(event) === 1) later(flush, batchMs);
    };

    const open = (again: boolean) => {
      const current = new Source(liveEventsUrl(contextId));
      source = current;
      current.onopen = () => {
        dispatch(streamState('live'));
        // A new stream has no Last-Event-ID to resume from: what changed since the last poll is read again.
        if (again) applier.apply({ kind: 'reload', contextId });
      };
      current.onerror = () => {
        // Down until it opens again: the pages poll at their own interval meanwhile.
        dispatch(streamState('down'));
        if (current.readyState === closed) {
          current.close();
          later(() => open(true), reopenAfterMs);
        }
      };
      for (const kind of liveKinds) current.addEventListener(kind, onEvent);
    };
    open(false);

    return () => {
      for (const timer of timers) clearTimeout(timer);
      source?.close();
      applier.dispose();
      dispatch(streamFor(null));
    };
  }, [contextId, dispatch]);
}
