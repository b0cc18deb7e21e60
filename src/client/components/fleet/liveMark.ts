import { useAppSelector } from '../../app/hooks';
import { selectChangedUids } from '../../app/liveSlice';

/**
 * The trees' mark of a row the live stream just changed (issue 54): given the row's uid, its class
 * (fleet.css draws it: a still bar, no motion) or none.
 */
export function useLiveMark(): (uid: string) => string | undefined {
  const changed = useAppSelector(selectChangedUids);
  return (uid) => (changed.has(uid) ? 'live-changed' : undefined);
}
