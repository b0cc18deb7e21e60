import { cashpointCatalogue } from '../../../shared/reports/cashpointColumns';
import { reportCsvHref, reportQueryArgs } from './reportQuery';
import type { ReportParams } from './useReportParams';

// The page passes its definition without its row type, as ContextReport does.
const definition = cashpointCatalogue as unknown as Parameters<typeof reportQueryArgs>[0];

const params = (filterValues: Record<string, string>, sortBy = 'storeId'): ReportParams => ({
  filterValues,
  warningsOnly: false,
  sortBy,
  sortDirection: 'asc',
  page: 2,
  size: 25,
});

describe('the report call of a page', () => {
  it('sends the filters and sort of the columns in view, and the chosen columns', () => {
    const args = reportQueryArgs(
      definition,
      params({ storeId: '10', osName: 'Linux', cashpointVersion: '5.1' }, 'osName'),
      ['osName'],
      'NORDMARKT',
    );
    expect(args).toEqual({
      contextId: 'NORDMARKT',
      page: 2,
      size: 25,
      sortBy: 'osName',
      sortDirection: 'asc',
      columns: ['osName'],
      storeId: '10',
      osName: 'Linux',
    });
    expect(reportCsvHref('/api/x.csv', args)).toBe(
      '/api/x.csv?contextId=NORDMARKT&sortBy=osName&sortDirection=asc&columns=osName&storeId=10&osName=Linux',
    );
  });

  it("passes a rollout's wave from the page's URL to the call and its CSV link", () => {
    const args = reportQueryArgs(definition, { ...params({}), rollout: 'ro-1', wave: 2 }, [], 'NORDMARKT');
    expect(args).toMatchObject({ rollout: 'ro-1', wave: 2 });
    expect(reportCsvHref('/api/x.csv', args)).toBe(
      '/api/x.csv?contextId=NORDMARKT&sortBy=storeId&sortDirection=asc&rollout=ro-1&wave=2&columns=',
    );
  });

  it('leaves out a choice the select does not offer and cuts a text to what the server takes', () => {
    const args = reportQueryArgs(
      definition,
      params({ osName: 'Solaris', posType: 'K'.repeat(300) }),
      ['osName'],
      'NORDMARKT',
    );
    expect(args.osName).toBeUndefined();
    expect(args.posType).toBe('K'.repeat(200));
  });
});
