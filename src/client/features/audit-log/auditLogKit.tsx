import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AuditEntry } from '../../api/audit';
import { setupMswServer } from '../../testing/msw';
import { renderAt, sessionFixture } from '../../testing/render';
import { AuditLogPage } from './AuditLogPage';

// The audit page tests' entries, fake server and render, shared by the test files by topic.

export const server = setupMswServer();

export const entry = (id: number, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  time: '2026-11-20T09:15:30.000Z',
  user: 'operator',
  userName: 'Otto Operator',
  address: '10.0.0.7',
  contextId: 'NORDMARKT',
  contextName: 'Nordmarkt GmbH',
  token: null,
  action: 'updateArchived',
  objectType: 'cashpointUpdate',
  objectId: 'upd-1',
  objectLabel: 'kasse-5.14.0.zip',
  changes: [{ field: 'archived', before: 'false', after: 'true' }],
  ...extra,
});

export const entries: AuditEntry[] = [
  entry(2),
  entry(1, {
    time: '2026-11-19T16:00:00.000Z',
    user: 'admin',
    userName: 'Anna Admin',
    address: '10.0.0.1',
    contextId: null,
    contextName: null,
    action: 'userChanged',
    objectType: 'user',
    objectId: 'u9',
    objectLabel: 'kassierer',
    changes: [
      { field: 'lastName', before: 'Meier', after: 'Mayer' },
      { field: 'password', hidden: true },
    ],
  }),
];

/** The list call answering `entries` (of `total`); returns the query of every call, in order. */
export function fakeAuditServer(reply = { entries, total: 42 }) {
  const calls: URLSearchParams[] = [];
  server.use(
    http.get('/api/frontend/audit-log', ({ request }) => {
      calls.push(new URL(request.url).searchParams);
      return HttpResponse.json(reply);
    }),
  );
  return calls;
}

/** The page at `route` as a user with `session` sees it. */
export function renderPage(route = '/frontend/audit-log', session = sessionFixture) {
  const user = userEvent.setup();
  return { user, ...renderAt(<AuditLogPage />, route, session) };
}
