import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAt, sessionFixture } from '../../testing/render';
import { StoreReportPage } from './StoreReportPage';
import { bodyRows, route, serve, server } from './storeReportKit';

// The store report's 'Aktion ausführen …' (issue 49: "the reports get 'Aktion ausführen …' on a
// selection"): the dialog for the store servers the report shows, with their dry run.

beforeEach(() => localStorage.clear());

function fakeActions() {
  const previews: unknown[] = [];
  server.use(
    http.get('/api/frontend/action-kinds', () =>
      HttpResponse.json({
        kinds: [
          {
            kind: 'collectLogs',
            name: 'Logs sammeln',
            risky: false,
            targets: ['cashpoint', 'storeAgent'],
            parameters: [],
          },
        ],
      }),
    ),
    http.post('/api/frontend/actions/preview', async ({ request }) => {
      previews.push(await request.json());
      return HttpResponse.json({
        count: 4,
        heldBack: { waitingForApproval: 0, waitingForWindow: 0, waitingForReceipt: 0, waitingForSlot: 0 },
        targets: [],
        page: 1,
        size: 50,
      });
    }),
  );
  return previews;
}

describe("the store report's 'Aktion ausführen …'", () => {
  it('opens the dialog for the store servers of the page, and their dry run names them', async () => {
    serve();
    const previews = fakeActions();
    const user = userEvent.setup();
    renderAt(<StoreReportPage />, route);
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Aktion ausführen …' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Aktion ausführen: 4 STORE-Instanzen dieser Berichtsseite',
    });
    await user.selectOptions(await within(dialog).findByLabelText('Aktion'), 'collectLogs');
    expect(await within(dialog).findByTestId('dry-run')).toHaveTextContent('4 Ziele erhalten die Aktion.');
    expect(previews[0]).toEqual({
      contextId: 'NORDMARKT',
      kind: 'collectLogs',
      targetKind: 'storeAgent',
      parameters: {},
      targets: { storeAgentUids: ['s1', 's2', 's3', 's4'] },
    });
  }, 20_000);

  it('is not offered to who may run no action', async () => {
    serve();
    const rights = sessionFixture.rights.filter((r) => r !== 'ACTIONS_RUN' && r !== 'ACTIONS_RISKY');
    renderAt(<StoreReportPage />, route, { ...sessionFixture, rights });
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(screen.queryByRole('button', { name: 'Aktion ausführen …' })).toBeNull();
  });
});
