import { formatSelection, nodeKey, parseSelection } from './selectionHash';

describe('selection in the URL hash', () => {
  it('round-trips context, store and register joined by &', () => {
    expect(formatSelection({ contextId: 'NORDMARKT', storeId: '1001', posId: '3' })).toBe('#NORDMARKT&1001&3');
    expect(parseSelection('#NORDMARKT&1001&3')).toEqual({ contextId: 'NORDMARKT', storeId: '1001', posId: '3' });
    expect(parseSelection('#NORDMARKT&1001')).toEqual({ contextId: 'NORDMARKT', storeId: '1001' });
  });

  it('ignores anything that is not a selection', () => {
    for (const hash of ['', '#', '#NORDMARKT', '#NORDMARKT&abc', '#N&1&x', '#N&1&2&3']) {
      expect(parseSelection(hash)).toBeUndefined();
    }
  });

  it('gives stores and registers distinct node keys', () => {
    expect(nodeKey('1001')).not.toBe(nodeKey('1001', '1'));
  });
});
