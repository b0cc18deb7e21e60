import { useCallback, useMemo, useRef, useState } from 'react';
import { useSaveColumnWidthsMutation } from '../../api/users';
import { selectSession, useAppDispatch, useAppSelector } from '../../app/hooks';
import { columnWidthsSaved } from '../../app/sessionSlice';
import { showToast } from '../../lib/toasts';
import { messageTexts } from '../../../shared/texts/de/messages';
import { defaultWidths } from './headerWidth';
import type { ReportColumn } from './types';

export const minColumnWidth = 40;
export const maxColumnWidth = 2000;
const none: never[] = [];

const clampWidth = (width: number) => Math.round(Math.min(maxColumnWidth, Math.max(minColumnWidth, width)));

/**
 * Column widths of a report: the user's saved ones (from the session data) over the defaults (wide
 * enough for their header), a live width while a column is dragged, and `commit` to store a width
 * on the server.
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
  const defaults = useMemo(() => defaultWidths(columns), [columns]);
  const widths = useMemo(
    () => Object.fromEntries(columns.map((c) => [c.id, draft[c.id] ?? saved[c.id] ?? defaults[c.id]!])),
    [columns, draft, saved, defaults],
  );

  const preview = useCallback((id: string, width: number) => setDraft((d) => ({ ...d, [id]: clampWidth(width) })), []);

  // Each save replaces the whole list on the server, so a second width set before the first save
  // returned must build on the list just sent (not on the session data, which lags) and go after it.
  const sent = useRef<typeof all | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const commit = useCallback(
    (id: string, width: number) => {
      const value = clampWidth(width);
      setDraft((d) => ({ ...d, [id]: value }));
      const current = sent.current ?? latest.current;
      const mine = current.find((w) => w.tablename === tablename)?.widths ?? {};
      const next = [
        ...current.filter((w) => w.tablename !== tablename),
        { tablename, widths: { ...mine, [id]: value } },
      ];
      sent.current = next;
      const run = async () => {
        try {
          await save({ body: { columnWidths: next } }).unwrap();
          if (sent.current !== next) return; // a later width is on its way and includes this one
          sent.current = null;
          dispatch(columnWidthsSaved(next));
          // Drop the drafts now saved; a column being dragged meanwhile keeps its live width.
          const stored = next.find((w) => w.tablename === tablename)?.widths ?? {};
          setDraft((d) => Object.fromEntries(Object.entries(d).filter(([key, w]) => stored[key] !== w)));
        } catch {
          if (sent.current === next) sent.current = null;
          dispatch(showToast('warning', messageTexts.errors.columnWidth));
        }
      };
      const done = queue.current.then(run);
      queue.current = done;
      return done;
    },
    [dispatch, save, tablename],
  );
  return { widths, preview, commit };
}
