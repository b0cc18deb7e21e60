import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../../testing/msw';
import { renderAt } from '../../testing/render';
import { CalendarImportDialog } from './CalendarImportDialog';

const server = setupMswServer();

const badLine = 'Zeile 3: Die Zeitzone „Europe/Berlinn“ ist unbekannt (z. B. Europe/Berlin).';

/**
 * A server that refuses the file while `bad.file` says so, as the import refuses a bad line, and
 * counts two stores otherwise. (jsdom's File does not pass into Node's FormData with its content,
 * so the fake reads the fields only; the real import of a file is the e2e test's.)
 */
function fakeServer() {
  const calls: { dryRun: string | null; contextId: string | null }[] = [];
  const bad = { file: true };
  server.use(
    http.post('/api/frontend/store-calendar/import', async ({ request }) => {
      // Read as sent: the multipart body, its fields before the file.
      const raw = await request.text();
      const field = (name: string) => new RegExp(`name="${name}"\r\n\r\n([^\r]*)`).exec(raw)?.[1] ?? null;
      calls.push({ dryRun: field('dryRun'), contextId: field('contextId') });
      if (bad.file)
        return HttpResponse.json(
          {
            message: 'Die Datei hat 1 fehlerhafte Zeile; es wurde nichts geändert.',
            lines: [{ line: 3, message: 'Die Zeitzone „Europe/Berlinn“ ist unbekannt (z. B. Europe/Berlin).' }],
          },
          { status: 400 },
        );
      return HttpResponse.json({ stores: 2 });
    }),
  );
  return { calls, bad };
}

const csv = (zone: string) =>
  new File([`Filiale;Zeitzone\n1;Europe/Berlin\n2;${zone}\n`], 'oeffnungszeiten.csv', { type: 'text/csv' });

describe('the CSV import of store calendars', () => {
  it('lists each bad line by its number, imports nothing, then imports the fixed file', async () => {
    const { calls, bad } = fakeServer();
    const onClose = jest.fn();
    const user = userEvent.setup();
    const { store } = renderAt(<CalendarImportDialog contextId="NORDMARKT" onClose={onClose} />);
    const importButton = screen.getByRole('button', { name: 'Importieren' });

    await user.upload(screen.getByLabelText('CSV-Datei (; getrennt, UTF-8)'), csv('Europe/Berlinn'));
    await user.click(screen.getByRole('button', { name: 'Prüfen' }));
    const errors = await screen.findByRole('list', { name: /fehlerhafte Zeile/ });
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([badLine]);
    expect(screen.getByText('Es wurde nichts geändert.')).toBeInTheDocument();
    expect(importButton).toBeDisabled();
    expect(calls.map((c) => c.dryRun)).toEqual(['true']);

    bad.file = false;
    await user.upload(screen.getByLabelText('CSV-Datei (; getrennt, UTF-8)'), csv('Atlantic/Canary'));
    expect(screen.queryByText(badLine)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Prüfen' }));
    expect(await screen.findByText('Die Datei ist in Ordnung: 2 Filialen werden geändert.')).toBeInTheDocument();
    await user.click(importButton);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.map((c) => [c.contextId, c.dryRun])).toEqual([
      ['NORDMARKT', 'true'],
      ['NORDMARKT', 'true'],
      ['NORDMARKT', 'false'],
    ]);
    expect(store.getState().toasts.map((t) => t.message)).toEqual(['2 Filialen importiert']);
  });

  it('ends a shortened list of bad lines with the count of the rest, not as a line of its own', async () => {
    const lines = Array.from({ length: 100 }, (_, i) => ({ line: i + 2, message: `Fehler ${i + 2}` }));
    server.use(
      http.post('/api/frontend/store-calendar/import', () =>
        HttpResponse.json(
          {
            message: '1.334 Zeilen der Datei sind fehlerhaft; es wurde nichts gespeichert.',
            lines,
            more: { lines: 1234, message: '… und 1.234 weitere Zeilen' },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderAt(<CalendarImportDialog contextId="NORDMARKT" onClose={jest.fn()} />);
    await user.upload(screen.getByLabelText('CSV-Datei (; getrennt, UTF-8)'), csv('x'));
    await user.click(screen.getByRole('button', { name: 'Prüfen' }));
    const errors = await screen.findByRole('list', { name: /1\.334 Zeilen der Datei sind fehlerhaft/ });
    const items = within(errors)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toHaveLength(101);
    expect(items[0]).toBe('Zeile 2: Fehler 2');
    expect(items[99]).toBe('Zeile 101: Fehler 101');
    expect(items[100]).toBe('… und 1.234 weitere Zeilen');
    expect(screen.getByText('Es wurde nichts geändert.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importieren' })).toBeDisabled();
  });
});
