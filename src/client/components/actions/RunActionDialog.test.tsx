import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../../testing/msw';
import { renderAt } from '../../testing/render';
import { RunActionDialog } from './RunActionDialog';

const server = setupMswServer();

const kinds = {
  kinds: [
    {
      kind: 'restartService',
      name: 'Dienst neu starten',
      risky: false,
      targets: ['cashpoint', 'storeAgent'],
      parameters: [{ name: 'service', label: 'Dienst', type: 'string', required: true, valuesFrom: 'services' }],
    },
    { kind: 'reboot', name: 'Neustart', risky: true, targets: ['cashpoint', 'storeAgent'], parameters: [] },
  ],
};

function fakeServer() {
  const previews: unknown[] = [];
  const requests: unknown[] = [];
  server.use(
    http.get('/api/frontend/action-kinds', () => HttpResponse.json(kinds)),
    http.post('/api/frontend/actions/preview', async ({ request }) => {
      previews.push(await request.json());
      return HttpResponse.json({
        count: 3,
        heldBack: { waitingForApproval: 3, waitingForWindow: 0, waitingForReceipt: 0, waitingForSlot: 0 },
        targets: ['1', '2', '3'].map((posId) => ({
          targetKind: 'cashpoint',
          uid: `c-${posId}`,
          storeId: '1040',
          storeName: null,
          posId,
          hold: 'waitingForApproval',
        })),
        page: 1,
        size: 50,
      });
    }),
    http.post('/api/frontend/actions/request', async ({ request }) => {
      requests.push(await request.json());
      return HttpResponse.json({ uid: 'act-1', state: 'waitingForApproval', count: 3 });
    }),
  );
  return { previews, requests };
}

describe("the dialog 'Aktion ausführen …'", () => {
  it('shows the dry run of a risky reboot and sends it only with a Notfall reason of 10 characters', async () => {
    const { previews, requests } = fakeServer();
    const user = userEvent.setup();
    const { router } = renderAt(
      <RunActionDialog
        selection={{
          contextId: 'NORDMARKT',
          label: 'Filiale 1040',
          targets: { cashpoint: { storeIds: ['1040'] }, storeAgent: { storeIds: ['1040'] } },
        }}
        onHide={() => undefined}
      />,
      '/frontend/cashpoints?contextId=NORDMARKT',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Aktion ausführen: Filiale 1040' });
    await within(dialog).findByRole('option', { name: 'Neustart (riskant)' });
    await user.selectOptions(within(dialog).getByLabelText('Aktion'), 'reboot');
    expect(within(dialog).getByText(/Diese Aktion ist riskant/)).toBeInTheDocument();
    const dryRun = await within(dialog).findByTestId('dry-run');
    expect(dryRun).toHaveTextContent('3 Ziele erhalten die Aktion.');
    expect(within(dryRun).getByTestId('held-waitingForApproval')).toHaveTextContent('Wartet auf Freigabe: 3');
    expect(within(dryRun).getAllByRole('row')).toHaveLength(4);
    expect(previews[0]).toEqual({
      contextId: 'NORDMARKT',
      kind: 'reboot',
      targetKind: 'cashpoint',
      parameters: {},
      targets: { storeIds: ['1040'] },
    });

    await user.click(within(dialog).getByRole('switch', { name: /Notfall/ }));
    await user.type(within(dialog).getByLabelText('Begründung des Notfalls'), 'kurz');
    await user.click(within(dialog).getByRole('button', { name: 'Ausführen' }));
    expect(await within(dialog).findByText(/mindestens 10 Zeichen/, { selector: '.invalid-feedback' })).toBeVisible();
    expect(requests).toEqual([]);

    await user.type(within(dialog).getByLabelText('Begründung des Notfalls'), ', Kassen hängen');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Ausführen' })).toBeEnabled());
    await within(dialog).findByTestId('dry-run');
    await user.click(within(dialog).getByRole('button', { name: 'Ausführen' }));
    await waitFor(() =>
      expect(requests).toEqual([
        {
          contextId: 'NORDMARKT',
          kind: 'reboot',
          targetKind: 'cashpoint',
          parameters: {},
          targets: { storeIds: ['1040'] },
          emergencyReason: 'kurz, Kassen hängen',
          deadlineMinutes: 60,
        },
      ]),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?contextId=NORDMARKT&uid=act-1'));
    expect(router.state.location.pathname).toBe('/frontend/actions');
  }, 20_000);
});
