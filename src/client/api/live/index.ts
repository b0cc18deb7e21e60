// The live area (issue 54): the stream of a context's changes. The generated hook is not used: a
// Server-Sent Events stream is no request with one reply, so the app opens it with `EventSource`
// (app/useLiveStream.ts) and hands each event to `createLiveApplier`, which updates RTK Query's cache
// (its streaming-update pattern) or invalidates the tags of what the event cannot patch.
import type { LiveKind } from './types';

export type { LiveChanges, LiveEvent, LiveKind } from './types';

/** Every `event:` name the stream sends; `EventSource` reports named events only to their listeners. */
export const liveKinds: readonly LiveKind[] = ['cashpoint', 'storeAgent', 'alert', 'rollout', 'action', 'reload'];

/** The stream's address for a context (same origin: the session cookie goes with it). */
export const liveEventsUrl = (contextId: string) => `/api/frontend/events?contextId=${encodeURIComponent(contextId)}`;

export { createLiveApplier, type LiveApplier } from './liveCache';
