import type { Db } from '../platform/db/connection';
import type { SyncfileKind, SyncfileRow } from '../platform/db/schema';
import { contextWindowsNow } from '../calendar';
import { heldBackTargetsPerStore } from './repository/heldBack';

const STATUS_ACTIVE = 2;
const STATUS_TEST = 4;

export interface WaitingCount {
  stores: number;
  targets: number;
}

/**
 * Of the targets an update is due to and that have not begun to install it, how many wait for
 * their store's update window now, and in how many stores. Only an Aktiv update (to every target) or
 * a Test/Labor one (to its checked targets) that is released and not archived is due; any other
 * counts 0.
 */
export async function waitingForWindow(
  db: Db,
  kind: SyncfileKind,
  contextId: number,
  row: SyncfileRow,
  now: number,
): Promise<WaitingCount> {
  const counts = { stores: 0, targets: 0 };
  const due =
    (row.status === STATUS_ACTIVE || row.status === STATUS_TEST) &&
    !row.archived &&
    (row.releaseDate === null || row.releaseDate <= now);
  if (!due) return counts;
  const waiting = (await contextWindowsNow(db, contextId, now)).filter((s) => !s.state.mayInstall);
  // Most contexts have no rule: no store waits, and the targets need not be counted.
  if (waiting.length === 0) return counts;
  const heldBack = await heldBackTargetsPerStore(db, contextId, kind, now, row.id);
  for (const store of waiting) {
    const targets = heldBack.get(store.storeRowId) ?? 0;
    if (targets === 0) continue;
    counts.stores += 1;
    counts.targets += targets;
  }
  return counts;
}
