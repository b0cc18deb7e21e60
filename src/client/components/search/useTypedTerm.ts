import { useEffect, useState } from 'react';

/** How long the palette waits after a keystroke before it asks the server: a pause in typing, not each key. */
export const searchDebounceMs = 150;

/** The typed term, trimmed, once it has stopped changing for `searchDebounceMs`; '' until then for a new term. */
export function useTypedTerm(typed: string): string {
  const [term, setTerm] = useState('');
  useEffect(() => {
    const next = typed.trim();
    const timer = setTimeout(() => setTerm(next), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [typed]);
  return term;
}
