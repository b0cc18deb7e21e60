import type { CashpointTreeItem, StoreNode } from '../../api/cashpoints';
import type { VirtualTreeRow } from '../../components/fleet/VirtualTree';

export type TreeRow = VirtualTreeRow &
  (
    | { kind: 'store'; store: StoreNode; shownChildren: number }
    | { kind: 'cashpoint'; store: StoreNode; cashpoint: CashpointTreeItem }
  );

/** Lower-cased search text per store, computed once per tree so each keystroke only scans strings. */
export interface SearchIndex {
  stores: StoreNode[];
  storeText: string[];
}

export function buildSearchIndex(stores: StoreNode[]): SearchIndex {
  return { stores, storeText: stores.map((s) => `${s.id}\u0000${(s.name ?? '').toLowerCase()}`) };
}

export interface FilteredStore {
  store: StoreNode;
  /** The registers to show: all when the store itself matches, otherwise the matching ones. */
  cashpoints: CashpointTreeItem[];
}

/**
 * The tree filter: a case-insensitive substring match on store id or name, and on the register pos id.
 * A matching store keeps all its registers; otherwise a store shows only its matching registers.
 */
export function filterStores(index: SearchIndex, filter: string): FilteredStore[] {
  const q = filter.trim().toLowerCase();
  if (!q) return index.stores.map((store) => ({ store, cashpoints: store.cashpoints }));
  const result: FilteredStore[] = [];
  for (let i = 0; i < index.stores.length; i++) {
    const store = index.stores[i]!;
    if (index.storeText[i]!.includes(q)) {
      result.push({ store, cashpoints: store.cashpoints });
      continue;
    }
    const matching = store.cashpoints.filter((c) => c.posId.includes(q));
    if (matching.length > 0) result.push({ store, cashpoints: matching });
  }
  return result;
}

/** The register rows of a store showing all its registers; the same for every filter and refresh. */
const allRegisterRows = new WeakMap<StoreNode, TreeRow[]>();

function registerRows(store: StoreNode, cashpoints: CashpointTreeItem[]): TreeRow[] {
  const whole = cashpoints === store.cashpoints;
  const cached = whole ? allRegisterRows.get(store) : undefined;
  if (cached) return cached;
  const rows = cashpoints.map((cashpoint, index): TreeRow => ({
    kind: 'cashpoint',
    key: `c:${store.id}:${cashpoint.posId}`,
    level: 2,
    posinset: index + 1,
    setsize: cashpoints.length,
    store,
    cashpoint,
  }));
  if (whole) allRegisterRows.set(store, rows);
  return rows;
}

/**
 * The rows of the tree as the list renders them: a store, then its registers when it is open.
 * With 50,000 registers this runs on every filter change, so the register rows of a store showing
 * all of them are made once per store (the reply's unchanged stores keep their objects across
 * refreshes) and only the store rows, whose position depends on the filter, are made anew.
 */
export function flattenTree(filtered: FilteredStore[], isOpen: (storeKey: string) => boolean): TreeRow[] {
  const rows: TreeRow[] = [];
  filtered.forEach(({ store, cashpoints }, storeIndex) => {
    const key = `s:${store.id}`;
    const open = cashpoints.length > 0 && isOpen(key);
    rows.push({
      kind: 'store',
      key,
      level: 1,
      posinset: storeIndex + 1,
      setsize: filtered.length,
      expanded: cashpoints.length > 0 ? open : undefined,
      store,
      shownChildren: cashpoints.length,
    });
    if (!open) return;
    for (const row of registerRows(store, cashpoints)) rows.push(row);
  });
  return rows;
}

type StoreState = 'online' | 'offline' | 'partial' | 'empty';

/** A store is online with no offline register, offline when all are, partially offline between. */
export function storeState(store: StoreNode): StoreState {
  if (store.cashpoints.length === 0) return 'empty';
  if (store.numberOfOfflineChildren === 0) return 'online';
  return store.numberOfOfflineChildren >= store.cashpoints.length ? 'offline' : 'partial';
}

/** What the tree's `show` narrowing needs to know of each store and register. */
export interface ShowMarks {
  waitingStoreUids: ReadonlySet<string> | ReadonlyMap<string, unknown>;
  maintenanceStoreUids: ReadonlyMap<string, unknown>;
  maintenanceCashpointUids: ReadonlyMap<string, unknown>;
}

/**
 * The tree narrowed as a count of the start page counted: the stores with registers offline (only
 * those registers), the stores in maintenance (of the store, or only the registers in maintenance),
 * the stores waiting for their update window. Undefined `show`: the tree as filtered.
 */
export function narrowStores(
  filtered: FilteredStore[],
  show: 'offline' | 'maintenance' | 'waiting' | undefined,
  marks: ShowMarks,
): FilteredStore[] {
  if (!show) return filtered;
  if (show === 'waiting') return filtered.filter((f) => marks.waitingStoreUids.has(f.store.uid));
  const result: FilteredStore[] = [];
  for (const f of filtered) {
    if (show === 'maintenance' && marks.maintenanceStoreUids.has(f.store.uid)) {
      result.push(f);
      continue;
    }
    const cashpoints = f.cashpoints.filter((c) =>
      show === 'offline' ? c.offline : marks.maintenanceCashpointUids.has(c.uid),
    );
    if (cashpoints.length > 0) result.push({ store: f.store, cashpoints });
  }
  return result;
}
