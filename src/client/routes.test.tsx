import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { connectSessionEnd } from './App';
import { routes } from './routes';
import { setupMswServer } from './testing/msw';
import { renderRoutes, sessionFixture } from './testing/render';

const server = setupMswServer();

// The main menu is a lazily loaded chunk. Loaded once here, its first compile in the test run does
// not count against the waits of the page tests below.
beforeAll(() => import('./components/layout/MainMenu'));

const home = {
  contexts: [
    {
      key: 'NORDMARKT',
      name: 'Nordmarkt GmbH',
      storeCount: 2,
      cashpointCount: 5,
      notUpdatedCashpointCount: 1,
      storeAgentCount: 2,
      notUpdatedStoreAgentCount: 0,
      openAlertCount: 0,
    },
  ],
};

/** A server with a session that starts signed in or out; login signs in, logout signs out. */
function fakeServer(signedIn: boolean, session = sessionFixture) {
  const state = { signedIn, logouts: 0 };
  server.use(
    http.get('/api/frontend/ping', () =>
      state.signedIn ? HttpResponse.json(session) : HttpResponse.json({ message: 'x' }, { status: 401 }),
    ),
    http.post('/api/frontend/login', () => {
      state.signedIn = true;
      return HttpResponse.json(sessionFixture);
    }),
    http.get('/api/frontend/logout', () => {
      state.signedIn = false;
      state.logouts += 1;
      return HttpResponse.json({ ok: true });
    }),
    http.get('/api/frontend/home', () =>
      state.signedIn ? HttpResponse.json(home) : HttpResponse.json({ message: 'x' }, { status: 401 }),
    ),
    http.get('/api/frontend/rollouts/awaiting-approval', () => HttpResponse.json({ rollouts: [] })),
    http.get('/api/frontend/statistics', () => HttpResponse.json({ contexts: home.contexts })),
    http.get('/api/frontend/contexts', () =>
      HttpResponse.json({ contexts: [], contextCount: 0, storeChecks: [], cashpointChecks: [] }),
    ),
    http.get('/api/frontend/users', () => HttpResponse.json({ users: [], total: 0, contexts: [], roles: [] })),
    http.get('/api/frontend/audit-log', () => HttpResponse.json({ entries: [], total: 0 })),
  );
  return state;
}

function recordPaths(router: ReturnType<typeof renderRoutes>['router']) {
  const paths: string[] = [router.state.location.pathname];
  router.subscribe((s) => {
    if (paths[paths.length - 1] !== s.location.pathname) paths.push(s.location.pathname);
  });
  return paths;
}

describe('routes', () => {
  it('redirects / to the home page of the layout', async () => {
    fakeServer(true);
    const { router } = renderRoutes(routes, '/', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Übersicht' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/frontend/home');
    expect(await screen.findByRole('cell', { name: 'Nordmarkt GmbH' })).toBeInTheDocument();
  });

  it('redirects an unknown path to home', async () => {
    fakeServer(true);
    const { router } = renderRoutes(routes, '/frontend/gibt-es-nicht', null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/frontend/home'));
    const other = renderRoutes(routes, '/irgendwo', null);
    await waitFor(() => expect(other.router.state.location.pathname).toBe('/frontend/home'));
  });

  it.each([
    ['cashpoints', 'Kassen'],
    ['cashpoint-updates', 'Kassen-Updates'],
    ['store-agents', 'STORE-Instanzen'],
    ['store-updates', 'STORE-Updates'],
    ['cashpoint-report', 'Kassen-Auswertung'],
    ['store-report', 'STORE-Auswertungen'],
    ['statistics', 'Statistiken'],
    ['customers', 'Kontexte'],
    ['users', 'Benutzer'],
    ['audit-log', 'Protokoll'],
    ['profile', 'Profil'],
  ])('loads the page /frontend/%s with its title', async (path, title) => {
    fakeServer(true);
    renderRoutes(routes, `/frontend/${path}`);
    // The first page of the file loads the lazy chunk the fleet pages share (tree, details, their
    // marks): past the default second on a busy machine, so the page has a little longer to come.
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('names every route by the last segment of its path', () => {
    const ids = routes.flatMap((r) => [r.id, ...(r.children ?? []).map((c) => c.id)]).filter(Boolean);
    expect(ids).toEqual(
      expect.arrayContaining(['login', 'home', 'cashpoints', 'store-report', 'customers', 'users', 'profile']),
    );
    for (const route of routes.flatMap((r) => r.children ?? [])) {
      if (route.path && route.path !== '*') expect(route.id).toBe(route.path);
    }
  });

  it.each([
    ['statistics', { hasStatistics: false }],
    ['store-agents', { hasStoreAgents: false }],
    ['store-report', { hasStoreAgents: false }],
    ['cashpoint-report', { hasStatsMenu: false }],
    ['customers', { hasContextManagement: false }],
    ['users', { rights: sessionFixture.rights.filter((r) => r !== 'USERS') }],
    ['audit-log', { rights: sessionFixture.rights.filter((r) => r !== 'AUDIT') }],
  ])('sends /frontend/%s home when the session may not open it (%o)', async (path, change) => {
    const session = { ...sessionFixture, ...change };
    fakeServer(true, session);
    const { router } = renderRoutes(routes, `/frontend/${path}?contextId=NORDMARKT`, session);
    expect(await screen.findByRole('heading', { level: 1, name: 'Übersicht' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/frontend/home');
    expect(router.state.location.search).toBe('?contextId=NORDMARKT');
  });

  it('sends a visitor without session to login and, after signing in, to home without bouncing back', async () => {
    fakeServer(false);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/frontend/home', null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const paths = recordPaths(router);
    await user.type(await screen.findByLabelText('Benutzername'), 'admin');
    await user.type(screen.getByLabelText('Passwort'), 'demo-admin-2026{Enter}');
    expect(await screen.findByRole('cell', { name: 'Nordmarkt GmbH' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(paths).toEqual(['/login', '/frontend/home']);
  });

  it('logs out from the user menu to /login with a date parameter', async () => {
    const state = fakeServer(true);
    const user = userEvent.setup();
    const { router, store } = renderRoutes(routes, '/frontend/home?contextId=NORDMARKT', null);
    await user.click(await screen.findByRole('button', { name: /Anna Admin/ }));
    const paths = recordPaths(router);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toMatch(/^\?date=\d+$/);
    expect(state.logouts).toBe(1);
    expect(store.getState().session.data).toBeNull();
    expect(await screen.findByLabelText('Benutzername')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(paths).toEqual(['/frontend/home', '/login']);
  });

  it('moves to login when a page call answers 401', async () => {
    const state = fakeServer(true);
    const { router, store } = renderRoutes(routes, '/frontend/profile', null);
    connectSessionEnd(store, router);
    await screen.findByRole('heading', { level: 1, name: 'Profil' });
    state.signedIn = false;
    const paths = recordPaths(router);
    await act(() => router.navigate('/frontend/home'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByLabelText('Benutzername')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(paths).toEqual(['/frontend/profile', '/frontend/home', '/login']);
  });
});
