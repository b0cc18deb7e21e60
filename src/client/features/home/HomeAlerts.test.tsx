import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoutes } from '../../testing/render';
import { setupMswServer } from '../../testing/msw';
import { HomePage } from './HomePage';

const server = setupMswServer();
// The start page also asks for the rollouts waiting for approval (RolloutsAwaitingApproval.test.tsx).
beforeEach(() =>
  server.use(http.get('/api/frontend/rollouts/awaiting-approval', () => HttpResponse.json({ rollouts: [] }))),
);

const summary = (key: string, name: string, openAlertCount: number) => ({
  key,
  name,
  storeCount: 1,
  cashpointCount: 2,
  notUpdatedCashpointCount: 0,
  storeAgentCount: 1,
  notUpdatedStoreAgentCount: 0,
  openAlertCount,
});

describe('HomePage open alerts', () => {
  it("shows each context's open alerts as a link to its open alerts, and a calm dash for none", async () => {
    server.use(
      http.get('/api/frontend/home', () =>
        HttpResponse.json({
          contexts: [summary('NORDMARKT', 'Nordmarkt GmbH', 3), summary('SUEDKAUF', 'Südkauf AG', 0)],
        }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/frontend/home', element: <HomePage /> },
        { path: '/frontend/alerts', element: <p>Alarme</p> },
        { path: '/frontend/cashpoints', element: <p>Kassen</p> },
      ],
      '/frontend/home',
    );
    const quiet = (await screen.findByRole('cell', { name: 'Südkauf AG' })).closest('tr')!;
    // Its only link is the context's name; no alert badge.
    expect(
      within(quiet)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Südkauf AG']);
    expect(within(quiet).getByText('Keine offenen Alarme')).toBeInTheDocument();

    const badge = screen.getByRole('link', { name: '3 offene Alarme' });
    expect(badge).toHaveTextContent('3');
    await user.click(badge);
    await waitFor(() => expect(router.state.location.pathname).toBe('/frontend/alerts'));
    expect(new URLSearchParams(router.state.location.search).get('contextId')).toBe('NORDMARKT');
    expect(new URLSearchParams(router.state.location.search).get('state')).toBe('open');
  });

  it('opens the alerts, not the registers, when Enter is pressed on the badge', async () => {
    server.use(http.get('/api/frontend/home', () => HttpResponse.json({ contexts: [summary('OSTBAU', 'Ostbau', 1)] })));
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/frontend/home', element: <HomePage /> },
        { path: '/frontend/alerts', element: <p>Alarme</p> },
        { path: '/frontend/cashpoints', element: <p>Kassen</p> },
      ],
      '/frontend/home',
    );
    screen.getByRole('status');
    (await screen.findByRole('link', { name: '1 offener Alarm' })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/frontend/alerts'));
  });
});
