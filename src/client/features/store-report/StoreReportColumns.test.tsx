import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { renderAt, sessionFixture } from '../../testing/render';
import { storeColumns } from '../../../shared/reports/storeColumns';
import { StoreReportPage } from './StoreReportPage';
import {
  server,
  allChecks,
  rows,
  serve,
  route,
  bodyRows,
  headerTexts,
  openColumnMenu,
  columnBox,
} from './storeReportKit';
import { useFakeClock } from '../../testing/fakeClock';

beforeEach(() => localStorage.clear());

/** The columns the menu counts: the fixed Marktnr. and one per check (the disabled ones are listed, not counted). */
const choosable = storeColumns.filter((c) => !c.disabled).length;

describe('store report page: column choice, saved column filters and widths', () => {
  it("cuts the columns, the column menu and a stored choice to the context's visibleStoreCheckIds", async () => {
    localStorage.setItem(
      'reports.storereport.columns',
      JSON.stringify(['storeVersion', 'pgsqlVersion', 'update', 'sigmabackup']),
    );
    const visible: Record<string, string[]> = {
      NORDMARKT: ['lastHeartbeat', 'pgsqlVersion', 'update', 'storeVersion'],
      SUEDKAUF: allChecks,
    };
    server.use(
      http.get('/api/frontend/reports/storeagent-report', ({ request }) => {
        const contextId = new URL(request.url).searchParams.get('contextId')!;
        return HttpResponse.json({ storeAgents: rows, visibleStoreCheckIds: visible[contextId] });
      }),
    );
    const user = userEvent.setup();
    renderAt(<StoreReportPage />, route);
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    // The stored choice holds no heartbeat; the context shows no backup, although it is stored.
    expect(headerTexts()).toEqual([
      ['Marktnr.', 'WWS-Checks', 'System-Checks', 'Dienste-Checks'],
      ['STORE', 'STORE-Update', 'Verschiedenes'],
      ['Version', 'PostgreSQL-Version'],
    ]);
    expect(screen.getByRole('button', { name: /^Spalten \(/ })).toHaveTextContent('Spalten (4 von 5)');
    expect(screen.getByLabelText('Letztes Update erfolgreich')).toBeInTheDocument();
    expect(screen.queryByLabelText('Letzte Datensicherung erfolgreich')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Tagesabschluss aktiv')).not.toBeInTheDocument();
    await openColumnMenu(user);
    expect(columnBox('Heartbeat')).not.toBeChecked();
    expect(screen.queryByLabelText('System-Checks Datensicherung')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('STORE Lizenz')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Alle selektieren' }));
    expect(headerTexts()[0]).toEqual(['Marktnr.', 'Heartbeat', 'WWS-Checks', 'System-Checks', 'Dienste-Checks']);
    expect(screen.getByRole('button', { name: /^Spalten \(/ })).toHaveTextContent('Spalten (5 von 5)');

    // A context that shows every column finds the same choice, not more.
    await user.selectOptions(screen.getByLabelText('Kontext'), 'SUEDKAUF');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Spalten \(/ })).toHaveTextContent(`Spalten (5 von ${choosable})`),
    );
    expect(headerTexts()[2]).toEqual(['Version', 'PostgreSQL-Version']);
  });

  it('saves the chosen columns as a store-report column filter and says so', async () => {
    serve();
    const saved: unknown[] = [];
    server.use(
      http.post('/api/frontend/users/saveColumnFilters', async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    const cashpointFilter = { tablename: 'cashpointreport' as const, name: 'OS', columns: ['osName'] };
    const { store } = renderAt(<StoreReportPage />, route, { ...sessionFixture, columnFilters: [cashpointFilter] });
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    // The register report's filters are not offered here.
    expect(screen.queryByRole('option', { name: 'OS' })).not.toBeInTheDocument();
    await openColumnMenu(user);
    await user.click(screen.getByRole('button', { name: 'Alle deselektieren' }));
    await user.click(columnBox('System-Checks Datensicherung'));
    await user.click(columnBox('Verschiedenes PostgreSQL-Version'));
    await user.click(screen.getByRole('button', { name: 'Spalten-Filter speichern' }));
    await user.type(screen.getByLabelText('Name'), 'Backup');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(store.getState().toasts).toContainEqual(
        expect.objectContaining({ variant: 'success', message: 'Filter wurde erfolgreich gespeichert' }),
      ),
    );
    expect(saved).toEqual([
      {
        columnFilters: [
          cashpointFilter,
          { tablename: 'storereport', name: 'Backup', columns: ['sigmabackup', 'pgsqlVersion'] },
        ],
      },
    ]);
    expect(screen.getByLabelText('Spalten-Filter')).toHaveValue('Backup');
  });

  it('deletes a saved column filter after asking, and warns when that fails', async () => {
    serve();
    const replies = [400, 200];
    const saved: unknown[] = [];
    server.use(
      http.post('/api/frontend/users/saveColumnFilters', async ({ request }) => {
        saved.push(await request.json());
        const status = replies.shift()!;
        return HttpResponse.json(status === 200 ? { ok: true } : {}, { status });
      }),
    );
    const user = userEvent.setup();
    const { store } = renderAt(<StoreReportPage />, route, {
      ...sessionFixture,
      columnFilters: [{ tablename: 'storereport', name: 'Dienste', columns: ['dutiserv', 'dzuska28'] }],
    });
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    await user.selectOptions(screen.getByLabelText('Spalten-Filter'), 'Dienste');
    expect(headerTexts()).toEqual([['Marktnr.', 'Dienste-Checks'], ['STORE-Dienste'], ['dutiserv', 'dzuska28']]);

    await user.click(screen.getByRole('button', { name: 'Spalten-Filter löschen' }));
    expect(screen.getByText('Wollen Sie den Spalten-Filter Dienste wirklich löschen?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ja' }));
    await waitFor(() =>
      expect(store.getState().toasts).toContainEqual(
        expect.objectContaining({ variant: 'warning', message: 'Filter konnte nicht gelöscht werden' }),
      ),
    );
    expect(screen.getByLabelText('Spalten-Filter')).toHaveValue('Dienste');

    await user.click(screen.getByRole('button', { name: 'Spalten-Filter löschen' }));
    await user.click(screen.getByRole('button', { name: 'Ja' }));
    await waitFor(() =>
      expect(store.getState().toasts).toContainEqual(
        expect.objectContaining({ variant: 'success', message: 'Filter wurde erfolgreich gelöscht' }),
      ),
    );
    expect(saved).toEqual([{ columnFilters: [] }, { columnFilters: [] }]);
    expect(screen.queryByRole('option', { name: 'Dienste' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Spalten-Filter')).toHaveValue('');
  });

  it('warns when a column width cannot be saved', async () => {
    serve();
    server.use(http.post('/api/frontend/users/saveColumnWidths', () => HttpResponse.json({}, { status: 400 })));
    const user = userEvent.setup();
    const { store } = renderAt(<StoreReportPage />, route);
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    const handle = screen.getByRole('separator', { name: 'Breite der Spalte Marktnr.' });
    expect(handle).toHaveAttribute('aria-valuenow', '200');
    handle.focus();
    await user.keyboard('{ArrowRight}');
    expect(handle).toHaveAttribute('aria-valuenow', '210');
    await waitFor(() =>
      expect(store.getState().toasts).toContainEqual(
        expect.objectContaining({ variant: 'warning', message: 'Spaltenbreite konnte nicht gespeichert werden' }),
      ),
    );
  });

  it('keeps both widths when a second column is resized before the first save returns', async () => {
    serve();
    const bodies: unknown[] = [];
    let release = () => undefined as void;
    const firstHeld = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('/api/frontend/users/saveColumnWidths', async ({ request }) => {
        bodies.push(await request.json());
        if (bodies.length === 1) await firstHeld;
        return HttpResponse.json({ ok: true });
      }),
    );
    const { user, pass } = useFakeClock();
    const { store } = renderAt(<StoreReportPage />, route);
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    screen.getByRole('separator', { name: 'Breite der Spalte Marktnr.' }).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(bodies).toHaveLength(1));
    screen.getByRole('separator', { name: 'Breite der Spalte Heartbeat' }).focus();
    await user.keyboard('{ArrowRight}');
    // The second width is set (its 400 ms wait is over) while the first save still hangs.
    pass(600);
    release();
    await waitFor(() => expect(bodies).toHaveLength(2));
    const widths = (body: unknown) =>
      (body as { columnWidths: { tablename: string; widths: Record<string, number> }[] }).columnWidths.find(
        (w) => w.tablename === 'storereport',
      )?.widths;
    expect(widths(bodies[1])).toEqual({ storeName: 210, lastHeartbeat: 185 });
    await waitFor(() =>
      expect(store.getState().session.data?.columnWidths.find((w) => w.tablename === 'storereport')?.widths).toEqual({
        storeName: 210,
        lastHeartbeat: 185,
      }),
    );
  });
});
