import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeCalendarReads } from '../../testing/calendarKit';
import { fakeCashpointsServer } from '../../testing/cashpointsKit';
import { fakeLayout } from '../../testing/layout';
import { setupMswServer } from '../../testing/msw';
import { renderRoutes } from '../../testing/render';
import { CashpointsPage } from './CashpointsPage';

const server = setupMswServer();
fakeLayout({ clientHeight: 600, clientWidth: 400, offsetHeight: 34, offsetWidth: 400 });

const renderPage = (route = '/frontend/cashpoints?contextId=NORDMARKT') =>
  renderRoutes([{ path: '/frontend/cashpoints', element: <CashpointsPage /> }], route);

describe('the register page and the store calendar', () => {
  it("marks a store waiting for its update window in the tree, named with the time it waits for in the store's zone", async () => {
    fakeCashpointsServer(server);
    fakeCalendarReads(server, [
      {
        storeUid: 's1002',
        storeId: '1002',
        notBefore: '2030-11-26T19:30:00.000Z',
        timeZone: 'Atlantic/Canary',
        registers: 2,
      },
    ]);
    renderPage();
    // The Canary Islands keep UTC in winter: 19:30 there, whatever the viewer's zone.
    const waiting = await screen.findByRole('img', { name: 'Wartet auf Update-Fenster ab Di, 26.11. 19:30' });
    expect(waiting.closest('[role="treeitem"]')).toHaveAccessibleName(/1002/);
    expect(screen.getAllByRole('img', { name: /Wartet auf Update-Fenster/ })).toHaveLength(1);
  });

  it("shows a register's store hours state and next window, and the store's tab Öffnungszeiten", async () => {
    fakeCashpointsServer(server);
    fakeCalendarReads(server);
    const user = userEvent.setup();
    renderPage('/frontend/cashpoints?contextId=NORDMARKT#NORDMARKT&1001&1');
    expect(await screen.findByText(/Nächstes Update-Fenster: Di, 26\.11\. 20:30 – Mi 07:30/)).toBeInTheDocument();

    await user.click(screen.getByRole('treeitem', { name: /1001 Kiel/ }));
    await user.click(await screen.findByRole('tab', { name: 'Öffnungszeiten' }));
    const tab = within(await screen.findByRole('tabpanel', { name: 'Öffnungszeiten' }));
    expect(await tab.findByRole('button', { name: 'Öffnungszeiten speichern' })).toBeInTheDocument();
    expect(tab.getByRole('combobox', { name: 'Zeitzone' })).toHaveValue('Europe/Berlin');
  });
});
