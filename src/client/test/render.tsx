import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { SessionData } from '../api';
import { makeStore } from '../app/store';

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
  },
  isAdmin: true,
  systemType: 'DEVEL',
  rights: [
    'UPDATES_CHANGE',
    'UPDATES_ORDER_CHANGE',
    'USERS',
    'USERS_CHANGE',
    'CONTEXTS',
    'CONTEXTS_CHANGE',
    'CASHPOINTS_CHANGE',
  ],
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

/** Renders routes with a fresh store and an in-memory router; returns both for assertions. */
export function renderRoutes(
  routes: RouteObject[],
  initialEntry: string,
  session: SessionData | null = sessionFixture,
) {
  const store = makeStore({ session: { data: session } });
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router };
}

export function renderAt(
  element: ReactElement,
  initialEntry = '/frontend/home',
  session: SessionData | null = sessionFixture,
) {
  return renderRoutes([{ path: '*', element }], initialEntry, session);
}
