import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filterDebounceMs } from '../../../shared/filterDebounce';

/** Sets (or, when empty, removes) a filter of the URL; any filter change starts again at page 1. */
export function useSetParam() {
  const [, setParams] = useSearchParams();
  return (name: string, value: string) =>
    setParams(
      (p) => {
        if (value) p.set(name, value);
        else p.delete(name);
        p.set('page', '1');
        return p;
      },
      { replace: true },
    );
}

/**
 * A typed filter: the field shows what is typed at once and the URL (so the request) follows once
 * typing pauses, as the search box of the lists does; a changed URL (back button) resets the field.
 */
export function useTypedParam(name: string): [string, (value: string) => void] {
  const [params] = useSearchParams();
  const setParam = useSetParam();
  const current = params.get(name) ?? '';
  const [draft, setDraft] = useState(current);
  useEffect(() => setDraft(current), [current]);
  useEffect(() => {
    if (draft === current) return;
    const timer = setTimeout(() => setParam(name, draft.trim()), filterDebounceMs);
    return () => clearTimeout(timer);
    // setParam is a new function each render; the draft and the URL value are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft, current, name]);
  return [draft, setDraft];
}
