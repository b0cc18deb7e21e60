import { act, renderHook } from '@testing-library/react';
import { cashpointCatalogue } from '../../../shared/reports/cashpointColumns';
import { useSelectedColumns } from './useSelectedColumns';

const tseIds = cashpointCatalogue.columns.filter((c) => c.byChoice).map((c) => c.id);

describe('useSelectedColumns', () => {
  beforeEach(() => localStorage.clear());

  it('shows every column but those shown only by choice until the user picks', () => {
    const { result } = renderHook(() => useSelectedColumns('cashpointreport', cashpointCatalogue.columns));
    expect(tseIds).toHaveLength(8);
    expect(result.current.requested).toContain('osName');
    for (const id of tseIds) expect(result.current.requested).not.toContain(id);
  });

  it('keeps a picked column by choice, in this browser', () => {
    const { result } = renderHook(() => useSelectedColumns('cashpointreport', cashpointCatalogue.columns));
    act(() => result.current.choose(['osName', 'tseDaysLeft']));
    expect(result.current.requested).toEqual(['osName', 'tseDaysLeft']);
    const again = renderHook(() => useSelectedColumns('cashpointreport', cashpointCatalogue.columns));
    expect(again.result.current.requested).toEqual(['osName', 'tseDaysLeft']);
  });
});
