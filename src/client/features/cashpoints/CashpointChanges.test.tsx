import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fakeCashpointsServer } from '../../testing/cashpointsKit';
import { fakeLayout } from '../../testing/layout';
import { setupMswServer } from '../../testing/msw';
import { renderRoutes, sessionFixture } from '../../testing/render';
import { CashpointsPage } from './CashpointsPage';

const server = setupMswServer();
fakeLayout({ clientHeight: 600, clientWidth: 400, offsetHeight: 34, offsetWidth: 400 });
const useFleet = () => fakeCashpointsServer(server);

const renderPage = (route = '/frontend/cashpoints?contextId=NORDMARKT', session = sessionFixture) =>
  renderRoutes([{ path: '/frontend/cashpoints', element: <CashpointsPage /> }], route, session);
describe('CashpointsPage: changing stores and registers', () => {
  it('refuses letters in a new store number and warns about an existing store', async () => {
    useFleet();
    let created = 0;
    server.use(
      http.post('/api/frontend/stores/create', () => {
        created += 1;
        return HttpResponse.json({ message: 'Filiale existiert bereits', value: '1001' }, { status: 409 });
      }),
    );
    const user = userEvent.setup();
    const { store } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Filiale anlegen' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Filialnummer'), '10a1');
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(await within(dialog).findByText('Fehlerhafte Filialnummer (nur Zahlen erlaubt)')).toBeInTheDocument();
    expect(created).toBe(0);

    await user.clear(within(dialog).getByLabelText('Filialnummer'));
    await user.type(within(dialog).getByLabelText('Filialnummer'), '1001');
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(store.getState().toasts.map((t) => t.message)).toContain('Filiale existiert bereits'));
    expect(created).toBe(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says "Unbekannter Fehler" when creating a register fails otherwise', async () => {
    useFleet();
    server.use(
      http.post('/api/frontend/cashpoints/create', () => HttpResponse.json({ message: 'x' }, { status: 400 })),
    );
    const user = userEvent.setup();
    const { store } = renderPage('/frontend/cashpoints?contextId=NORDMARKT#NORDMARKT&1003');
    await user.click(await screen.findByRole('button', { name: 'Kasse anlegen' }));
    await user.type(screen.getByLabelText('Kassennummer'), 'x');
    await user.click(screen.getByRole('button', { name: 'Anlegen' }));
    expect(await screen.findByText('Fehlerhafte Kassennummer (nur Zahlen erlaubt)')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Kassennummer'));
    await user.type(screen.getByLabelText('Kassennummer'), '9');
    await user.click(screen.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(store.getState().toasts.map((t) => t.message)).toContain('Unbekannter Fehler'));
  });

  it('deletes a register after the confirmation and selects its store', async () => {
    const calls = useFleet();
    const user = userEvent.setup();
    const { router, store } = renderPage('/frontend/cashpoints?contextId=NORDMARKT#NORDMARKT&1001&2');
    await user.click(await screen.findByRole('button', { name: 'Kasse löschen' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Wollen Sie die Kasse 2 der Filiale 1001 wirklich löschen?');
    await user.click(screen.getByRole('button', { name: 'Nein' }));
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Kasse löschen' }));
    await user.click(screen.getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(calls).toEqual(['delete c1001-2']));
    await waitFor(() => expect(router.state.location.hash).toBe('#NORDMARKT&1001'));
    expect(store.getState().toasts.map((t) => t.message)).toContain('Kasse erfolgreich gelöscht');
  });

  it('shows no changing buttons without CASHPOINTS_CHANGE, and no "Filiale anlegen" without hasCreateButtons', async () => {
    useFleet();
    const { unmount } = renderPage('/frontend/cashpoints?contextId=NORDMARKT#NORDMARKT&1001', {
      ...sessionFixture,
      rights: [],
    });
    await screen.findByRole('heading', { name: 'Filiale 1001 Kiel, Hafen' });
    for (const name of ['Filiale anlegen', 'Kasse anlegen', 'Filiale löschen', 'Filialnamen ändern']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    unmount();
    renderPage('/frontend/cashpoints?contextId=NORDMARKT#NORDMARKT&1001', {
      ...sessionFixture,
      hasCreateButtons: false,
    });
    await screen.findByRole('heading', { name: 'Filiale 1001 Kiel, Hafen' });
    expect(screen.queryByRole('button', { name: 'Filiale anlegen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Kasse anlegen' })).toBeEnabled();
  });
});
