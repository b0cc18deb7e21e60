import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import type { RolloutDetail, RolloutStore } from '../../api/rollouts';
import { rolloutSummary } from '../../testing/rolloutsKit';

// The fake server of the page's tests: one rollout, its stores, the settings, and every action
// recorded with its body.

export const twoStores: RolloutStore[] = [
  {
    storeUid: 's-1',
    storeId: '1001',
    storeName: 'Hafen',
    wave: 2,
    state: 'failed',
    targets: 4,
    installed: 2,
    failed: 2,
    rolledBack: false,
  },
  {
    storeUid: 's-2',
    storeId: '1002',
    storeName: 'Altstadt',
    wave: 2,
    state: 'rolledBack',
    targets: 4,
    installed: 0,
    failed: 0,
    rolledBack: true,
  },
];

export function fakeRolloutServer(server: SetupServer, detail: RolloutDetail, stores = twoStores) {
  const calls: { path: string; body: unknown }[] = [];
  const storeQueries: URLSearchParams[] = [];
  server.use(
    http.get('/api/frontend/rollouts', () => HttpResponse.json({ rollouts: [rolloutSummary({ ...detail })] })),
    http.get('/api/frontend/rollouts/:uid', () => HttpResponse.json(detail)),
    // A released update: each wave's reach from its planned counts, nothing to release first.
    http.get('/api/frontend/rollouts/:uid/preflight', () =>
      HttpResponse.json({
        waves: detail.waves.map((w) => ({
          number: w.number,
          name: w.name,
          stores: w.planned?.stores ?? w.counts.stores,
          cashpoints: w.planned?.targets ?? w.counts.targets,
          storeServers: w.planned?.stores ?? w.counts.stores,
          targets: w.planned?.targets ?? w.counts.targets,
          offlineShare: 0,
          approvalNeeded: w.requireApproval || (w.number > 1 && !detail.autoAdvance),
          unmeasurable: [],
        })),
        releaseAt: null,
        releaseInFuture: false,
        earliestStart: '2026-03-01T20:00:00Z',
      }),
    ),
    http.get('/api/frontend/rollouts/:uid/stores', ({ request }) => {
      storeQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ stores, total: stores.length, page: 1 });
    }),
    http.get('/api/frontend/rollout-settings', () => HttpResponse.json({ contextId: 'NORDMARKT', autoAdvance: false })),
    http.post('/api/frontend/rollouts/:uid/:action', async ({ request, params }) => {
      calls.push({ path: `${String(params.uid)}/${String(params.action)}`, body: await request.json() });
      return HttpResponse.json({ ok: true });
    }),
    http.post('/api/frontend/rollout-settings/save', async ({ request }) => {
      calls.push({ path: 'settings', body: await request.json() });
      return HttpResponse.json({ ok: true });
    }),
  );
  return { calls, storeQueries };
}
