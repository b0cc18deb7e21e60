import { screen, waitFor, within } from '@testing-library/react';
import { fakeAlertList, alertOf } from '../../testing/alertFixtures';
import { fakeCashpointsServer } from '../../testing/cashpointFixtures';
import { fakeLayout } from '../../testing/layout';
import { setupMswServer } from '../../testing/msw';
import { renderRoutes } from '../../testing/render';
import { CashpointsPage } from './CashpointsPage';

const server = setupMswServer();
fakeLayout({ clientHeight: 600, clientWidth: 400, offsetHeight: 34, offsetWidth: 400 });

describe('CashpointsPage alert marks', () => {
  it("marks the stores named by the context's open alerts, asking for them by context and state", async () => {
    fakeCashpointsServer(server);
    const queries = fakeAlertList(server, [
      alertOf({ uid: 'a1', storeUid: 's1002', storeId: '1002' }),
      alertOf({ uid: 'a2', storeUid: 's1002', storeId: '1002', state: 'acknowledged' }),
    ]);
    renderRoutes(
      [{ path: '/frontend/cashpoints', element: <CashpointsPage /> }],
      '/frontend/cashpoints?contextId=NORDMARKT',
    );
    const munich = await screen.findByRole('treeitem', { name: /1002 München/ });
    await waitFor(() => expect(within(munich).getByRole('img', { name: 'Offener Alarm' })).toBeInTheDocument());
    expect(within(screen.getByRole('treeitem', { name: /1001 Kiel/ })).queryByRole('img')).toBeNull();
    expect(within(screen.getByRole('treeitem', { name: /1003 Ulm/ })).queryByRole('img')).toBeNull();
    expect(Object.fromEntries(queries[0]!)).toEqual({ contextId: 'NORDMARKT', state: 'open', size: '500' });
  });
});
