import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { keepContextId } from './app/contextCarryOver';
import { AppLayout } from './components/layout/AppLayout';
import { PageGuard } from './components/layout/PageGuard';
import { texts } from '../shared/texts/de';

// One chunk per route: each page is loaded when first visited.
function page(load: () => Promise<{ default: ComponentType }>): ReactNode {
  const Page = lazy(load);
  return (
    <Suspense
      fallback={
        <Spinner animation="border" role="status" className="m-4">
          <span className="visually-hidden">{texts.app.loading}</span>
        </Spinner>
      }
    >
      <Page />
    </Suspense>
  );
}

/** A page of the layout opens only for sessions that may open it (the menu's rule). */
const guarded = (route: RouteObject): RouteObject =>
  route.id ? { ...route, element: <PageGuard page={route.id}>{route.element}</PageGuard> } : route;

const pick =
  <K extends string>(key: K) =>
  (module: Record<K, ComponentType>) => ({ default: module[key] });

/** Spec 2.1; route ids equal the paths' last segments. */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/frontend" replace /> },
  {
    path: '/login',
    id: 'login',
    element: page(() => import(/* webpackChunkName: "login" */ './features/session/LoginPage').then(pick('LoginPage'))),
  },
  {
    path: '/frontend',
    id: 'frontend',
    element: <AppLayout />,
    children: [
      { index: true, element: <Navigate to="/frontend/home" replace /> },
      {
        path: 'home',
        id: 'home',
        element: page(() => import(/* webpackChunkName: "home" */ './features/home/HomePage').then(pick('HomePage'))),
      },
      {
        path: 'cashpoints',
        id: 'cashpoints',
        element: page(() =>
          import(/* webpackChunkName: "cashpoints" */ './features/cashpoints/CashpointsPage').then(
            pick('CashpointsPage'),
          ),
        ),
      },
      {
        path: 'cashpoint-updates',
        id: 'cashpoint-updates',
        element: page(() =>
          import(/* webpackChunkName: "updates" */ './features/updates/UpdatesPages').then(
            pick('CashpointUpdatesPage'),
          ),
        ),
      },
      {
        path: 'store-agents',
        id: 'store-agents',
        element: page(() =>
          import(/* webpackChunkName: "store-agents" */ './features/store-agents/StoreAgentsPage').then(
            pick('StoreAgentsPage'),
          ),
        ),
      },
      {
        path: 'store-updates',
        id: 'store-updates',
        element: page(() =>
          import(/* webpackChunkName: "updates" */ './features/updates/UpdatesPages').then(pick('StoreUpdatesPage')),
        ),
      },
      {
        path: 'cashpoint-report',
        id: 'cashpoint-report',
        element: page(() =>
          import(/* webpackChunkName: "cashpoint-report" */ './features/cashpoint-report/CashpointReportPage').then(
            pick('CashpointReportPage'),
          ),
        ),
      },
      {
        path: 'store-report',
        id: 'store-report',
        element: page(() =>
          import(/* webpackChunkName: "store-report" */ './features/store-report/StoreReportPage').then(
            pick('StoreReportPage'),
          ),
        ),
      },
      {
        path: 'statistics',
        id: 'statistics',
        element: page(() =>
          import(/* webpackChunkName: "statistics" */ './features/statistics/StatisticsPage').then(
            pick('StatisticsPage'),
          ),
        ),
      },
      {
        path: 'customers',
        id: 'customers',
        element: page(() =>
          import(/* webpackChunkName: "customers" */ './features/customers/ContextsPage').then(pick('ContextsPage')),
        ),
      },
      {
        path: 'users',
        id: 'users',
        element: page(() =>
          import(/* webpackChunkName: "users" */ './features/users/UsersPage').then(pick('UsersPage')),
        ),
      },
      {
        path: 'profile',
        id: 'profile',
        element: page(() =>
          import(/* webpackChunkName: "profile" */ './features/profile/ProfilePage').then(pick('ProfilePage')),
        ),
      },
      { path: '*', element: <Navigate to="/frontend/home" replace /> },
    ].map(guarded),
  },
  { path: '*', element: <Navigate to="/frontend" replace /> },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  keepContextId(router);
  return router;
}

/** The data router the app runs on (a memory router in tests has the same type). */
export type AppRouter = ReturnType<typeof createBrowserRouter>;
