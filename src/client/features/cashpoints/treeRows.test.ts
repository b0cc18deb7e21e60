import type { StoreNode } from '../../api/cashpoints';
import { buildSearchIndex, filterStores, flattenTree, storeState } from './treeRows';

const store = (id: string, name: string | null, posIds: string[], offline = 0): StoreNode => ({
  id,
  name,
  uid: `s${id}`,
  cashpoints: posIds.map((posId, i) => ({
    uid: `c${id}-${posId}`,
    posId,
    storeId: id,
    offline: i < offline,
    currentVersionTag: null,
    updated: true,
  })),
  numberOfOfflineChildren: offline,
  allVersionTags: [],
  allUpdated: true,
});

const stores = [
  store('1001', 'Kiel, Hafen', ['1', '2', '12']),
  store('1002', 'München', ['3']),
  store('2100', null, []),
];
const index = buildSearchIndex(stores);

describe('tree filter', () => {
  it('keeps every store and register without a filter', () => {
    expect(filterStores(index, '  ').map((f) => [f.store.id, f.cashpoints.length])).toEqual([
      ['1001', 3],
      ['1002', 1],
      ['2100', 0],
    ]);
  });

  it('matches store ids and names case-insensitively, keeping all registers of a matching store', () => {
    expect(filterStores(index, 'kIEL').map((f) => [f.store.id, f.cashpoints.length])).toEqual([['1001', 3]]);
    expect(filterStores(index, 'MÜN').map((f) => f.store.id)).toEqual(['1002']);
    expect(filterStores(index, '100').map((f) => f.store.id)).toEqual(['1001', '1002', '2100']);
  });

  it('matches pos ids and then shows only the matching registers', () => {
    const result = filterStores(index, '12');
    expect(result.map((f) => [f.store.id, f.cashpoints.map((c) => c.posId)])).toEqual([['1001', ['12']]]);
  });

  it('finds nothing for an unknown text', () => {
    expect(filterStores(index, 'xyz')).toEqual([]);
  });
});

describe('tree rows', () => {
  it('lists a store and, when open, its registers with their positions', () => {
    const rows = flattenTree(filterStores(index, ''), (key) => key === 's:1001');
    expect(rows.map((r) => r.key)).toEqual(['s:1001', 'c:1001:1', 'c:1001:2', 'c:1001:12', 's:1002', 's:2100']);
    expect([rows[3]!.posinset, rows[3]!.setsize, rows[3]!.level]).toEqual([3, 3, 2]);
    expect([rows[4]!.posinset, rows[4]!.setsize, rows[4]!.level]).toEqual([2, 3, 1]);
    expect(rows[0]!.expanded).toBe(true);
    expect(rows[4]!.expanded).toBe(false);
    // A store without registers is a leaf.
    expect(rows[5]!.expanded).toBeUndefined();
  });

  it('derives the store state from its offline registers', () => {
    expect(storeState(store('1', null, ['1', '2'], 0))).toBe('online');
    expect(storeState(store('1', null, ['1', '2'], 1))).toBe('partial');
    expect(storeState(store('1', null, ['1', '2'], 2))).toBe('offline');
    expect(storeState(store('1', null, []))).toBe('empty');
  });
});
