import { useCallback, useMemo, useState } from 'react';
import type { ReportColumn } from './types';

const storageKey = (tablename: string) => `reports.${tablename}.columns`;

function readStored(tablename: string): string[] | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey(tablename)) ?? 'null');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : null;
  } catch {
    return null;
  }
}

/** Whether the context shows a column (a context's checks are its visible columns, by id). */
export function isVisibleFor<Row>(column: ReportColumn<Row>, visibleIds: ReadonlySet<string>): boolean {
  return visibleIds.has(column.id);
}

/**
 * The optional columns the user chose in the column select, kept in the browser under one key per
 * report. `requested` is that choice among the report's selectable columns, whatever the context
 * shows: it goes to the server before the reply says which columns the context shows, and the
 * server leaves out those the context hides. Nothing stored yet means every column but those shown
 * only by choice.
 */
export function useSelectedColumns<Row>(tablename: string, columns: readonly ReportColumn<Row>[]) {
  const [stored, setStored] = useState<string[] | null>(() => readStored(tablename));
  const requested = useMemo(() => {
    const selectable = columns.filter((c) => !c.fixed && !c.disabled);
    if (!stored) return selectable.filter((c) => !c.byChoice).map((c) => c.id);
    const ids = new Set(stored);
    return selectable.filter((c) => ids.has(c.id)).map((c) => c.id);
  }, [columns, stored]);

  const choose = useCallback(
    (ids: readonly string[]) => {
      const next = [...ids];
      setStored(next);
      try {
        localStorage.setItem(storageKey(tablename), JSON.stringify(next));
      } catch {
        // A full or blocked storage only loses the choice for the next visit.
      }
    },
    [tablename],
  );
  return { requested, choose };
}

/**
 * The columns on screen: the fixed ones and the requested ones the context shows. The stored choice
 * itself is not cut, so a context with more columns still finds the user's choice.
 */
export function useShownColumns<Row>(
  columns: readonly ReportColumn<Row>[],
  requested: readonly string[],
  visibleIds: ReadonlySet<string>,
) {
  const chosen = useMemo(() => {
    const ids = new Set(requested);
    return columns.filter((c) => ids.has(c.id) && isVisibleFor(c, visibleIds)).map((c) => c.id);
  }, [columns, requested, visibleIds]);
  const shown = useMemo(() => {
    const ids = new Set(chosen);
    return columns.filter((c) => c.fixed || ids.has(c.id));
  }, [columns, chosen]);
  return { chosen, shown };
}
