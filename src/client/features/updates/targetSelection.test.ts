import type { UpdateTargetStore } from '../../api/cashpoint-updates';
import { buildTargets, checkState, initiallyChecked, toggleGroup } from './targetSelection';

const stores: UpdateTargetStore[] = [
  {
    uid: 'st1',
    id: '1',
    name: 'Hafen',
    isChecked: true,
    cashpoints: [
      { uid: 'c11', posId: '1', isChecked: true },
      { uid: 'c12', posId: '2', isChecked: false },
    ],
  },
  { uid: 'st2', id: '2', name: null, isChecked: false, cashpoints: [{ uid: 'c21', posId: '1', isChecked: false }] },
];

describe('target selection', () => {
  it('takes registers as leaves for register updates and stores for store updates', () => {
    expect(buildTargets(stores, 'cashpoints').map((t) => t.leafUids)).toEqual([['c11', 'c12'], ['c21']]);
    expect(buildTargets(stores, 'stores').map((t) => [t.leafUids, t.children])).toEqual([
      [['st1'], []],
      [['st2'], []],
    ]);
    expect([...initiallyChecked(stores, 'cashpoints')]).toEqual(['c11']);
    expect([...initiallyChecked(stores, 'stores')]).toEqual(['st1']);
  });

  it('derives a group state from its leaves', () => {
    const checked = new Set(['c11']);
    expect(checkState(['c11', 'c12'], checked)).toBe('indeterminate');
    expect(checkState(['c11'], checked)).toBe('checked');
    expect(checkState(['c21'], checked)).toBe('unchecked');
    expect(checkState([], checked)).toBe('unchecked');
  });

  it('checks a partly checked group fully and clears a full one', () => {
    const all = ['c11', 'c12', 'c21'];
    const once = toggleGroup(new Set(['c11']), all);
    expect([...once].sort()).toEqual(all);
    expect([...toggleGroup(once, all)]).toEqual([]);
    expect([...toggleGroup(new Set(['c21']), ['c11', 'c12'])].sort()).toEqual(['c11', 'c12', 'c21']);
  });
});
