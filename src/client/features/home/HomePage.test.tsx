import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoutes, sessionFixture } from '../../testing/render';
import { setupMswServer } from '../../testing/msw';
import { HomePage } from './HomePage';

const server = setupMswServer();
// The start page also asks for the rollouts waiting for approval (RolloutsAwaitingApproval.test.tsx).
beforeEach(() =>
  server.use(http.get('/api/frontend/rollouts/awaiting-approval', () => HttpResponse.json({ rollouts: [] }))),
);

describe('HomePage', () => {
  it('lists the contexts with their counts and opens the registers of a clicked context', async () => {
    server.use(
      http.get('/api/frontend/home', () =>
        HttpResponse.json({
          contexts: [
            {
              key: 'NORDMARKT',
              name: 'Nordmarkt GmbH',
              storeCount: 24,
              cashpointCount: 149,
              notUpdatedCashpointCount: 34,
              storeAgentCount: 21,
              notUpdatedStoreAgentCount: 6,
              openAlertCount: 0,
            },
            {
              key: 'SUEDKAUF',
              name: 'Südkauf AG',
              storeCount: 16,
              cashpointCount: 102,
              notUpdatedCashpointCount: 0,
              storeAgentCount: 14,
              notUpdatedStoreAgentCount: 3,
              openAlertCount: 0,
            },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/frontend/home', element: <HomePage /> },
        { path: '/frontend/cashpoints', element: <p>Kassen</p> },
      ],
      '/frontend/home',
    );
    expect(await screen.findByRole('cell', { name: 'Nordmarkt GmbH' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ID',
      'Kontext',
      'Filialen',
      'Kassen',
      'Ausstehende Kassen-Updates',
      'STORE-Instanzen',
      'Ausstehende STORE-Updates',
      'Offene Alarme',
    ]);
    expect(screen.getByRole('cell', { name: '149' })).toBeInTheDocument();

    await user.click(screen.getByRole('cell', { name: 'Südkauf AG' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/frontend/cashpoints'));
    expect(router.state.location.search).toBe('?contextId=SUEDKAUF');
  });

  it('opens a context with the keyboard', async () => {
    server.use(
      http.get('/api/frontend/home', () =>
        HttpResponse.json({
          contexts: [
            {
              key: 'OSTBAU',
              name: 'Ostbau Baumärkte',
              storeCount: 1,
              cashpointCount: 1,
              notUpdatedCashpointCount: 0,
              storeAgentCount: 0,
              notUpdatedStoreAgentCount: 0,
              openAlertCount: 0,
            },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/frontend/home', element: <HomePage /> },
        { path: '/frontend/cashpoints', element: <p>Kassen</p> },
      ],
      '/frontend/home',
    );
    await screen.findByRole('cell', { name: 'Ostbau Baumärkte' });
    // The row is the one stop per context: its link is for the mouse (and a new tab).
    expect(screen.getByRole('link', { name: 'Ostbau Baumärkte' })).toHaveAttribute('tabindex', '-1');
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?contextId=OSTBAU'));
  });

  it('names each context with a link to its registers ', async () => {
    const context = { storeCount: 1, cashpointCount: 2, notUpdatedCashpointCount: 0, openAlertCount: 0 };
    const counts = { ...context, storeAgentCount: 1, notUpdatedStoreAgentCount: 0 };
    server.use(
      http.get('/api/frontend/home', () =>
        HttpResponse.json({ contexts: [{ key: 'WESTFRISCH', name: 'Westfrisch eG', ...counts }] }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/frontend/home', element: <HomePage /> },
        { path: '/frontend/cashpoints', element: <p>Kassen</p> },
      ],
      '/frontend/home',
    );
    const link = await screen.findByRole('link', { name: 'Westfrisch eG' });
    expect(link).toHaveAttribute('href', '/frontend/cashpoints?contextId=WESTFRISCH');
    await user.click(link);
    await waitFor(() => expect(router.state.location.search).toBe('?contextId=WESTFRISCH'));
  });

  it('shows the empty state and leaves out the STORE columns without store agents', async () => {
    server.use(http.get('/api/frontend/home', () => HttpResponse.json({ contexts: [] })));
    renderRoutes([{ path: '/frontend/home', element: <HomePage /> }], '/frontend/home', {
      ...sessionFixture,
      hasStoreAgents: false,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …');
    expect(await screen.findByRole('cell', { name: 'Keine Kontexte vorhanden.' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ID',
      'Kontext',
      'Filialen',
      'Kassen',
      'Ausstehende Kassen-Updates',
      'Offene Alarme',
    ]);
  });
});
