import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../../testing/msw';
import { renderAt } from '../../testing/render';
import { detailOf, threeUpdates } from '../../testing/updatesKit';
import { CashpointUpdatesPage } from './UpdatesPages';

// A link that names an update (the search's, issue 54) opens its dialog; closing it drops the name.

const server = setupMswServer();
const archived = threeUpdates.find((s) => s.archived)!;

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

it('opens the dialog of the update the link names, an archived one too, and forgets it when closed', async () => {
  server.use(
    http.get('/api/frontend/rollouts', () => HttpResponse.json({ rollouts: [] })),
    http.get('/api/frontend/cashpoint-updates', () =>
      HttpResponse.json({ syncfiles: threeUpdates.filter((s) => !s.archived) }),
    ),
    http.get('/api/frontend/cashpoint-updates/detail', ({ request }) => {
      const filename = new URL(request.url).searchParams.get('filename');
      return HttpResponse.json(detailOf(threeUpdates.find((s) => s.filename === filename)!));
    }),
  );
  const user = userEvent.setup();
  const { router } = renderAt(
    <CashpointUpdatesPage />,
    `/frontend/cashpoint-updates?contextId=NORDMARKT&update=${encodeURIComponent(archived.filename)}`,
  );
  const dialog = await screen.findByRole('dialog', { name: `Update ${archived.filename}` });
  await within(dialog).findByLabelText('Status');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(router.state.location.search).toBe('?contextId=NORDMARKT');
});
