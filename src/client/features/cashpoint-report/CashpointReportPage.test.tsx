import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAt, sessionFixture } from '../../testing/render';
import { CashpointReportPage } from './CashpointReportPage';
import { useFakeClock } from '../../testing/fakeClock';
import { bodyRows, firstCells, serve, server } from './cashpointReportKit';

describe('register report page', () => {
  it('shows the rows sorted by store, only the columns the context shows, coloured by the rules', async () => {
    const queries = serve();
    renderAt(<CashpointReportPage />, '/frontend/cashpoint-report?contextId=NORDMARKT');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(queries.map((q) => q.get('contextId'))).toEqual(['NORDMARKT']);
    expect(firstCells()).toEqual(['1002', '1002', '1010']);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼]/g, ''));
    expect(headers).toEqual(['Filiale', 'Kasse', 'Typ', 'Kassenversion', 'TSE-Server Version', 'Betriebssystem']);
    // The offline register is red throughout; the missing TSE version only in its cell.
    const offline = within(bodyRows()[0]!).getAllByRole('cell');
    expect(offline.every((c) => c.dataset.level === 'error')).toBe(true);
    const missingTse = within(bodyRows()[1]!).getAllByRole('cell');
    expect(missingTse.map((c) => c.dataset.level)).toEqual(['ok', 'ok', 'ok', 'ok', 'error', 'ok']);
    expect(screen.getByRole('heading', { level: 1, name: 'Kassen-Auswertung' })).toHaveClass('visually-hidden');
  });

  it('reads filters and the warnings switch from the URL and writes changes back', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderAt(
      <CashpointReportPage />,
      '/frontend/cashpoint-report?contextId=NORDMARKT&osName=Windows',
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByLabelText('Betriebssystem')).toHaveValue('Windows');
    await user.selectOptions(screen.getByLabelText('Betriebssystem'), '');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    await user.click(screen.getByLabelText('Nur mit Warnungen'));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(router.state.location.search).toContain('warningsOnly=true');
    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(router.state.location.search).not.toContain('warningsOnly');
  });

  it('scrolls back to the top when the order changes', async () => {
    serve();
    const user = userEvent.setup();
    renderAt(<CashpointReportPage />, '/frontend/cashpoint-report?contextId=NORDMARKT');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    const scroller = document.querySelector<HTMLElement>('.report-scroll')!;
    scroller.scrollTop = 120;
    await user.click(within(screen.getByRole('columnheader', { name: /Kassenversion/ })).getAllByRole('button')[0]!);
    await waitFor(() => expect(scroller.scrollTop).toBe(0));
  });

  it('reset also drops a text filter still being typed', async () => {
    serve();
    const { user, pass } = useFakeClock();
    const { router } = renderAt(<CashpointReportPage />, '/frontend/cashpoint-report?contextId=NORDMARKT');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    const kasse = screen.getByRole('searchbox', { name: 'Kasse' });
    await user.type(kasse, '99');
    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    expect(screen.getByRole('searchbox', { name: 'Kasse' })).toHaveValue('');
    // Longer than the 500 ms wait: the typed text must not arrive after the reset.
    pass(700);
    expect(router.state.location.search).not.toContain('posId');
    expect(bodyRows()).toHaveLength(3);
  });

  it('saves the chosen columns as a column filter, asking before it overwrites one', async () => {
    serve();
    const saved: unknown[] = [];
    server.use(
      http.post('/api/frontend/users/saveColumnFilters', async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    const { store } = renderAt(<CashpointReportPage />, '/frontend/cashpoint-report?contextId=NORDMARKT', {
      ...sessionFixture,
      columnFilters: [{ tablename: 'cashpointreport', name: 'OS', columns: ['osName'] }],
    });
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: /^Spalten \(/ }));
    await user.click(screen.getByRole('button', { name: 'Alle deselektieren' }));
    await user.click(screen.getByLabelText('Kassenversion', { selector: 'input[type=checkbox]' }));
    await user.click(screen.getByRole('button', { name: 'Spalten-Filter speichern' }));
    await user.type(screen.getByLabelText('Name'), 'OS');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('Dieser Name existiert bereits! Wollen Sie den Filter wirklich überschreiben?'),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Ja' }));
    await waitFor(() =>
      expect(store.getState().toasts.map((t) => t.message)).toContain('Filter wurde erfolgreich gespeichert'),
    );
    expect(saved).toEqual([
      { columnFilters: [{ tablename: 'cashpointreport', name: 'OS', columns: ['cashpointVersion'] }] },
    ]);
    expect(screen.getByLabelText('Spalten-Filter')).toHaveValue('OS');
  });

  it('warns when a column filter cannot be saved and keeps the list as it was', async () => {
    serve();
    server.use(http.post('/api/frontend/users/saveColumnFilters', () => HttpResponse.json({}, { status: 400 })));
    const user = userEvent.setup();
    const { store } = renderAt(<CashpointReportPage />, '/frontend/cashpoint-report?contextId=NORDMARKT');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Spalten-Filter speichern' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte einen gütligen Namen eingeben!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Neu');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(store.getState().toasts).toContainEqual(
        expect.objectContaining({ variant: 'warning', message: 'Filter konnte nicht gespeichert werden' }),
      ),
    );
    expect(store.getState().session.data?.columnFilters).toEqual([]);
    expect(screen.queryByRole('option', { name: 'Neu' })).not.toBeInTheDocument();
  });
});
