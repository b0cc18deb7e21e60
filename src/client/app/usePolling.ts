import { safetyPollingMs } from '../lib/polling';
import { useAppSelector } from './hooks';
import { selectLiveStream } from './liveSlice';

/**
 * The polling interval of a page showing the current context's fleet data: while the live stream
 * is up its events keep the cache fresh and the page asks only every 5 minutes; while it is down,
 * every `base` as the specification says. Only for data the stream's events refresh (trees, alerts,
 * rollouts, actions): a page of anything else keeps polling at its own interval.
 */
export function usePolling(base: number): number {
  const live = useAppSelector(selectLiveStream) === 'live';
  return live ? Math.max(base, safetyPollingMs) : base;
}
