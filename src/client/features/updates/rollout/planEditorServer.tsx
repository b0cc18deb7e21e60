import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { Toasts } from '../../../components/Toasts';
import { renderAt } from '../../../testing/render';
import type { rolloutDetail } from '../../../testing/rolloutsKit';
import { detailOf, threeUpdates } from '../../../testing/updatesKit';
import { CashpointUpdatesPage } from '../UpdatesPages';

// The fake server and the steps of the plan editor's tests (not a test file itself): the update list
// with its first update's dialog, the rollout of that update, the context's setting, the pre-flight,
// and every save and start recorded with its body.

export const top = threeUpdates[0]!;

/** A pre-flight of the kit's three waves: the update released only in the future. */
export const futurePreflight = {
  waves: [
    {
      number: 1,
      name: 'Pilot',
      stores: 2,
      cashpoints: 6,
      storeServers: 1,
      targets: 6,
      offlineShare: 16.7,
      approvalNeeded: false,
      unmeasurable: [
        { gate: 'dayClose', stores: 1 },
        { gate: 'alertRise', stores: 1 },
      ],
    },
    {
      number: 2,
      name: '5 %',
      stores: 5,
      cashpoints: 20,
      storeServers: 5,
      targets: 20,
      offlineShare: 0,
      approvalNeeded: true,
      unmeasurable: [],
    },
    {
      number: 3,
      name: '100 %',
      stores: 12,
      cashpoints: 48,
      storeServers: 12,
      targets: 48,
      offlineShare: 2.1,
      approvalNeeded: true,
      unmeasurable: [],
    },
  ],
  releaseAt: '2026-12-02T06:00:00Z',
  releaseInFuture: true,
  earliestStart: '2026-12-02T19:30:00Z',
};

export function fakeServer(
  server: SetupServer,
  {
    rollout = null as ReturnType<typeof rolloutDetail> | null,
    refuse = '',
    autoAdvance = false,
    preflight = futurePreflight as object,
  } = {},
) {
  const saves: unknown[] = [];
  const starts: unknown[] = [];
  server.use(
    http.get('/api/frontend/rollout-settings', () => HttpResponse.json({ contextId: 'NORDMARKT', autoAdvance })),
    http.get('/api/frontend/rollouts/:uid/preflight', () => HttpResponse.json(preflight)),
    http.get('/api/frontend/cashpoint-updates', () =>
      HttpResponse.json({ syncfiles: threeUpdates.filter((s) => !s.archived) }),
    ),
    http.get('/api/frontend/cashpoint-updates/detail', () => HttpResponse.json(detailOf(top))),
    http.get('/api/frontend/rollouts', ({ request }) => {
      expect(new URL(request.url).searchParams.get('updateUid')).toBe(top.uid);
      return HttpResponse.json({ rollouts: rollout ? [rollout] : [] });
    }),
    http.get('/api/frontend/rollouts/:uid', () => HttpResponse.json(rollout)),
    http.get('/api/frontend/cashpoints', () =>
      HttpResponse.json({
        stores: [
          {
            id: '1001',
            name: 'Hafen',
            uid: 'store-1',
            cashpoints: [],
            numberOfOfflineChildren: 0,
            allVersionTags: [],
            allUpdated: true,
          },
          {
            id: '1002',
            name: 'Altstadt',
            uid: 'store-2',
            cashpoints: [],
            numberOfOfflineChildren: 0,
            allVersionTags: [],
            allUpdated: true,
          },
        ],
      }),
    ),
    http.post('/api/frontend/rollouts/save', async ({ request }) => {
      saves.push(await request.json());
      if (refuse) return HttpResponse.json({ message: refuse }, { status: 409 });
      return HttpResponse.json({ uid: 'ro-1' });
    }),
    http.post('/api/frontend/rollouts/:uid/start', async ({ request }) => {
      starts.push(await request.json());
      return HttpResponse.json({ ok: true });
    }),
  );
  return { saves, starts };
}

export async function openRolloutTab() {
  const user = userEvent.setup();
  renderAt(
    <>
      <CashpointUpdatesPage />
      <Toasts />
    </>,
    '/frontend/cashpoint-updates?contextId=NORDMARKT',
  );
  await user.click(await screen.findByRole('button', { name: `Details von ${top.filename} öffnen` }));
  const dialog = await screen.findByRole('dialog', { name: `Update ${top.filename}` });
  await user.click(await within(dialog).findByRole('tab', { name: 'Rollout' }));
  return { user, dialog: within(dialog) };
}

export const waveBox = (number: number) => within(screen.getByTestId(`wave-fields-${number}`));
