import { useSyncExternalStore } from 'react';
import { currentColorScheme, subscribeColorScheme, type ColorScheme } from './colorScheme';

/** The colour scheme on screen; the component re-renders when it changes. */
export function useColorScheme(): ColorScheme {
  return useSyncExternalStore(subscribeColorScheme, currentColorScheme);
}
