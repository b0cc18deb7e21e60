import { useCallback, useMemo, useRef, useState } from 'react';
import { useSaveColumnWidthsMutation } from '../../api';
import { selectSession, useAppDispatch, useAppSelector } from '../../app/hooks';
import { columnWidthsSaved } from '../../app/sessionSlice';
import { showToast } from '../../app/toastsSlice';
import { texts } from '../../texts/de';
import type { ReportColumn } from './types';

export const minColumnWidth = 40;
export const maxColumnWidth = 2000;
const none: never[] = [];

export const clampWidth = (width: number) => Math.round(Math.min(maxColumnWidth, Math.max(minColumnWidth, width)));

/**
 * Column widths of a report: the user's saved ones (session data, spec 3) over the defaults, a live
 * width while a column is dragged, and `commit` to store a width on the server (spec 7).
 */
export function useColumnWidths<Row>(
  tablename: 'cashpointreport' | 'storereport',
  columns: readonly ReportColumn<Row>[],
) {
  const dispatch = useAppDispatch();
  const all = useAppSelector(selectSession)?.columnWidths ?? none;
  const [save] = useSaveColumnWidthsMutation();
  const [draft, setDraft] = useState<Record<string, number>>({});
  const latest = useRef(all);
  latest.current = all;

  const saved = useMemo(() => all.find((w) => w.tablename === tablename)?.widths ?? {}, [all, tablename]);
  const widths = useMemo(
    () => Object.fromEntries(columns.map((c) => [c.id, draft[c.id] ?? saved[c.id] ?? c.defaultWidth])),
    [columns, draft, saved],
  );

  const preview = useCallback((id: string, width: number) => setDraft((d) => ({ ...d, [id]: clampWidth(width) })), []);

  const commit = useCallback(
    async (id: string, width: number) => {
      const value = clampWidth(width);
      setDraft((d) => ({ ...d, [id]: value }));
      const current = latest.current;
      const mine = current.find((w) => w.tablename === tablename)?.widths ?? {};
      const next = [
        ...current.filter((w) => w.tablename !== tablename),
        { tablename, widths: { ...mine, [id]: value } },
      ];
      try {
        await save({ body: { columnWidths: next } }).unwrap();
        dispatch(columnWidthsSaved(next));
        setDraft((d) => {
          const { [id]: _, ...rest } = d;
          return rest;
        });
      } catch {
        dispatch(showToast('warning', texts.errors.columnWidth));
      }
    },
    [dispatch, save, tablename],
  );
  return { widths, preview, commit };
}
