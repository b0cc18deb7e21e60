import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { formatDateTime } from '../../../shared/dates';
import { Toasts } from '../../components/Toasts';
import { setupMswServer } from '../../testing/msw';
import { renderAt, sessionFixture } from '../../testing/render';
import { threeUpdates } from '../../testing/updatesKit';
import { CashpointUpdatesPage, StoreUpdatesPage } from './UpdatesPages';

const server = setupMswServer();
const at = '/frontend/cashpoint-updates?contextId=NORDMARKT';

/** The list as the server gives it (archived only on request); records what was asked and posted. */
function fakeUpdates(base = 'cashpoint-updates') {
  const calls = { lists: [] as string[], posts: [] as { path: string; body: unknown }[] };
  server.use(
    http.get(`/api/frontend/${base}`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.lists.push(params.toString());
      const all = params.get('showArchivedUpdates') === 'true';
      return HttpResponse.json({ syncfiles: threeUpdates.filter((s) => all || !s.archived) });
    }),
    http.post(`/api/frontend/${base}/:action`, async ({ request, params }) => {
      calls.posts.push({ path: String(params.action), body: await request.json() });
      return HttpResponse.json({ ok: true });
    }),
  );
  return calls;
}

/** The page with the message area the app frame gives it. */
const page = (element = <CashpointUpdatesPage />) => (
  <>
    {element}
    <Toasts />
  </>
);

const row = (filename: string) => screen.getByRole('row', { name: new RegExp(filename.replace(/\./g, '\\.')) });
const withRights = (...rights: string[]) => ({ ...sessionFixture, rights });

describe('UpdatesPage', () => {
  it('lists the updates with their columns and status tags, without archived ones', async () => {
    const calls = fakeUpdates();
    renderAt(page(), at);
    expect(screen.getByRole('heading', { level: 1, name: 'Kassen-Updates' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'kasse-3.0.zip' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Reihenfolge',
      'Tag',
      'Paketname',
      'Status',
      'Kommentar',
      'Freigabezeitpunkt',
      'Datei',
      'Aktionen',
    ]);
    const top = within(row('kasse-3.0.zip'));
    expect(top.getByText('Test/Labor')).toHaveClass('bg-success');
    expect(top.getByRole('cell', { name: formatDateTime('2026-03-02T09:30:00Z') })).toBeInTheDocument();
    expect(top.getByRole('cell', { name: '2 kB' })).toBeInTheDocument();
    expect(within(row('kasse-2.0.zip')).getByText('Aktiv')).toHaveClass('bg-success');
    expect(within(row('kasse-2.0.zip')).getByRole('cell', { name: '3 MB' })).toBeInTheDocument();
    expect(screen.queryByText('kasse-1.0.zip')).not.toBeInTheDocument();
    expect(calls.lists).toEqual(['contextId=NORDMARKT&showArchivedUpdates=false']);
  });

  it('shows archived rows, marked, only with the archived switch on', async () => {
    const calls = fakeUpdates();
    const user = userEvent.setup();
    const { router } = renderAt(page(), at);
    await screen.findByRole('cell', { name: 'kasse-3.0.zip' });
    await user.click(screen.getByRole('switch', { name: 'Archivierte anzeigen' }));
    const archived = await screen.findByRole('row', { name: /kasse-1\.0\.zip/ });
    expect(archived).toHaveClass('update-archived');
    expect(within(archived).getByText('Archiviert')).toBeInTheDocument();
    expect(within(archived).getByText('Gelöscht')).toHaveClass('bg-danger');
    expect(router.state.location.search).toContain('showArchivedUpdates=true');
    expect(calls.lists).toContain('contextId=NORDMARKT&showArchivedUpdates=true');

    await user.click(screen.getByRole('switch', { name: 'Archivierte anzeigen' }));
    await waitFor(() => expect(screen.queryByText('kasse-1.0.zip')).not.toBeInTheDocument());
  });

  it('turns the archived view on with order editing and locks its switch meanwhile', async () => {
    fakeUpdates();
    const user = userEvent.setup();
    const { router } = renderAt(page(), at);
    await screen.findByRole('cell', { name: 'kasse-3.0.zip' });
    const archivedSwitch = screen.getByRole('switch', { name: 'Archivierte anzeigen' });
    expect(screen.queryByRole('button', { name: /nach oben verschieben/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Reihenfolge bearbeiten' }));
    expect(archivedSwitch).toBeChecked();
    expect(archivedSwitch).toBeDisabled();
    expect(router.state.location.search).toMatch(/editUpdateOrder=true/);
    expect(await screen.findByRole('cell', { name: 'kasse-1.0.zip' })).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Reihenfolge bearbeiten' }));
    expect(archivedSwitch).toBeEnabled();
    expect(archivedSwitch).toBeChecked();
  });

  it('disables move up on the top key and move down on key 1, and reports moves', async () => {
    const calls = fakeUpdates();
    const user = userEvent.setup();
    renderAt(page(), `${at}&editUpdateOrder=true`);
    await screen.findByRole('cell', { name: 'kasse-1.0.zip' });
    expect(screen.getByRole('button', { name: 'kasse-3.0.zip nach oben verschieben' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'kasse-3.0.zip nach unten verschieben' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'kasse-1.0.zip nach unten verschieben' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'kasse-1.0.zip nach oben verschieben' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'kasse-2.0.zip nach oben verschieben' }));
    expect(await screen.findByText('Update wurde nach oben verschoben')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'kasse-2.0.zip nach unten verschieben' }));
    expect(await screen.findByText('Update wurde nach unten verschoben')).toBeInTheDocument();
    expect(calls.posts).toEqual([
      { path: 'move-up', body: { contextId: 'NORDMARKT', filename: 'kasse-2.0.zip' } },
      { path: 'move-down', body: { contextId: 'NORDMARKT', filename: 'kasse-2.0.zip' } },
    ]);
  });

  it('shows the server message as a warning when a move is refused (409)', async () => {
    fakeUpdates();
    server.use(
      http.post('/api/frontend/cashpoint-updates/move-up', () =>
        HttpResponse.json({ message: 'Die Reihenfolge wurde inzwischen geändert.' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderAt(page(), `${at}&editUpdateOrder=true`);
    await user.click(await screen.findByRole('button', { name: 'kasse-2.0.zip nach oben verschieben' }));
    const toast = await screen.findByText('Die Reihenfolge wurde inzwischen geändert.');
    expect(toast.closest('.toast')).toHaveClass('bg-warning');
    expect(screen.queryByText('Update wurde nach oben verschoben')).not.toBeInTheDocument();
  });

  it.each([
    [
      'archive',
      'kasse-3.0.zip archivieren',
      'Wollen Sie das Update kasse-3.0.zip wirklich archivieren?',
      'Update erfolgreich archiviert.',
      { contextId: 'NORDMARKT', filename: 'kasse-3.0.zip', archive: true },
    ],
    [
      'archive',
      'Archivierung von kasse-1.0.zip aufheben',
      'Wollen Sie die Archivierung des Updates kasse-1.0.zip wirklich aufheben?',
      'Archivierung für das Update erfolgreich aufgehoben.',
      { contextId: 'NORDMARKT', filename: 'kasse-1.0.zip', archive: false },
    ],
    [
      'delete',
      'kasse-2.0.zip löschen',
      'Wollen Sie das Update kasse-2.0.zip wirklich löschen?',
      'Update erfolgreich gelöscht.',
      { contextId: 'NORDMARKT', filename: 'kasse-2.0.zip' },
    ],
  ])('asks before %s (%s) and reports success', async (path, button, question, success, body) => {
    const calls = fakeUpdates();
    const user = userEvent.setup();
    renderAt(page(), `${at}&showArchivedUpdates=true`);
    await user.click(await screen.findByRole('button', { name: button }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(question);
    await user.click(within(dialog).getByRole('button', { name: 'Nein' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.posts).toEqual([]);

    await user.click(screen.getByRole('button', { name: button }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText(success)).toBeInTheDocument();
    expect(calls.posts).toEqual([{ path, body }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a viewer only the detail action, no upload and no order editing', async () => {
    fakeUpdates();
    renderAt(page(), `${at}&editUpdateOrder=true`, withRights());
    await screen.findByRole('cell', { name: 'kasse-3.0.zip' });
    expect(screen.getByRole('button', { name: 'Details von kasse-3.0.zip öffnen' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /archivieren|löschen|verschieben|aufheben/ })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Reihenfolge bearbeiten' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Reihenfolge bearbeiten' })).not.toBeChecked();
    // The link's editUpdateOrder is ignored, so the archived switch stays the viewer's own.
    expect(screen.getByRole('switch', { name: 'Archivierte anzeigen' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Neues Update' })).toBeDisabled();
  });

  it('gates archive and delete by UPDATES_CHANGE and the moves by UPDATES_ORDER_CHANGE', async () => {
    fakeUpdates();
    const first = renderAt(page(), `${at}&editUpdateOrder=true`, withRights('UPDATES_CHANGE'));
    await screen.findByRole('cell', { name: 'kasse-3.0.zip' });
    expect(screen.getByRole('button', { name: 'kasse-3.0.zip archivieren' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'kasse-3.0.zip löschen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /verschieben/ })).not.toBeInTheDocument();
    first.unmount();

    renderAt(page(), `${at}&editUpdateOrder=true`, withRights('UPDATES_ORDER_CHANGE'));
    await screen.findByRole('cell', { name: 'kasse-3.0.zip' });
    expect(screen.getByRole('button', { name: 'kasse-3.0.zip nach unten verschieben' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /archivieren|löschen/ })).not.toBeInTheDocument();
  });

  it('disables the new-update button without a context', () => {
    renderAt(page(), '/frontend/cashpoint-updates', { ...sessionFixture, contexts: [] });
    expect(screen.getByRole('button', { name: 'Neues Update' })).toBeDisabled();
    expect(screen.getByText('Bitte wählen Sie einen Kontext.')).toBeInTheDocument();
  });

  it('serves store updates from their own base', async () => {
    const calls = fakeUpdates('store-updates');
    renderAt(page(<StoreUpdatesPage />), '/frontend/store-updates?contextId=SUEDKAUF');
    expect(screen.getByRole('heading', { level: 1, name: 'STORE-Updates' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'kasse-3.0.zip' })).toBeInTheDocument();
    expect(calls.lists).toEqual(['contextId=SUEDKAUF&showArchivedUpdates=false']);
  });
});

describe("an update's rollout in the list", () => {
  it('shows the wave, its state and the installs under the status, linked to the progress view', async () => {
    const [first, second, third] = threeUpdates;
    server.use(
      http.get('/api/frontend/cashpoint-updates', () =>
        HttpResponse.json({
          syncfiles: [
            {
              ...first!,
              status: 2,
              rollout: { uid: 'ro-7', state: 'paused', wave: 2, waves: 3, installed: 40, targets: 52 },
            },
            { ...second!, rollout: null },
            {
              ...third!,
              rollout: { uid: 'ro-8', state: 'waitingForApproval', wave: 0, waves: 2, installed: 0, targets: 0 },
            },
          ].filter((s) => !s.archived),
        }),
      ),
    );
    renderAt(page(), at);
    const rolling = within(await screen.findByRole('row', { name: /kasse-3\.0\.zip/ }));
    expect(rolling.getByText('Aktiv')).toBeInTheDocument();
    const link = rolling.getByRole('link', { name: 'Rollout von kasse-3.0.zip öffnen: Welle 2/3 angehalten' });
    expect(link).toHaveAttribute('href', '/frontend/rollouts?contextId=NORDMARKT&uid=ro-7');
    expect(rolling.getByText('40/52 installiert')).toBeInTheDocument();
    // An update without a rollout shows its status alone.
    expect(within(row('kasse-2.0.zip')).queryByTestId('update-rollout')).toBeNull();
  });
});
