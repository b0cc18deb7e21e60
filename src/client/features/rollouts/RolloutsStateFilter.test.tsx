import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../../testing/msw';
import { renderAt } from '../../testing/render';
import { rolloutSummary } from '../../testing/rolloutsKit';
import { RolloutsPage } from './RolloutsPage';

// The start page links to the rollouts of one state (`state` in the URL): the list shows only those,
// says so, and shows all again on request; the page says how old its list is.

const server = setupMswServer();

beforeEach(() =>
  server.use(
    http.get('/api/frontend/rollouts', () =>
      HttpResponse.json({
        rollouts: [
          rolloutSummary({ uid: 'ro-1', state: 'paused', updateFilename: 'kasse-1.zip' }),
          rolloutSummary({ uid: 'ro-2', state: 'running', updateFilename: 'kasse-2.zip' }),
        ],
      }),
    ),
    http.get('/api/frontend/rollout-settings', () => HttpResponse.json({ contextId: 'NORDMARKT', autoAdvance: false })),
  ),
);

describe('the rollouts page narrowed to a state', () => {
  it('lists only the paused rollouts, and all of them once asked', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(<RolloutsPage />, '/frontend/rollouts?contextId=NORDMARKT&state=paused');
    const nav = await screen.findByRole('navigation', { name: 'Rollouts des Kontexts' });
    expect(within(nav).getAllByRole('link')).toHaveLength(1);
    expect(within(nav).getByRole('link')).toHaveTextContent('kasse-1.zip');
    expect(screen.getByText('Nur: angehalten')).toBeInTheDocument();
    expect(screen.getByTestId('data-age')).toHaveTextContent(/^Stand \d\d:\d\d:\d\d$/);
    await user.click(screen.getByRole('button', { name: 'Alle anzeigen' }));
    expect(await within(nav).findAllByRole('link')).toHaveLength(2);
    expect(router.state.location.search).toBe('?contextId=NORDMARKT');
  });
});
