import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { alertOf } from '../../testing/alertsKit';
import { setupMswServer } from '../../testing/msw';
import { renderAt, sessionFixture } from '../../testing/render';
import { AlertRestart } from './AlertRestart';

// 'Dienst neu starten' on the alert of a stopped service: the dialog 'Aktion ausführen …' preset to
// restarting that service on the store's server, with its dry run, and the request sent from it.
// Only for who may run actions, and only while the alert is not closed.

const server = setupMswServer();

const stopped = alertOf({
  kind: 'serviceStopped',
  severity: 'critical',
  posId: null,
  cashpointUid: null,
  detail: 'tseServer, postgresql',
});

function fakeServer() {
  const previews: unknown[] = [];
  const requests: unknown[] = [];
  server.use(
    http.get('/api/frontend/action-kinds', () =>
      HttpResponse.json({
        kinds: [
          {
            kind: 'restartService',
            name: 'Dienst neu starten',
            risky: false,
            targets: ['cashpoint', 'storeAgent'],
            parameters: [{ name: 'service', label: 'Dienst', type: 'string', required: true, valuesFrom: 'services' }],
          },
        ],
      }),
    ),
    http.post('/api/frontend/actions/preview', async ({ request }) => {
      previews.push(await request.json());
      return HttpResponse.json({
        count: 1,
        heldBack: { waitingForApproval: 0, waitingForWindow: 0, waitingForReceipt: 0, waitingForSlot: 0 },
        targets: [
          {
            targetKind: 'storeAgent',
            uid: 'a-1001',
            storeId: '1001',
            storeName: 'Kiel, Hafen',
            posId: null,
            hold: null,
          },
        ],
        page: 1,
        size: 50,
      });
    }),
    http.post('/api/frontend/actions/request', async ({ request }) => {
      requests.push(await request.json());
      return HttpResponse.json({ uid: 'act-9', state: 'active', count: 1 });
    }),
  );
  return { previews, requests };
}

const restartButton = /^Dienst tseServer von .*1001.* neu starten$/;

describe("the alert's 'Dienst neu starten'", () => {
  it('opens the dialog preset to the stopped service on the store server, with its dry run, and requests it', async () => {
    const { previews, requests } = fakeServer();
    // The dry run's spinner sits in a paragraph: a block inside it would be invalid HTML.
    const errors = jest.spyOn(console, 'error');
    const user = userEvent.setup();
    const { router } = renderAt(<AlertRestart alert={stopped} touch={false} />, '/frontend/alerts?contextId=NORDMARKT');
    const button = screen.getByRole('button', { name: restartButton });
    expect(button).toHaveTextContent('Dienst neu starten');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Aktion ausführen: Filiale 1001, STORE-Instanz' });
    await waitFor(() => expect(within(dialog).getByLabelText('Aktion')).toHaveValue('restartService'));
    expect(within(dialog).getByLabelText('Dienst')).toHaveValue('tseServer');
    const dryRun = await within(dialog).findByTestId('dry-run');
    expect(dryRun).toHaveTextContent('1 Ziel erhält die Aktion.');
    expect(dryRun).toHaveTextContent('Kein Ziel wird zurückgehalten');
    expect(previews[0]).toEqual({
      contextId: 'NORDMARKT',
      kind: 'restartService',
      targetKind: 'storeAgent',
      parameters: { service: 'tseServer' },
      targets: { storeIds: ['1001'] },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Ausführen' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({ kind: 'restartService', parameters: { service: 'tseServer' } });
    await waitFor(() => expect(router.state.location.search).toBe('?contextId=NORDMARKT&uid=act-9'));
    expect(errors.mock.calls.filter((call) => /cannot contain a nested/.test(String(call[0])))).toEqual([]);
    errors.mockRestore();
  }, 20_000);

  it('is not offered to who may run no action', () => {
    const rights = sessionFixture.rights.filter((r) => r !== 'ACTIONS_RUN' && r !== 'ACTIONS_RISKY');
    renderAt(<AlertRestart alert={stopped} touch={false} />, '/frontend/alerts', { ...sessionFixture, rights });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is not offered on a closed alert, nor on an alert of another kind', () => {
    const { unmount } = renderAt(
      <AlertRestart alert={{ ...stopped, state: 'closed', closedAt: '2026-11-20T10:00:00.000Z' }} touch={false} />,
      '/frontend/alerts',
    );
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderAt(<AlertRestart alert={alertOf()} touch={false} />, '/frontend/alerts');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
