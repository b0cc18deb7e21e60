import type { components } from '../../shared/generated/contract';
import type { Db } from '../platform/db/connection';
import { heldBackTargetsPerStore } from '../updates';
import { contextWindowsNow } from './storeWindowState';

type WaitingStore = components['schemas']['WaitingStore'];

/** Store numbers in the trees' order: shorter first, then by their digits. */
const byStoreId = (a: WaitingStore, b: WaitingStore) =>
  a.storeId.length - b.storeId.length || (a.storeId < b.storeId ? -1 : a.storeId > b.storeId ? 1 : 0);

/**
 * The stores of a context outside their update window now that hold back an Aktiv update (due and
 * not begun) on at least one register or on their store server: when their next window starts and
 * how many of their registers wait.
 */
export async function storesWaitingForWindow(db: Db, contextId: number, now: number): Promise<WaitingStore[]> {
  const outside = (await contextWindowsNow(db, contextId, now)).filter((s) => !s.state.mayInstall);
  // A context without a rule has no store outside a window: nothing to count.
  if (outside.length === 0) return [];
  const [registers, agents] = await Promise.all([
    heldBackTargetsPerStore(db, contextId, 'cashpoint', now),
    heldBackTargetsPerStore(db, contextId, 'store', now),
  ]);
  return outside
    .filter((s) => registers.has(s.storeRowId) || agents.has(s.storeRowId))
    .map((s) => ({
      storeUid: s.storeUid,
      storeId: s.storeId,
      // No window within the horizon (a long update freeze): no start to name.
      notBefore: s.state.notBefore === null || s.state.noWindow ? null : new Date(s.state.notBefore).toISOString(),
      timeZone: s.state.timeZone,
      registers: registers.get(s.storeRowId) ?? 0,
    }))
    .sort(byStoreId);
}
