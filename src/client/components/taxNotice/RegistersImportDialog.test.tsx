import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../../testing/msw';
import { renderAt } from '../../testing/render';
import { RegistersImportDialog } from './RegistersImportDialog';

const server = setupMswServer();

describe("the import of the registers' CSV", () => {
  it('lists each bad line with its field, imports nothing, then imports the checked file', async () => {
    const dryRuns: (string | null)[] = [];
    const bad = { file: true };
    server.use(
      http.post('/api/frontend/fiscal/registers/import', async ({ request }) => {
        const raw = await request.text();
        dryRuns.push(/name="dryRun"\r\n\r\n([^\r]*)/.exec(raw)?.[1] ?? null);
        if (bad.file)
          return HttpResponse.json(
            {
              message: '1 Zeile der Datei ist fehlerhaft; es wurde nichts gespeichert.',
              lines: [{ line: 3, message: 'Anschaffungsdatum: darf nicht nach heute (12.01.2027) liegen.' }],
            },
            { status: 400 },
          );
        return HttpResponse.json({ registers: 2 });
      }),
    );
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderAt(<RegistersImportDialog contextId="NORDMARKT" onClose={onClose} />);
    const file = new File(['Filiale;Kasse\n'], 'kassen.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('CSV-Datei (wie der Export)'), file);
    await user.click(screen.getByRole('button', { name: 'Prüfen' }));
    const errors = await screen.findByRole('list', { name: /fehlerhaft/ });
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Zeile 3: Anschaffungsdatum: darf nicht nach heute (12.01.2027) liegen.']);
    expect(screen.getByRole('button', { name: 'Importieren' })).toBeDisabled();

    bad.file = false;
    await user.click(screen.getByRole('button', { name: 'Prüfen' }));
    expect(await screen.findByText('Die Datei ist in Ordnung: 2 Kassen werden geändert.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Importieren' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(dryRuns).toEqual(['true', 'true', 'false']);
  });
});
