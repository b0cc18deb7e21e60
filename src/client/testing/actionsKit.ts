import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import type { ActionCounts, ActionDetail, ActionHistoryEntry, ActionSummary } from '../api/actions';
import { noTargetCounts } from '../../shared/actions/catalogue';

// Action requests of the component tests (the page 'Aktionen', its buttons, a target's history) and
// a fake server that records what the SPA sends.

const noCounts: ActionCounts = noTargetCounts();

export const actionSummaryOf = (extra: Partial<ActionSummary> = {}): ActionSummary => ({
  uid: 'act-1',
  kind: 'restartPos',
  name: 'Kassenanwendung neu starten',
  targetKind: 'cashpoint',
  parameters: {},
  state: 'active',
  requestedBy: 'Anna Admin',
  requestedAt: '2026-11-24T21:00:00.000Z',
  emergencyReason: null,
  deadlineMinutes: 60,
  approvedBy: null,
  approvedAt: null,
  approvalComment: null,
  cancelledBy: null,
  cancelledAt: null,
  finishedAt: null,
  total: 3,
  ...extra,
  counts: { ...noCounts, ...extra.counts },
});

export const actionDetailOf = (extra: Partial<ActionDetail> = {}): ActionDetail => ({
  ...actionSummaryOf(extra),
  mayApprove: false,
  targets: ['1', '2', '3'].map((posId) => ({
    uid: `t-${posId}`,
    targetKind: 'cashpoint',
    targetUid: `c-${posId}`,
    storeId: '1040',
    storeName: 'Kiel, Hafen',
    posId,
    state: 'sent',
    attempts: 1,
    sentAt: '2026-11-24T21:00:05.000Z',
    startedAt: null,
    finishedAt: null,
    exitCode: null,
    output: null,
    hasBundle: false,
  })),
  targetsTotal: 3,
  page: 1,
  size: 25,
  ...extra,
});

export const historyEntryOf = (extra: Partial<ActionHistoryEntry> = {}): ActionHistoryEntry => ({
  uid: 't-1',
  targetKind: 'cashpoint',
  targetUid: 'c-1',
  storeId: '1040',
  storeName: 'Kiel, Hafen',
  posId: '1',
  state: 'succeeded',
  attempts: 1,
  sentAt: '2026-11-24T21:00:05.000Z',
  startedAt: '2026-11-24T21:00:06.000Z',
  finishedAt: '2026-11-24T21:00:30.000Z',
  exitCode: 0,
  output: null,
  hasBundle: false,
  actionUid: 'act-1',
  kind: 'restartPos',
  name: 'Kassenanwendung neu starten',
  parameters: {},
  requestedBy: 'Anna Admin',
  requestedAt: '2026-11-24T21:00:00.000Z',
  emergencyReason: null,
  ...extra,
});

/**
 * The actions' endpoints answering with these requests (the detail is the first whose uid matches);
 * returns the list queries and the bodies of approve, cancel and retry-failed as received.
 */
export function fakeActionServer(server: SetupServer, details: ActionDetail[]) {
  const listQueries: URLSearchParams[] = [];
  const posted: { step: string; uid: string; body: unknown }[] = [];
  server.use(
    http.get('/api/frontend/actions', ({ request }) => {
      listQueries.push(new URL(request.url).searchParams);
      const state = new URL(request.url).searchParams.get('state');
      const actions = details.filter((d) => !state || d.state === state);
      return HttpResponse.json({ actions, total: actions.length, page: 1, size: 20 });
    }),
    http.get('/api/frontend/actions/:uid', ({ params }) => {
      const found = details.find((d) => d.uid === params.uid);
      return found ? HttpResponse.json(found) : HttpResponse.json({ message: 'Nicht gefunden.' }, { status: 404 });
    }),
    http.post('/api/frontend/actions/:uid/:step', async ({ params, request }) => {
      posted.push({ step: String(params.step), uid: String(params.uid), body: await request.json() });
      return HttpResponse.json({ ok: true });
    }),
  );
  return { listQueries, posted };
}
