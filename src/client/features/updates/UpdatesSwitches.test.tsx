import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { actAndLookAtOnce } from '../../testing/lookAtOnce';
import { setupMswServer } from '../../testing/msw';
import { renderAt } from '../../testing/render';
import { threeUpdates } from '../../testing/updatesKit';
import { CashpointUpdatesPage } from './UpdatesPages';

// The switches of the updates page against a slow server, looked at the moment after a click:
// switch, URL and list must agree then, not only once the page has finished rendering.

const server = setupMswServer();
const at = '/frontend/cashpoint-updates?contextId=NORDMARKT';

/** Lists whose replies wait until the test lets them go, as a busy server's would. */
function slowUpdates() {
  const waiting: (() => void)[] = [];
  server.use(
    http.get('/api/frontend/cashpoint-updates', async ({ request }) => {
      await new Promise<void>((go) => waiting.push(go));
      const all = new URL(request.url).searchParams.get('showArchivedUpdates') === 'true';
      return HttpResponse.json({ syncfiles: threeUpdates.filter((s) => all || !s.archived) });
    }),
  );
  return async () => {
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    waiting.splice(0).forEach((go) => go());
  };
}

const archivedSwitch = () => screen.getByRole('switch', { name: 'Archivierte anzeigen' });
const orderSwitch = () => screen.getByRole('switch', { name: 'Reihenfolge bearbeiten' });

describe('UpdatesPage switches with a slow server', () => {
  it('shows the new state of the archived switch and its URL at once, and only the matching list', async () => {
    const reply = slowUpdates();
    const { router } = renderAt(<CashpointUpdatesPage />, `${at}&showArchivedUpdates=true`);
    await reply();
    expect(await screen.findByRole('cell', { name: 'kasse-1.0.zip' })).toBeInTheDocument();

    await actAndLookAtOnce(() => archivedSwitch().click());
    expect(archivedSwitch()).not.toBeChecked();
    expect(router.state.location.search).not.toContain('showArchivedUpdates');
    // While the list without archived rows is on its way, no archived row is left on show.
    await waitFor(() => expect(screen.queryByText('kasse-1.0.zip')).not.toBeInTheDocument());
    expect(archivedSwitch()).not.toBeChecked();

    await actAndLookAtOnce(() => archivedSwitch().click());
    expect(archivedSwitch()).toBeChecked();
    expect(router.state.location.search).toContain('showArchivedUpdates=true');
    await reply();
    expect(await screen.findByRole('cell', { name: 'kasse-1.0.zip' })).toBeInTheDocument();
    expect(archivedSwitch()).toBeChecked();
  });

  it('turns order editing on and off at once, with the archived switch locked on meanwhile', async () => {
    const reply = slowUpdates();
    const { router } = renderAt(<CashpointUpdatesPage />, at);
    await reply();
    await screen.findByRole('cell', { name: 'kasse-3.0.zip' });

    await actAndLookAtOnce(() => orderSwitch().click());
    expect(orderSwitch()).toBeChecked();
    expect(archivedSwitch()).toBeChecked();
    expect(archivedSwitch()).toBeDisabled();
    expect(router.state.location.search).toMatch(/editUpdateOrder=true/);

    await actAndLookAtOnce(() => orderSwitch().click());
    expect(orderSwitch()).not.toBeChecked();
    expect(archivedSwitch()).toBeEnabled();
    expect(router.state.location.search).not.toContain('editUpdateOrder');
    await reply();
    expect(await screen.findByRole('cell', { name: 'kasse-1.0.zip' })).toBeInTheDocument();
  });
});
