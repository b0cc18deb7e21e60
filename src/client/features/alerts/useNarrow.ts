import { useSyncExternalStore } from 'react';

/** Bootstrap's md breakpoint: below it the alerts are cards and the filters fold into one control. */
const narrowQuery = '(max-width: 767.98px)';

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(narrowQuery)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the screen is narrow (a phone), following a rotation or a resized window. */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
