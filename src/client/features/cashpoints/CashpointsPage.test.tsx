import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeCashpointsServer } from '../../testing/cashpointsKit';
import { fakeLayout } from '../../testing/layout';
import { actAndLookAtOnce } from '../../testing/lookAtOnce';
import { setupMswServer } from '../../testing/msw';
import { renderRoutes, sessionFixture } from '../../testing/render';
import { CashpointsPage } from './CashpointsPage';
import { useFakeClock } from '../../testing/fakeClock';

const server = setupMswServer();
fakeLayout({ clientHeight: 600, clientWidth: 400, offsetHeight: 34, offsetWidth: 400 });
const useFleet = () => fakeCashpointsServer(server);

const renderPage = (route = '/frontend/cashpoints?contextId=NORDMARKT', session = sessionFixture) =>
  renderRoutes([{ path: '/frontend/cashpoints', element: <CashpointsPage /> }], route, session);

const tree = () => screen.getByRole('tree', { name: 'Filialen und Kassen' });
describe('CashpointsPage', () => {
  it('shows the stores with their state, version tags and update state', async () => {
    useFleet();
    renderPage();
    const kiel = await screen.findByRole('treeitem', { name: /1001 Kiel, Hafen/ });
    expect(within(kiel).getByTitle('Teilweise offline')).toBeInTheDocument();
    expect(within(kiel).getByText('5.12.3')).toBeInTheDocument();
    expect(within(kiel).getByText('Nicht aktualisiert')).toBeInTheDocument();
    const munich = screen.getByRole('treeitem', { name: /1002 München/ });
    expect(within(munich).getByTitle('Offline')).toBeInTheDocument();
    expect(within(munich).queryByText('Nicht aktualisiert')).toBeNull();
    expect(within(screen.getByRole('treeitem', { name: /1003 Ulm/ })).getByTitle('Online')).toBeInTheDocument();
    expect(screen.getByText('3 Filialen, 4 Kassen')).toBeInTheDocument();
  });

  it('filters case-insensitively on store id, name and pos id after 500 ms', async () => {
    useFleet();
    const { user, pass } = useFakeClock();
    renderPage();
    await screen.findByRole('treeitem', { name: /1001/ });
    await user.type(screen.getByLabelText('Filter'), 'MÜNCHEN');
    // Nothing changes before the debounce has passed.
    expect(screen.getAllByRole('treeitem', { name: /^\S*\s*\d{4}/ }).length).toBeGreaterThan(1);
    pass(500);
    await waitFor(() => expect(within(tree()).getAllByRole('treeitem')).toHaveLength(2));
    expect(screen.getByRole('treeitem', { name: /1002 München/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('1 von 3 Filialen')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Filter'));
    await user.type(screen.getByLabelText('Filter'), '5');
    pass(500);
    expect(await screen.findByRole('treeitem', { name: /Kasse 5/ })).toBeInTheDocument();
    expect(screen.getByRole('treeitem', { name: /1003 Ulm/ })).toBeInTheDocument();
    expect(screen.getByText('1 von 3 Filialen')).toBeInTheDocument();
    expect(
      within(tree())
        .getAllByRole('treeitem')
        .map((r) => r.getAttribute('aria-level')),
    ).toEqual(['1', '2']);
  });

  it('keeps a store closed while its filter lasts and opens it again for the next filter', async () => {
    useFleet();
    const { user, pass } = useFakeClock();
    renderPage();
    await screen.findByRole('treeitem', { name: /1001/ });
    await user.type(screen.getByLabelText('Filter'), 'kiel');
    pass(500);
    const kiel = () => screen.getByRole('treeitem', { name: /1001 Kiel/ });
    await waitFor(() => expect(kiel()).toHaveAttribute('aria-expanded', 'true'));
    await user.click(kiel());
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(kiel()).toHaveAttribute('aria-expanded', 'false'));
    expect(within(tree()).getAllByRole('treeitem')).toHaveLength(1);

    await user.clear(screen.getByLabelText('Filter'));
    await user.type(screen.getByLabelText('Filter'), '1001');
    pass(500);
    await waitFor(() => expect(kiel()).toHaveAttribute('aria-expanded', 'true'));
    expect(within(tree()).getAllByRole('treeitem', { name: /Kasse/ })).toHaveLength(2);
  });

  it('selects a register by keyboard, keeps it in the hash and shows its details and history', async () => {
    useFleet();
    const user = userEvent.setup();
    const { router } = renderPage();
    const kiel = await screen.findByRole('treeitem', { name: /1001 Kiel/ });
    await user.click(kiel);
    expect(router.state.location.hash).toBe('#NORDMARKT&1001');
    // The click opened the store too; the first register is the next row.
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.hash).toBe('#NORDMARKT&1001&1'));
    expect(screen.getByRole('treeitem', { name: /Kasse 1/ })).toHaveAttribute('aria-selected', 'true');
    // The focus follows the arrow keys to the register.
    await waitFor(() => expect(screen.getByRole('treeitem', { name: /Kasse 1/ })).toHaveFocus());

    const card = await screen.findByRole('heading', { name: 'Kasse 1 · Filiale 1001 Kiel, Hafen' });
    expect(card).toBeInTheDocument();
    expect(screen.getByText('kasse-1001-1')).toBeInTheDocument();
    expect(screen.getByText('HAUPTKASSE')).toBeInTheDocument();
    // Register history colours: Aktiv and Test/Labor green, Neu neutral, every other status red.
    expect(screen.getByText('Aktiv')).toHaveClass('bg-success');
    expect(screen.getByText('Neu')).toHaveClass('bg-secondary');
    // Test/Labor green as in the update list (issue 46: one colour per status, not the spec's red here).
    expect(screen.getByText('Test/Labor')).toHaveClass('bg-success');
    expect(screen.getByText('Gelöscht')).toHaveClass('bg-danger');
    expect(screen.getByText('Installation läuft')).toBeInTheDocument();
    expect(screen.getByText(/^seit \d{2}\.\d{2}\.2026 \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByText('Fehlgeschlagen')).toBeInTheDocument();
  });

  it('opens a viewer, and hides active promotions unless the installation handles them', async () => {
    useFleet();
    const user = userEvent.setup();
    renderPage('/frontend/cashpoints?contextId=NORDMARKT#NORDMARKT&1001&1');
    await user.click(await screen.findByRole('button', { name: 'Dienststatus' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('kassenservice')).toBeInTheDocument();
    expect(within(dialog).getByText('läuft')).toHaveAttribute('title', 'gemeldet: RUNNING');
    expect(within(dialog).getByText('läuft')).toHaveClass('text-success');
    expect(screen.getByRole('button', { name: 'Aktive Aktionen' })).toBeInTheDocument();
  });

  it('has no promotions viewer without handleActivePromotions', async () => {
    useFleet();
    renderPage('/frontend/cashpoints?contextId=NORDMARKT#NORDMARKT&1001&1', {
      ...sessionFixture,
      handleActivePromotions: false,
    });
    await screen.findByRole('button', { name: 'Dienststatus' });
    expect(screen.queryByRole('button', { name: 'Aktive Aktionen' })).toBeNull();
  });

  it('marks a clicked store and writes it to the hash right after the click, before later renders', async () => {
    useFleet();
    const { router } = renderPage();
    const kiel = await screen.findByRole('treeitem', { name: /1001 Kiel/ });
    await actAndLookAtOnce(() => kiel.click());
    expect(router.state.location.hash).toBe('#NORDMARKT&1001');
    expect(screen.getByRole('treeitem', { name: /1001 Kiel/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the context named in the hash of a shared link', async () => {
    useFleet();
    const { router } = renderPage('/frontend/cashpoints?contextId=NORDMARKT#SUEDKAUF&1002');
    await waitFor(() => expect(router.state.location.search).toBe('?contextId=SUEDKAUF'));
    expect(router.state.location.hash).toBe('#SUEDKAUF&1002');
    expect(await screen.findByRole('heading', { name: 'Filiale 1002 München, Markt' })).toBeInTheDocument();
    await act(async () => {});
  });
});
