import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { entry, fakeAuditServer, renderPage, server } from './auditLogKit';

const table = () => screen.getByRole('table', { name: 'Protokolleinträge' });
const rowOf = (text: string) => within(table()).getByText(text).closest('tr')!;

describe('AuditLogPage', () => {
  it('lists the newest entries first with time, user, address, context and a German sentence', async () => {
    const calls = fakeAuditServer();
    renderPage();
    const row = rowOf(
      await screen.findByText('Otto Operator hat Update kasse-5.14.0.zip archiviert').then((e) => e.textContent!),
    );
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '20.11.2026 09:15:30',
      'Otto Operatoroperator',
      '10.0.0.7',
      'Nordmarkt GmbH',
      'Otto Operator hat Update kasse-5.14.0.zip archiviert',
      'Details anzeigen',
    ]);
    expect(within(rowOf('Anna Admin hat Benutzer kassierer geändert')).getAllByRole('cell')[3]).toHaveTextContent('–');
    expect(Object.fromEntries(calls[0]!)).toEqual({ page: '1', size: '20', sortBy: 'time', sortDirection: 'desc' });
    expect(screen.getByText('1–20 von 42')).toBeInTheDocument();
  });

  it('names the API token a change was made with, under the sentence and in the details', async () => {
    fakeAuditServer({
      entries: [entry(4, { user: 'nightly-export', userName: null, token: 'Nightly (kk_Ab12Cd34)', changes: [] })],
      total: 1,
    });
    const { user } = renderPage();
    const row = (await screen.findByText('über API-Token Nightly (kk_Ab12Cd34)')).closest('tr')!;
    expect(within(row).getAllByRole('cell')[4]).toHaveTextContent(
      'nightly-export hat Update kasse-5.14.0.zip archiviertüber API-Token Nightly (kk_Ab12Cd34)',
    );
    await user.click(within(row).getByRole('button', { name: 'Details anzeigen' }));
    expect(document.getElementById('audit-changes-4')).toHaveTextContent('API-Token: Nightly (kk_Ab12Cd34)');
  });

  it('shows a loading state, then the empty state in German', async () => {
    server.use(
      http.get('/api/frontend/audit-log', async () => {
        await delay(50);
        return HttpResponse.json({ entries: [], total: 0 });
      }),
    );
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …');
    expect(await screen.findByRole('cell', { name: 'Keine Einträge gefunden.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Details anzeigen' })).not.toBeInTheDocument();
  });

  it('opens the before/after view of a row by keyboard and closes it again', async () => {
    fakeAuditServer();
    const { user } = renderPage();
    const row = rowOf(
      await screen.findByText('Anna Admin hat Benutzer kassierer geändert').then((e) => e.textContent!),
    );
    const button = within(row).getByRole('button', { name: 'Details anzeigen' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{Enter}');
    const changes = screen.getByRole('table', { name: 'Änderungen des Eintrags vom 19.11.2026 16:00:00' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Details ausblenden');
    expect(
      within(changes)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['FeldVorherNachher', 'NachnameMeierMayer', 'Passwortgeändert (nicht angezeigt)']);
    await user.keyboard(' ');
    expect(screen.queryByRole('table', { name: /Änderungen des Eintrags/ })).not.toBeInTheDocument();
  });

  it('shows values in the console wording: flags as ja/nein, an unset value as a dash', async () => {
    fakeAuditServer();
    const { user } = renderPage();
    const row = rowOf(
      await screen.findByText('Otto Operator hat Update kasse-5.14.0.zip archiviert').then((e) => e.textContent!),
    );
    await user.click(within(row).getByRole('button', { name: 'Details anzeigen' }));
    const changes = screen.getByRole('table', { name: /Änderungen des Eintrags vom 20.11.2026/ });
    expect(within(changes).getByRole('row', { name: 'Archiviert nein ja' })).toBeInTheDocument();
  });

  it('names the object of an entry without field changes and says that none were recorded', async () => {
    fakeAuditServer({ entries: [entry(3, { changes: [] })], total: 1 });
    const { user } = renderPage();
    const row = rowOf(
      await screen.findByText('Otto Operator hat Update kasse-5.14.0.zip archiviert').then((e) => e.textContent!),
    );
    await user.click(within(row).getByRole('button', { name: 'Details anzeigen' }));
    const details = document.getElementById('audit-changes-3')!;
    expect(details).toHaveTextContent('Objekt: Update kasse-5.14.0.zipupd-1');
    expect(details).toHaveTextContent('Keine Feldänderungen erfasst.');
    expect(within(details).queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks for the chosen page, page size and order', async () => {
    const calls = fakeAuditServer();
    const { user, router } = renderPage();
    await screen.findByText('Otto Operator hat Update kasse-5.14.0.zip archiviert');
    await user.click(screen.getByRole('button', { name: 'Seite 2' }));
    await waitFor(() => expect(calls.at(-1)?.get('page')).toBe('2'));
    await user.selectOptions(screen.getByLabelText('Einträge pro Seite'), '50');
    await waitFor(() => expect(calls.at(-1)?.get('size')).toBe('50'));
    expect(calls.at(-1)?.get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Nach Zeit sortieren' }));
    await waitFor(() => expect(calls.at(-1)?.get('sortDirection')).toBe('asc'));
    expect(calls.at(-1)?.get('sortBy')).toBe('time');
    await user.click(screen.getByRole('button', { name: 'Nach Benutzer sortieren' }));
    await waitFor(() => expect(calls.at(-1)?.get('sortBy')).toBe('user'));
    expect(calls.at(-1)?.get('sortDirection')).toBe('asc');
    expect(router.state.location.search).toContain('sortBy=user');
    expect(screen.getByRole('button', { name: 'Nach Benutzer sortieren' }).closest('th')).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });
});
