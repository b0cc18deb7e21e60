import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupMswServer } from '../../testing/msw';
import { renderAt } from '../../testing/render';
import { rolloutDetail } from '../../testing/rolloutsKit';
import { http, HttpResponse } from 'msw';
import type { RolloutStore } from '../../api/rollouts';
import { fakeRolloutServer, twoStores } from './rolloutServer';
import { RolloutsPage } from './RolloutsPage';

const server = setupMswServer();

function open() {
  const user = userEvent.setup();
  renderAt(<RolloutsPage />, '/frontend/rollouts?contextId=NORDMARKT&uid=ro-1');
  return user;
}

describe('rolling back', () => {
  it("rolls back a whole wave 'sofort' when the switch is on", async () => {
    const { calls } = fakeRolloutServer(server, rolloutDetail());
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Welle 2 zurückrollen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zurückrollen' });
    expect(
      within(dialog).getByText('Alle Filialen der Welle 2 („5 %“) bekommen wieder die vorherige Aktiv-Version.'),
    ).toBeInTheDocument();
    const now = within(dialog).getByRole('switch', { name: 'sofort (nicht auf das Update-Fenster warten)' });
    expect(now).not.toBeChecked();
    await user.click(now);
    await user.click(within(dialog).getByRole('button', { name: 'Zurückrollen' }));
    await waitFor(() =>
      expect(calls).toEqual([{ path: 'ro-1/rollback', body: { contextId: 'NORDMARKT', wave: 2, immediately: true } }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('rolls back the stores chosen in the table, inside their windows without the switch', async () => {
    const { calls } = fakeRolloutServer(server, rolloutDetail());
    const user = open();
    await user.click(await screen.findByRole('checkbox', { name: 'Filiale 1001 – Hafen auswählen' }));
    await user.click(screen.getByRole('button', { name: 'Gewählte Filiale zurückrollen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zurückrollen' });
    await user.click(within(dialog).getByRole('button', { name: 'Zurückrollen' }));
    await waitFor(() =>
      expect(calls).toEqual([{ path: 'ro-1/rollback', body: { contextId: 'NORDMARKT', storeUids: ['s-1'] } }]),
    );
  });

  it('takes rolled-back stores in again, only those of the choice', async () => {
    const { calls } = fakeRolloutServer(server, rolloutDetail());
    const user = open();
    // The stores first: the box 'Alle' shows (disabled) before they come.
    await screen.findByRole('checkbox', { name: 'Filiale 1002 – Altstadt auswählen' });
    await user.click(screen.getByRole('checkbox', { name: 'Alle Filialen dieser Seite auswählen' }));
    await user.click(screen.getByRole('button', { name: 'Filiale wieder aufnehmen' }));
    await waitFor(() =>
      expect(calls).toEqual([{ path: 'ro-1/include', body: { contextId: 'NORDMARKT', storeUids: ['s-2'] } }]),
    );
  });

  it('acts only on the chosen stores still shown, and never on a store no wave took', async () => {
    const pending: RolloutStore = {
      ...twoStores[0]!,
      storeUid: 's-3',
      storeId: '1003',
      storeName: 'Markt',
      wave: null,
      state: 'pending',
      installed: 0,
      failed: 0,
    };
    const { calls } = fakeRolloutServer(server, rolloutDetail(), [...twoStores, pending]);
    let shown = [...twoStores, pending];
    server.use(
      http.get('/api/frontend/rollouts/:uid/stores', () =>
        HttpResponse.json({ stores: shown, total: shown.length, page: 1 }),
      ),
    );
    const user = open();
    expect(await screen.findByRole('checkbox', { name: 'Filiale 1003 – Markt auswählen' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Alle Filialen dieser Seite auswählen' }));
    expect(screen.getByRole('checkbox', { name: 'Filiale 1003 – Markt auswählen' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: '2 gewählte Filialen zurückrollen' })).toBeEnabled();
    // Hafen leaves the page (its state changed); the next refetch (after a pause) no longer shows it.
    shown = [twoStores[1]!, pending];
    await user.click(screen.getByRole('button', { name: 'Anhalten' }));
    const ask = await screen.findByRole('dialog', { name: 'Rollout anhalten' });
    await user.type(within(ask).getByLabelText('Grund'), 'Prüfung');
    await user.click(within(ask).getByRole('button', { name: 'Anhalten' }));
    await user.click(await screen.findByRole('button', { name: 'Gewählte Filiale zurückrollen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zurückrollen' });
    await user.click(within(dialog).getByRole('button', { name: 'Zurückrollen' }));
    await waitFor(() =>
      expect(calls.map((c) => c.body)).toContainEqual({ contextId: 'NORDMARKT', storeUids: ['s-2'] }),
    );
    expect(calls.filter((c) => c.path === 'ro-1/rollback')).toHaveLength(1);
  });

  it('filters the store table by wave and state, from page 1', async () => {
    const { storeQueries } = fakeRolloutServer(server, rolloutDetail());
    const user = open();
    const table = await screen.findByRole('table', { name: 'Filialen des Rollouts' });
    expect(await within(table).findByRole('row', { name: /1002 – Altstadt/ })).toHaveTextContent('zurückgerollt');
    await user.selectOptions(screen.getByLabelText('Welle'), 'Welle 2: 5 %');
    await user.selectOptions(screen.getByLabelText('Zustand'), 'fehlgeschlagen');
    await waitFor(() => {
      const last = storeQueries[storeQueries.length - 1]!;
      expect(Object.fromEntries(last)).toEqual({
        contextId: 'NORDMARKT',
        wave: '2',
        state: 'failed',
        page: '1',
        size: '25',
      });
    });
  });
});
