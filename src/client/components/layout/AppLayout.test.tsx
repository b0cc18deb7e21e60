import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../../testing/msw';
import { renderRoutes, sessionFixture } from '../../testing/render';
import { ContextPicker } from '../ContextPicker';
import { AppLayout } from './AppLayout';
import { useFakeClock } from '../../testing/fakeClock';

const server = setupMswServer();

function countPings() {
  const calls = { count: 0 };
  server.use(
    http.get('/api/frontend/ping', () => {
      calls.count += 1;
      return HttpResponse.json(sessionFixture);
    }),
  );
  return calls;
}

const pickerPage = (name: string) => (
  <>
    <h1>{name}</h1>
    <ContextPicker />
  </>
);

const routes = [
  {
    path: '/frontend',
    element: <AppLayout />,
    children: [
      { path: 'first', element: pickerPage('Erste Seite') },
      { path: 'second', element: pickerPage('Zweite Seite') },
      { path: 'plain', element: <h1>Ohne Kontext</h1> },
    ],
  },
  { path: '/login', element: <h1>Anmeldung</h1> },
];

describe('AppLayout', () => {
  it('shows banner, menu landmarks and the page once the session check succeeds', async () => {
    countPings();
    renderRoutes(routes, '/frontend/plain', null);
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …');
    expect(await screen.findByRole('heading', { name: 'Ohne Kontext' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Entwicklungssystem');
    // The menu's chunk arrives on its own; until then a placeholder bar, no landmark, holds its place.
    expect(await screen.findByRole('navigation')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Ohne Kontext' }));
  });

  it('goes to the login page when the session check answers 401', async () => {
    server.use(http.get('/api/frontend/ping', () => HttpResponse.json({ message: 'x' }, { status: 401 })));
    const { router } = renderRoutes(routes, '/frontend/plain', null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('carries the contextId over before the next page mounts, so its picker keeps it', async () => {
    countPings();
    const { router } = renderRoutes(routes, '/frontend/first?contextId=SUEDKAUF');
    await screen.findByRole('heading', { name: 'Erste Seite' });
    const searches: string[] = [];
    router.subscribe((s) => searches.push(s.location.search));
    await act(() => router.navigate('/frontend/second'));
    await screen.findByRole('heading', { name: 'Zweite Seite' });
    await waitFor(() => expect(router.state.location.search).toBe('?contextId=SUEDKAUF'));
    expect(screen.getByRole('combobox', { name: 'Kontext' })).toHaveValue('SUEDKAUF');
    // The picker of the new page never stepped in with the first context.
    expect(searches.filter((s) => s.includes('NORDMARKT'))).toEqual([]);
    // Replaced, not pushed: going back returns to the first page.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/frontend/first');
  });

  it('re-fetches the contexts once, 500 ms after a burst of route changes', async () => {
    const pings = countPings();
    const { pass } = useFakeClock();
    const { router } = renderRoutes(routes, '/frontend/plain?contextId=NORDMARKT');
    await screen.findByRole('heading', { name: 'Ohne Kontext' });
    await waitFor(() => expect(pings.count).toBe(1));
    await act(() => router.navigate('/frontend/first?contextId=NORDMARKT'));
    await act(() => router.navigate('/frontend/second?contextId=NORDMARKT'));
    await act(() => router.navigate('/frontend/plain?contextId=SUEDKAUF'));
    pass(300);
    expect(pings.count).toBe(1);
    pass(200);
    await waitFor(() => expect(pings.count).toBe(2));
    pass(1000);
    expect(pings.count).toBe(2);
  });
});
