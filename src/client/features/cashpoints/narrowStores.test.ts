import type { CashpointTreeItem, StoreNode } from '../../api/cashpoints';
import { filterStores, buildSearchIndex, narrowStores } from './treeRows';

// The tree's `show` narrowing, as the start page's links open it: what each count counted.

const register = (storeId: string, posId: string, offline: boolean): CashpointTreeItem => ({
  uid: `c${storeId}-${posId}`,
  posId,
  storeId,
  offline,
  currentVersionTag: null,
  updated: true,
});
const store = (id: string, cashpoints: CashpointTreeItem[]) =>
  ({ id, name: `Filiale ${id}`, uid: `s${id}`, cashpoints, numberOfOfflineChildren: 0 }) as unknown as StoreNode;

const stores = [
  store('1', [register('1', '1', false), register('1', '2', true)]),
  store('2', [register('2', '1', false)]),
  store('3', [register('3', '1', false), register('3', '2', false)]),
];
const all = filterStores(buildSearchIndex(stores), '');
const marks = {
  waitingStoreUids: new Set(['s2']),
  maintenanceStoreUids: new Map([['s3', {}]]),
  maintenanceCashpointUids: new Map([['c1-1', {}]]),
};
const shown = (show: Parameters<typeof narrowStores>[1]) =>
  narrowStores(all, show, marks).map((f) => [f.store.id, f.cashpoints.map((c) => c.posId)]);

describe('narrowStores', () => {
  it('keeps every store without a show', () => {
    expect(shown(undefined)).toHaveLength(3);
  });
  it('shows only the offline registers, under their stores', () => {
    expect(shown('offline')).toEqual([['1', ['2']]]);
  });
  it('shows a store in maintenance whole, and of another store only its registers in maintenance', () => {
    expect(shown('maintenance')).toEqual([
      ['1', ['1']],
      ['3', ['1', '2']],
    ]);
  });
  it('shows the stores waiting for their window', () => {
    expect(shown('waiting')).toEqual([['2', ['1']]]);
  });
});
