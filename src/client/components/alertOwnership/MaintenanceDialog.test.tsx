import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../../testing/msw';
import { renderWithProviders } from '../../testing/render';
import { MaintenanceDialog } from './MaintenanceDialog';

// Issue 46: starting a maintenance says so; before, the dialog only closed.

const server = setupMswServer();

it('confirms a started maintenance with a toast naming the subject and its end', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/frontend/maintenance/save', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ uid: 'm1' });
    }),
  );
  const onClose = jest.fn();
  const { store } = renderWithProviders(
    <MaintenanceDialog contextId="NORDMARKT" storeUid="s1003" what="Filiale 1003" onClose={onClose} />,
  );
  await userEvent.type(await screen.findByLabelText('Grund'), 'Umbau');
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(bodies).toHaveLength(1);
  expect(store.getState().toasts.map((t) => t.message)).toEqual([
    expect.stringMatching(/^Filiale 1003 ist in Wartung bis \d\d\.\d\d\.\d{4} \d\d:\d\d\.$/),
  ]);
});
