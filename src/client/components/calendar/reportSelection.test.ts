import { reportSelectionOf } from './reportSelection';

describe("the register report's selection for a bulk change", () => {
  it('keeps the columns, the warnings switch and the filter values, not the page or the sort', () => {
    const args = {
      contextId: 'NORDMARKT',
      page: 3,
      size: 25,
      sortBy: 'posId',
      sortDirection: 'desc' as const,
      warningsOnly: true,
      columns: ['storeId', 'osName'],
      osName: 'Windows',
      storeId: '10',
    };
    expect(reportSelectionOf(args)).toEqual({
      columns: ['storeId', 'osName'],
      warningsOnly: true,
      filters: { osName: 'Windows', storeId: '10' },
    });
  });

  it('sends no warnings switch when it is off', () => {
    const args = { contextId: 'X', page: 1, size: 25, sortBy: 'storeId', sortDirection: 'asc' as const, columns: [] };
    expect(reportSelectionOf(args)).toEqual({ columns: [], filters: {} });
  });
});
