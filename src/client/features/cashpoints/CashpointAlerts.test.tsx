import { screen, waitFor, within } from '@testing-library/react';
import { fakeAlertStores } from '../../testing/alertsKit';
import { fakeCashpointsServer } from '../../testing/cashpointsKit';
import { fakeLayout } from '../../testing/layout';
import { setupMswServer } from '../../testing/msw';
import { renderRoutes } from '../../testing/render';
import { CashpointsPage } from './CashpointsPage';

/** Any mark but the health mark every row has (issue 51). */
const notHealth = /^(?!Betriebsfähigkeit)/;

const server = setupMswServer();
fakeLayout({ clientHeight: 600, clientWidth: 400, offsetHeight: 34, offsetWidth: 400 });

describe('CashpointsPage alert marks', () => {
  it('marks the stores the server names for the context, asking for every one of them', async () => {
    fakeCashpointsServer(server);
    const queries = fakeAlertStores(server, ['s1002', 's1003']);
    renderRoutes(
      [{ path: '/frontend/cashpoints', element: <CashpointsPage /> }],
      '/frontend/cashpoints?contextId=NORDMARKT',
    );
    const munich = await screen.findByRole('treeitem', { name: /1002 München/ });
    await waitFor(() => expect(within(munich).getByRole('img', { name: 'Offener Alarm' })).toBeInTheDocument());
    const ulm = screen.getByRole('treeitem', { name: /1003 Ulm/ });
    expect(within(ulm).getByRole('img', { name: 'Offener Alarm' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('treeitem', { name: /1001 Kiel/ })).queryByRole('img', { name: notHealth }),
    ).toBeNull();
    expect(Object.fromEntries(queries[0]!)).toEqual({ contextId: 'NORDMARKT' });
  });
});
