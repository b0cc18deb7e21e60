import { act, renderHook } from '@testing-library/react';
import { cashpointCatalogue } from '../../../shared/reports/cashpointColumns';
import { storeCatalogue } from '../../../shared/reports/storeColumns';
import { useSelectedColumns } from './useSelectedColumns';

// The TSE columns (issue 50) and the store health columns (issue 51).
const byChoiceIds = cashpointCatalogue.columns.filter((c) => c.byChoice).map((c) => c.id);

describe('useSelectedColumns', () => {
  beforeEach(() => localStorage.clear());

  it('shows every column but those shown only by choice until the user picks', () => {
    const { result } = renderHook(() => useSelectedColumns('cashpointreport', cashpointCatalogue.columns));
    expect(byChoiceIds).toHaveLength(14);
    expect(result.current.requested).toContain('osName');
    for (const id of byChoiceIds) expect(result.current.requested).not.toContain(id);
  });

  it("shows the store report's master data columns (issue 51) only once picked", () => {
    const { result } = renderHook(() => useSelectedColumns('storereport', storeCatalogue.columns));
    expect(result.current.requested).toContain('pgsqlVersion');
    for (const id of ['masterDataPrices', 'masterDataPromotions', 'masterDataArticles'])
      expect(result.current.requested).not.toContain(id);
  });

  it('keeps a picked column by choice, in this browser', () => {
    const { result } = renderHook(() => useSelectedColumns('cashpointreport', cashpointCatalogue.columns));
    act(() => result.current.choose(['osName', 'tseDaysLeft']));
    expect(result.current.requested).toEqual(['osName', 'tseDaysLeft']);
    const again = renderHook(() => useSelectedColumns('cashpointreport', cashpointCatalogue.columns));
    expect(again.result.current.requested).toEqual(['osName', 'tseDaysLeft']);
  });
});
