import type { components } from '../../shared/generated/contract';
import { contextWindowsNow, waitingText } from '../calendar';
import type { BuiltStore } from '../fleet';
import type { Db } from '../platform/db/connection';
import { heldBackTargetUids } from '../updates';

type CashpointReportRow = components['schemas']['CashpointReportRow'];

/**
 * Fills the column 'Update-Fenster' of the built stores: a register that holds back an update due to it
 * while its store is outside its window shows when the window starts. The value changes with time
 * without any write, so each store's part holds only until its window's next boundary; a saved
 * calendar moves the report's context stamp (cachedReports.ts), a day close is seen at the latest
 * when the waiting store asks again (calendar/storeWindowState.ts: 10 minutes).
 */
export async function fillUpdateWindows(
  db: Db,
  contextId: number,
  now: number,
  stores: Map<number, BuiltStore<CashpointReportRow>>,
): Promise<void> {
  const windows = await contextWindowsNow(db, contextId, now, [...stores.keys()]);
  const waiting = windows.filter((w) => !w.state.mayInstall);
  for (const w of windows) {
    const part = stores.get(w.storeRowId);
    if (part) part.validUntil = Math.min(part.validUntil, w.validUntil - 1);
  }
  if (waiting.length === 0) return;
  const heldBack = await heldBackTargetUids(
    db,
    contextId,
    'cashpoint',
    now,
    waiting.map((w) => w.storeRowId),
  );
  for (const w of waiting) {
    const text = waitingText(w.state);
    for (const row of stores.get(w.storeRowId)?.rows ?? []) if (heldBack.has(row.uid)) row.updateWindow = text;
  }
}
