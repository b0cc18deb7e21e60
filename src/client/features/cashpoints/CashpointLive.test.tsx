import { screen, waitFor } from '@testing-library/react';
import { fakeCashpointsServer } from '../../testing/cashpointsKit';
import { installFakeEventSource } from '../../testing/fakeEventSource';
import { fakeLayout } from '../../testing/layout';
import { setupMswServer } from '../../testing/msw';
import { renderRoutes } from '../../testing/render';
import { LiveStream } from '../../components/layout/LiveStream';
import { CashpointsPage } from './CashpointsPage';

const server = setupMswServer();
const stream = installFakeEventSource();
fakeLayout({ clientHeight: 600, clientWidth: 400, offsetHeight: 34, offsetWidth: 400 });

describe('the register tree with the live stream', () => {
  it("shows a register going offline at once in its store's count and marks the store's row briefly", async () => {
    fakeCashpointsServer(server);
    renderRoutes(
      [
        {
          path: '/frontend/cashpoints',
          element: (
            <>
              <LiveStream />
              <CashpointsPage />
            </>
          ),
        },
      ],
      '/frontend/cashpoints?contextId=NORDMARKT',
    );
    const kiel = await screen.findByRole('treeitem', { name: /1001 Kiel/ });
    expect(kiel).toHaveTextContent('1/2');
    expect(kiel).not.toHaveClass('live-changed');

    stream.latest().open();
    stream.latest().send('cashpoint', {
      kind: 'cashpoint',
      contextId: 'NORDMARKT',
      uid: 'c1001-1',
      storeUid: 's1001',
      changes: { offline: true },
    });
    await waitFor(() => expect(screen.getByRole('treeitem', { name: /1001 Kiel/ })).toHaveTextContent('2/2'));
    expect(screen.getByRole('treeitem', { name: /1001 Kiel/ })).toHaveClass('live-changed');
    await waitFor(() => expect(screen.getByRole('treeitem', { name: /1001 Kiel/ })).not.toHaveClass('live-changed'), {
      timeout: 3_000,
    });
  });
});
