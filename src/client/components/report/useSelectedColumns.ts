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
 * The optional columns the user chose in the column select, kept in the browser under
 * one key per report. Shown are the fixed columns and the chosen ones the context shows; the stored
 * choice itself is not cut, so a context with more columns still finds the user's choice. Nothing
 * stored yet means every column.
 */
export function useSelectedColumns<Row>(
  tablename: string,
  columns: readonly ReportColumn<Row>[],
  visibleIds: ReadonlySet<string>,
) {
  const [stored, setStored] = useState<string[] | null>(() => readStored(tablename));
  const choosable = useMemo(
    () => columns.filter((c) => !c.fixed && !c.disabled && isVisibleFor(c, visibleIds)),
    [columns, visibleIds],
  );
  const chosen = useMemo(() => {
    const ids = new Set(stored ?? choosable.map((c) => c.id));
    return choosable.filter((c) => ids.has(c.id)).map((c) => c.id);
  }, [stored, choosable]);
  const shown = useMemo(() => {
    const ids = new Set(chosen);
    return columns.filter((c) => c.fixed || ids.has(c.id));
  }, [columns, chosen]);

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
  return { chosen, shown, choose };
}
