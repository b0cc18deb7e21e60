import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import type { Alert, Maintenance } from '../api/alerts';

// Alerts of the component tests and the fake alert list.

export const alertOf = (extra: Partial<Alert> = {}): Alert => ({
  uid: 'a1',
  contextId: 'NORDMARKT',
  contextName: 'Nordmarkt GmbH',
  kind: 'cashpointOffline',
  severity: 'warning',
  state: 'open',
  openedAt: '2026-11-20T08:15:00.000Z',
  updatedAt: '2026-11-20T09:15:00.000Z',
  closedAt: null,
  storeId: '1001',
  storeUid: 's1001',
  storeName: 'Kiel, Hafen',
  posId: '2',
  cashpointUid: 'c1001-2',
  rolloutUid: null,
  detail: null,
  acknowledgedBy: null,
  acknowledgedAt: null,
  comment: null,
  assignee: null,
  maintenance: null,
  ...extra,
});

/** The alert list answers with these alerts whatever is asked; returns the queries it received. */
export function fakeAlertList(server: SetupServer, alerts: Alert[] = [], total = alerts.length) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/frontend/alerts', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ alerts, total });
    }),
  );
  return queries;
}

/**
 * The trees' marks: the alert stores answer with these store uids, the maintenance list with
 * `maintenance` (none unless told); returns the alert stores' queries it received.
 */
export function fakeAlertStores(server: SetupServer, storeUids: string[] = [], maintenance: Maintenance[] = []) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/frontend/alerts/stores', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ storeUids });
    }),
    http.get('/api/frontend/maintenance', () => HttpResponse.json({ maintenance })),
  );
  return queries;
}
