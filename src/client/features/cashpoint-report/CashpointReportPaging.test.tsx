import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { cashpointCatalogue } from '../../../shared/reports/cashpointColumns';
import { cashpointChecks } from '../../../shared/reports/checks';
import { renderAt } from '../../testing/render';
import { CashpointReportPage } from './CashpointReportPage';
import { bodyRows, defaultVisible, firstCells, reportPath, row, serve, server } from './cashpointReportKit';

// The page asks the server for the page it shows; these tests look at what it asks and shows.

/** 30 registers, stores 1001 to 1030; every third runs Windows. */
const many = Array.from({ length: 30 }, (_, i) =>
  row(String(1001 + i), '1', { osName: i % 3 === 0 ? 'Windows' : 'Linux' }),
);
const stores = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
/** Every optional register column (one check each) but those shown by choice: nothing chosen yet. */
const byChoice = new Set(cashpointCatalogue.columns.filter((c) => c.byChoice).map((c) => c.id));
const allColumns = cashpointChecks
  .map((c) => c.id)
  .filter((id) => !byChoice.has(id))
  .join(',');
const route = (query = '') => `/frontend/cashpoint-report?contextId=NORDMARKT${query}`;
const last = (queries: URLSearchParams[]) => Object.fromEntries(queries[queries.length - 1]!);
const csvLink = () => screen.getByRole('link', { name: 'CSV exportieren' });

describe('register report page, paged on the server', () => {
  it('asks for page 2 with its sort and columns after a click on the pager, and shows that page', async () => {
    const queries = serve(defaultVisible, many);
    const user = userEvent.setup();
    const { router } = renderAt(<CashpointReportPage />, route());
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    expect(last(queries)).toEqual({
      contextId: 'NORDMARKT',
      page: '1',
      size: '25',
      sortBy: 'storeId',
      sortDirection: 'asc',
      columns: allColumns,
    });
    await user.click(screen.getByRole('button', { name: 'Seite 2' }));
    await waitFor(() => expect(firstCells()).toEqual(stores(1026, 1030)));
    expect(last(queries)).toMatchObject({ page: '2', size: '25', sortBy: 'storeId', sortDirection: 'asc' });
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    expect(screen.getByText('26–30 von 30')).toBeInTheDocument();
  });

  it('sends a changed filter and goes back to page 1', async () => {
    const queries = serve(defaultVisible, many);
    const user = userEvent.setup();
    renderAt(<CashpointReportPage />, route('&page=2&size=10'));
    await waitFor(() => expect(firstCells()).toEqual(stores(1011, 1020)));
    await user.selectOptions(screen.getByLabelText('Betriebssystem'), 'Linux');
    const linux = ['1002', '1003', '1005', '1006', '1008', '1009', '1011', '1012', '1014', '1015'];
    await waitFor(() => expect(firstCells()).toEqual(linux));
    expect(last(queries)).toMatchObject({ osName: 'Linux', page: '1', size: '10' });
    // A text filter is sent once its wait is over, also from page 1.
    await user.click(screen.getByRole('button', { name: 'Seite 2' }));
    await waitFor(() => expect(last(queries)).toMatchObject({ page: '2' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filiale' }), '102');
    await waitFor(() => expect(firstCells()).toEqual(['1020', '1021', '1023', '1024', '1026', '1027', '1029']));
    expect(last(queries)).toMatchObject({ osName: 'Linux', storeId: '102', page: '1' });
  });

  it('links the CSV export to the server with the filters, sort, switch and columns, without paging', async () => {
    serve(defaultVisible, many);
    const user = userEvent.setup();
    renderAt(
      <CashpointReportPage />,
      route('&osName=Windows&warningsOnly=true&sortBy=posId&sortDirection=desc&page=2'),
    );
    await waitFor(() => expect(csvLink()).toHaveAttribute('href'));
    const href = new URL(csvLink().getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/api/frontend/reports/cashpoint-report.csv');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      contextId: 'NORDMARKT',
      sortBy: 'posId',
      sortDirection: 'desc',
      warningsOnly: 'true',
      columns: allColumns,
      osName: 'Windows',
    });
    expect(csvLink()).toHaveAttribute('download', 'kassen-auswertung-NORDMARKT.csv');
    // Without the OS column its filter no longer counts, in the table and in the file.
    await user.click(screen.getByRole('button', { name: /^Spalten \(/ }));
    await user.click(screen.getByLabelText('Betriebssystem', { selector: 'input[type=checkbox]' }));
    const after = new URL(csvLink().getAttribute('href')!, 'http://localhost').searchParams;
    expect(after.get('columns')).toBe('cashpointVersion,tseServerVersion');
    expect(after.has('osName')).toBe(false);
  });

  it('shows the total and warning count of the reply, and pages by the reply’s total', async () => {
    const pages: string[] = [];
    server.use(
      http.get(reportPath, ({ request }) => {
        pages.push(new URL(request.url).searchParams.get('page')!);
        return HttpResponse.json({
          cashpoints: many.slice(0, 25),
          visibleCashpointCheckIds: defaultVisible,
          total: 1234,
          warningCount: 56,
          page: 3,
        });
      }),
    );
    const user = userEvent.setup();
    renderAt(<CashpointReportPage />, route('&page=3'));
    expect(await screen.findByText('1234 Zeilen, davon 56 mit Warnungen')).toBeInTheDocument();
    expect(screen.getByText('51–75 von 1234')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Letzte Seite' }));
    await waitFor(() => expect(pages).toEqual(['3', '50']));
  });

  it('keeps the page on screen while the next one loads, but never shows another context’s rows', async () => {
    let release = () => {};
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(reportPath, async ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push(query);
        // Every call after the first waits until the test lets it through.
        if (queries.length > 1) await new Promise<void>((resolve) => (release = resolve));
        const south = query.get('contextId') === 'SUEDKAUF';
        const page = Number(query.get('page'));
        const cashpoints = south ? [row('2001', '1')] : many.slice((page - 1) * 25, page * 25);
        return HttpResponse.json({
          cashpoints,
          visibleCashpointCheckIds: defaultVisible,
          total: south ? 1 : 30,
          warningCount: 0,
          page,
        });
      }),
    );
    const user = userEvent.setup();
    renderAt(<CashpointReportPage />, route());
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    await user.click(screen.getByRole('button', { name: 'Seite 2' }));
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(firstCells()).toEqual(stores(1001, 1025));
    release();
    await waitFor(() => expect(firstCells()).toEqual(stores(1026, 1030)));

    await user.selectOptions(screen.getByLabelText('Kontext'), 'SUEDKAUF');
    await waitFor(() => expect(queries).toHaveLength(3));
    expect(screen.queryByTitle('1026')).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(firstCells()).toEqual(['2001']));
  });
});
