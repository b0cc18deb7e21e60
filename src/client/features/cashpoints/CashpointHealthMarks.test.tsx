import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fakeCashpointsServer } from '../../testing/cashpointsKit';
import { fakeLayout } from '../../testing/layout';
import { setupMswServer } from '../../testing/msw';
import { renderRoutes } from '../../testing/render';
import { CashpointsPage } from './CashpointsPage';

const server = setupMswServer();
fakeLayout({ clientHeight: 600, clientWidth: 400, offsetHeight: 34, offsetWidth: 400 });

const printerOut = 'Bondrucker Kasse 2: Papier leer seit 10:42';

describe('the register tree health marks (issue 51)', () => {
  it("marks each store and register by the context's marks, named with the state and its causes", async () => {
    fakeCashpointsServer(server);
    const asked: string[] = [];
    server.use(
      http.get('/api/frontend/store-health/marks', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('contextId')!);
        return HttpResponse.json({
          stores: [
            {
              storeUid: 's1001',
              storeId: '1001',
              storeName: 'Kiel',
              state: 'red',
              causes: [{ kind: 'peripheral', state: 'red', subject: 'c1001-2', text: printerOut, since: null }],
            },
          ],
        });
      }),
    );
    const user = userEvent.setup();
    renderRoutes(
      [{ path: '/frontend/cashpoints', element: <CashpointsPage /> }],
      '/frontend/cashpoints?contextId=NORDMARKT',
    );
    const kiel = await screen.findByRole('treeitem', { name: /1001 Kiel/ });
    await waitFor(() =>
      expect(within(kiel).getByRole('img', { name: `Betriebsfähigkeit rot: ${printerOut}` })).toHaveAttribute(
        'title',
        `Betriebsfähigkeit rot: ${printerOut}`,
      ),
    );
    expect(
      within(screen.getByRole('treeitem', { name: /1002 München/ })).getByRole('img', {
        name: 'Betriebsfähigkeit grün',
      }),
    ).toBeInTheDocument();
    expect(asked[0]).toBe('NORDMARKT');

    await user.click(kiel);
    const register = (name: RegExp) => screen.getByRole('treeitem', { name });
    expect(
      within(register(/^\S*\s*Kasse 2/)).getByRole('img', { name: `Betriebsfähigkeit rot: ${printerOut}` }),
    ).toBeVisible();
    expect(within(register(/^\S*\s*Kasse 1/)).getByRole('img', { name: 'Betriebsfähigkeit grün' })).toBeVisible();
    // The store's details say why, with a link to the register.
    const health = await screen.findByRole('region', { name: 'Betriebsfähigkeit' });
    expect(within(health).getByRole('link', { name: 'Kasse 2 öffnen' })).toBeVisible();
  });
});
