import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { SessionData } from '../api/session';
import { keepContextId } from '../app/contextCarryOver';
import { environmentOf } from '../app/environmentSlice';
import { makeStore } from '../app/store';
import { allRights } from '../../shared/rights';

export const sessionFixture: SessionData = {
  contexts: [
    { key: 'NORDMARKT', name: 'Nordmarkt GmbH' },
    { key: 'SUEDKAUF', name: 'Südkauf AG' },
  ],
  user: {
    uid: 'u1',
    login: 'admin',
    firstName: 'Anna',
    lastName: 'Admin',
    role: 'Administrator',
    use2FA: false,
    email: null,
    allContextsVisible: true,
  },
  isAdmin: true,
  systemType: 'DEVEL',
  rights: [...allRights],
  hasStoreAgents: true,
  hasStatsMenu: true,
  hasStatistics: true,
  hasCreateButtons: true,
  hasContextManagement: true,
  handleActivePromotions: true,
  columnFilters: [],
  columnWidths: [],
  showBanner: true,
  isDevel: true,
  isTest: false,
};

interface Options {
  /** The URL the in-memory router starts at. */
  route?: string;
  /** The session data in the store (null: signed out). */
  session?: SessionData | null;
  /** Routes to render instead of one catch-all route holding the element. */
  routes?: RouteObject[];
}

/**
 * Renders with a fresh store (session and environment preloaded) and an in-memory data router;
 * returns both for assertions, e.g. `router.state.location.search`.
 */
export function renderWithProviders(
  element: ReactElement | null,
  { route = '/frontend/home', session = sessionFixture, routes }: Options = {},
) {
  const store = makeStore({
    session: { data: session },
    ...(session ? { environment: environmentOf(session) } : {}),
  });
  const router = createMemoryRouter(routes ?? [{ path: '*', element }], { initialEntries: [route] });
  keepContextId(router);
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router };
}

/** Shorthand: the given routes at a URL. */
export function renderRoutes(routes: RouteObject[], route: string, session: SessionData | null = sessionFixture) {
  return renderWithProviders(null, { routes, route, session });
}

/** Shorthand: one element on every path, at a URL. */
export function renderAt(
  element: ReactElement,
  route = '/frontend/home',
  session: SessionData | null = sessionFixture,
) {
  return renderWithProviders(element, { route, session });
}
