import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../../testing/msw';
import { renderRoutes } from '../../testing/render';
import { HomePage } from './HomePage';

const server = setupMswServer();

const redRow = (storeId: string, name: string | null) => ({
  storeUid: `S${storeId}`,
  storeId,
  storeName: name,
  state: 'red',
  causes: [
    {
      kind: 'peripheral',
      state: 'red',
      subject: 'C2',
      text: 'Bondrucker Kasse 2: Papier leer seit 10:42',
      since: null,
    },
  ],
});

const home = (contexts: object[]) => {
  server.use(
    http.get('/api/frontend/home', () => HttpResponse.json({ contexts: [] })),
    http.get('/api/frontend/rollouts/awaiting-approval', () => HttpResponse.json({ rollouts: [] })),
    http.get('/api/frontend/store-health/red', () => HttpResponse.json({ contexts })),
  );
  return renderRoutes(
    [
      { path: '/frontend/home', element: <HomePage /> },
      { path: '/frontend/cashpoints', element: <p>Kassen-Seite</p> },
    ],
    '/frontend/home',
  );
};

describe('the start page card of red stores', () => {
  it('lists per context its red stores with their first cause, each a link to the store in the tree', async () => {
    const user = userEvent.setup();
    const { router } = home([
      {
        key: 'NORDMARKT',
        name: 'Nordmarkt GmbH',
        total: 12,
        stores: [redRow('9951', 'Testfiliale'), redRow('1003', null)],
      },
      { key: 'SUEDKAUF', name: 'Südkauf AG', total: 1, stores: [redRow('2001', 'Ulm')] },
    ]);
    const card = await screen.findByRole('region', { name: 'Filialen rot' });
    const nord = within(card).getByRole('listitem', { name: 'Nordmarkt GmbH: 12 Filialen rot' });
    expect(
      within(nord)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Filiale 9951 Testfiliale öffnen', 'Filiale 1003 öffnen']);
    expect(within(nord).getAllByText('Bondrucker Kasse 2: Papier leer seit 10:42')).toHaveLength(2);
    expect(within(nord).getAllByRole('img', { name: /^Betriebsfähigkeit rot: Bondrucker Kasse 2/ })).toHaveLength(2);
    expect(within(nord).getByText('und 10 weitere')).toBeVisible();
    const sued = within(card).getByRole('listitem', { name: 'Südkauf AG: eine Filiale rot' });
    expect(within(sued).queryByText(/weitere/)).toBeNull();

    await user.click(within(nord).getByRole('link', { name: 'Filiale 9951 Testfiliale öffnen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/frontend/cashpoints'));
    expect(new URLSearchParams(router.state.location.search).get('contextId')).toBe('NORDMARKT');
    expect(router.state.location.hash).toBe('#NORDMARKT&9951');
  });

  it('shows nothing while no store is red', async () => {
    home([]);
    await screen.findByRole('heading', { level: 1, name: 'Übersicht' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Filialen rot' })).toBeNull());
  });
});
