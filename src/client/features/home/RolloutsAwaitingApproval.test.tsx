import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../../testing/msw';
import { renderRoutes } from '../../testing/render';
import { rolloutSummary } from '../../testing/rolloutsKit';
import { HomePage } from './HomePage';

const server = setupMswServer();

function fakeServer(rollouts: ReturnType<typeof rolloutSummary>[]) {
  const asked = { count: 0 };
  server.use(
    http.get('/api/frontend/home', () => HttpResponse.json({ contexts: [] })),
    http.get('/api/frontend/rollouts/awaiting-approval', () => {
      asked.count += 1;
      return HttpResponse.json({ rollouts });
    }),
  );
  return asked;
}

const home = () =>
  renderRoutes(
    [
      { path: '/frontend/home', element: <HomePage /> },
      { path: '/frontend/rollouts', element: <p>Rollouts-Seite</p> },
    ],
    '/frontend/home',
  );

describe('the start page card of rollouts waiting for approval', () => {
  it('lists each waiting rollout as a link to its progress view', async () => {
    fakeServer([
      rolloutSummary({ state: 'waitingForApproval', currentWave: 1, waveName: 'Pilot' }),
      rolloutSummary({
        uid: 'ro-2',
        contextId: 'SUEDKAUF',
        contextName: 'Südkauf AG',
        updateFilename: 'store-7.1.zip',
        updateKind: 'store',
        state: 'waitingForApproval',
        waveName: '5 %',
      }),
      // Started with a wave 1 that needs approval: no wave has begun yet.
      rolloutSummary({ uid: 'ro-3', state: 'waitingForApproval', currentWave: 0, waveName: null }),
    ]);
    const user = userEvent.setup();
    const { router } = home();
    const card = await screen.findByRole('region', { name: 'Rollouts warten auf Freigabe' });
    const links = within(card).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'kasse-3.0.zip – nach Welle „Pilot“ (Nordmarkt GmbH)',
      'store-7.1.zip – nach Welle „5 %“ (Südkauf AG)',
      'kasse-3.0.zip – vor der ersten Welle (Nordmarkt GmbH)',
    ]);
    await user.click(links[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/frontend/rollouts'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('contextId')).toBe('SUEDKAUF');
    expect(query.get('uid')).toBe('ro-2');
  });

  it('is not there while no rollout waits', async () => {
    const asked = fakeServer([]);
    const { store } = home();
    expect(await screen.findByText('Keine Kontexte vorhanden.')).toBeInTheDocument();
    // Once the reply is in the store, the card has had its chance to render.
    await waitFor(() => expect(asked.count).toBe(1));
    await waitFor(() =>
      expect(
        Object.values(store.getState().api.queries).find((q) => q?.endpointName === 'getRolloutsAwaitingApproval')
          ?.status,
      ).toBe('fulfilled'),
    );
    expect(screen.queryByText('Rollouts warten auf Freigabe')).toBeNull();
  });
});
