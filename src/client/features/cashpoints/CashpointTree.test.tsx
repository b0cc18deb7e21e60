import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { detail, fakeCashpointsServer } from '../../testing/cashpointsKit';
import { fakeLayout } from '../../testing/layout';
import { setupMswServer } from '../../testing/msw';
import { renderRoutes } from '../../testing/render';
import { CashpointsPage } from './CashpointsPage';

const server = setupMswServer();
fakeLayout({ clientHeight: 600, clientWidth: 400, offsetHeight: 34, offsetWidth: 400 });

const renderPage = (route = '/frontend/cashpoints?contextId=NORDMARKT') =>
  renderRoutes([{ path: '/frontend/cashpoints', element: <CashpointsPage /> }], route);
const store = (name: RegExp) => screen.getByRole('treeitem', { name });
const registers = () =>
  within(screen.getByRole('tree', { name: 'Filialen und Kassen' })).queryAllByRole('treeitem', {
    name: /^\S*\s*Kasse/,
  });

describe('the register tree', () => {
  it('opens a store clicked anywhere on its row, keeps it open for its registers and closes it on a second click', async () => {
    fakeCashpointsServer(server);
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.click(await screen.findByRole('treeitem', { name: /1001 Kiel/ }));
    expect(store(/1001 Kiel/)).toHaveAttribute('aria-expanded', 'true');
    expect(router.state.location.hash).toBe('#NORDMARKT&1001');
    expect(registers()).toHaveLength(2);

    // A register chosen inside leaves its store open; the store chosen again shows it, still open.
    await user.click(screen.getByRole('treeitem', { name: /Kasse 2/ }));
    expect(router.state.location.hash).toBe('#NORDMARKT&1001&2');
    await user.click(store(/1001 Kiel/));
    expect(router.state.location.hash).toBe('#NORDMARKT&1001');
    expect(store(/1001 Kiel/)).toHaveAttribute('aria-expanded', 'true');

    // Chosen once more while selected, it closes.
    await user.click(store(/1001 Kiel/));
    expect(store(/1001 Kiel/)).toHaveAttribute('aria-expanded', 'false');
    expect(registers()).toHaveLength(0);
    expect(router.state.location.hash).toBe('#NORDMARKT&1001');
  });

  it('selects and opens or closes a store with Enter and Space as a click does', async () => {
    fakeCashpointsServer(server);
    const user = userEvent.setup();
    const { router } = renderPage();
    const kiel = await screen.findByRole('treeitem', { name: /1001 Kiel/ });
    act(() => kiel.focus());
    await user.keyboard('{Enter}');
    expect(router.state.location.hash).toBe('#NORDMARKT&1001');
    expect(store(/1001 Kiel/)).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(store(/1001 Kiel/)).toHaveAttribute('aria-expanded', 'false');

    // The arrow keys only move; Space on the next store selects and opens it.
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(store(/1002 München/)).toHaveFocus());
    expect(router.state.location.hash).toBe('#NORDMARKT&1001');
    await user.keyboard(' ');
    expect(router.state.location.hash).toBe('#NORDMARKT&1002');
    expect(store(/1002 München/)).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens and closes a store with its caret without selecting it', async () => {
    fakeCashpointsServer(server);
    const user = userEvent.setup();
    const { router } = renderPage();
    const kiel = await screen.findByRole('treeitem', { name: /1001 Kiel/ });
    await user.click(kiel.querySelector('.tree-toggle')!);
    expect(store(/1001 Kiel/)).toHaveAttribute('aria-expanded', 'true');
    expect(router.state.location.hash).toBe('');
    await user.click(store(/1001 Kiel/).querySelector('.tree-toggle')!);
    expect(store(/1001 Kiel/)).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the register details', () => {
  it('name the installed update and the register software version apart, each with what it counts', async () => {
    fakeCashpointsServer(server);
    server.use(
      http.get('/api/frontend/cashpoints/detail/:uid', ({ params }) => {
        const reply = detail(String(params.uid));
        reply.cashpoint.agentInfo = { ...reply.cashpoint.agentInfo, cashpointVersion: '5.12.3' };
        return HttpResponse.json(reply);
      }),
    );
    renderPage('/frontend/cashpoints?contextId=NORDMARKT#NORDMARKT&1001&1');
    const installed = (await screen.findByText('Installiertes Update', { selector: 'dt' })).parentElement!;
    expect(within(installed).getByText('5.13.1')).toBeInTheDocument();
    expect(within(installed).getByText('Zuletzt installiertes Kassen-Update')).toBeInTheDocument();
    const software = screen.getByText('Kassenversion', { selector: 'dt' }).parentElement!;
    expect(within(software).getByText('5.12.3')).toBeInTheDocument();
    expect(within(software).getByText('Version der Kassensoftware, wie die Kasse sie meldet')).toBeInTheDocument();
    expect(screen.queryByText('Aktuelle Version')).toBeNull();
  });
});
