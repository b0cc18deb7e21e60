import { useCallback, useState } from 'react';

/** A string kept in the browser's storage (a report's chosen saved filter survives a reload). */
export function useStoredString(key: string): [string, (value: string) => void] {
  const [value, setValue] = useState(() => {
    try {
      return localStorage.getItem(key) ?? '';
    } catch {
      return '';
    }
  });
  const set = useCallback(
    (next: string) => {
      setValue(next);
      try {
        if (next) localStorage.setItem(key, next);
        else localStorage.removeItem(key);
      } catch {
        // Blocked storage: the choice lasts until the page is left.
      }
    },
    [key],
  );
  return [value, set];
}
