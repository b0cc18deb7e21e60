import type { components } from '../../shared/generated/contract';
import { cachedPerStore, type BuildStores } from './cachedPerStore';
import type { BuiltStore } from './repository/builtStore';
import type { Db } from '../platform/db/connection';
import type { SyncfileKind } from '../platform/db/schema';
import { heldBackTargetsOfStores } from '../updates';
import { calendarStamp, contextWindowsNow } from '../calendar';

type WaitingStore = components['schemas']['WaitingStore'];

/** Store numbers in the trees' order: shorter first, then by their digits. */
const byStoreId = (a: WaitingStore, b: WaitingStore) =>
  a.storeId.length - b.storeId.length || (a.storeId < b.storeId ? -1 : a.storeId > b.storeId ? 1 : 0);

/**
 * A store's part: one row while it is outside its window and targets of `kind` hold back an update
 * due to them there, none otherwise. It holds until the store's window state turns (a window opens or
 * closes without any write), or until its targets', the updates' or the calendars' marks move.
 */
const waitingParts =
  (kind: SyncfileKind): BuildStores<WaitingStore> =>
  async (db, contextId, now, _offlineAfterSeconds, storeRowIds) => {
    const windows = await contextWindowsNow(db, contextId, now, storeRowIds ?? undefined);
    const outside = windows.filter((w) => !w.state.mayInstall);
    // A context without a rule has no store outside a window: nothing to count.
    const held = outside.length
      ? await heldBackTargetsOfStores(
          db,
          contextId,
          kind,
          now,
          outside.map((w) => w.storeRowId),
        )
      : new Map<number, number>();
    const parts = new Map<number, BuiltStore<WaitingStore>>();
    for (const w of windows) {
      const targets = w.state.mayInstall ? 0 : (held.get(w.storeRowId) ?? 0);
      const row: WaitingStore = {
        storeUid: w.storeUid,
        storeId: w.storeId,
        // No window within the horizon (a long update freeze): no start to name.
        notBefore: w.state.notBefore === null || w.state.noWindow ? null : new Date(w.state.notBefore).toISOString(),
        timeZone: w.state.timeZone,
        registers: targets,
      };
      parts.set(w.storeRowId, { rows: targets > 0 ? [row] : [], validUntil: w.validUntil - 1 });
    }
    return parts;
  };

// Kept per store like the reports, each on the marks of its own targets: a store server that
// begins its update moves only the store servers' marks. A saved calendar leaves no mark, so the
// calendars' stamp is part of the context's.
const waitingRegisters = cachedPerStore(
  'waiting-registers',
  'cashpoints',
  waitingParts('cashpoint'),
  true,
  calendarStamp,
);
const waitingServers = cachedPerStore('waiting-servers', 'storeAgents', waitingParts('store'), true, calendarStamp);

/**
 * The stores of a context outside their update window now that hold back an update (due and not
 * begun) on at least one register or on their store server: when their next window starts and
 * how many of their registers wait. Polled with the trees, so it is built only for the stores that
 * changed since the last call.
 */
export async function storesWaitingForWindow(
  db: Db,
  contextId: number,
  now: number,
  offlineAfterSeconds: number,
): Promise<WaitingStore[]> {
  const [registers, servers] = await Promise.all([
    waitingRegisters(db, contextId, now, offlineAfterSeconds),
    waitingServers(db, contextId, now, offlineAfterSeconds),
  ]);
  const stores = new Map(registers.rows().map((row) => [row.storeUid, row]));
  for (const row of servers.rows()) if (!stores.has(row.storeUid)) stores.set(row.storeUid, { ...row, registers: 0 });
  return [...stores.values()].sort(byStoreId);
}
