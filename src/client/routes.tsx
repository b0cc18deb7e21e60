import { lazy, Suspense, type ReactNode } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { keepContextId } from './app/contextCarryOver';
import { AppLayout } from './components/layout/AppLayout';
import { PageError, PageErrorBoundary } from './components/layout/PageErrorBoundary';
import { PageGuard } from './components/layout/PageGuard';
import { layoutPath } from './config/paths';
import { preloadable } from './lib/preloadable';
import { wholeStyles } from './theme/wholeStyles';
import { pageList, pages, routeId, type Page } from './config/pages';
// The app shell loads with /login: it takes only the text areas it shows, not the index of all.
import { frameTexts as texts } from '../shared/texts/de/frame';

// One chunk per route: each page is loaded when first visited, or before, while the app starts.
const pageModules = new Map(pageList.map((page) => [page, preloadable(page.load)]));

/**
 * Starts loading the chunk of the page at `pathname`, if it is one: called as the app starts, so
 * the page's code comes in while the session is being checked instead of after it.
 */
export function preloadPageAt(pathname: string): void {
  // The frame's stylesheet likewise: every path but the login's leads into the frame.
  if (pathname !== pages.login.path) void wholeStyles.preload().catch(() => undefined);
  const page = pageList.find((candidate) => candidate.path === pathname);
  if (page)
    void pageModules
      .get(page)!
      .preload()
      .catch(() => undefined); // its render reports a failure
}

function lazyPage(page: Page): ReactNode {
  const Page = lazy(pageModules.get(page)!.lazyLoad as Page['load']);
  return (
    <PageErrorBoundary>
      <Suspense
        fallback={
          <Spinner animation="border" role="status" className="m-4">
            <span className="visually-hidden">{texts.app.loading}</span>
          </Spinner>
        }
      >
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}

/** A page of the layout opens only for sessions that may open it (the menu's rule). */
const layoutRoute = (page: Page): RouteObject => ({
  path: routeId(page),
  id: routeId(page),
  element: <PageGuard access={page.access}>{lazyPage(page)}</PageGuard>,
});

const layoutPages = pageList.filter((page) => page.path.startsWith(`${layoutPath}/`));

/**
 * The routes of the pages table; route ids equal the paths' last segments. A page that fails shows
 * its notice inside the frame (lazyPage); what fails outside a page (the frame itself) shows it in
 * place of everything, instead of the router's English default.
 */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to={layoutPath} replace /> },
  {
    path: pages.login.path,
    id: routeId(pages.login),
    element: lazyPage(pages.login),
    errorElement: <PageError />,
  },
  {
    path: layoutPath,
    id: 'frontend',
    element: <AppLayout />,
    errorElement: <PageError />,
    children: [
      { index: true, element: <Navigate to={pages.home.path} replace /> },
      ...layoutPages.map(layoutRoute),
      { path: '*', element: <Navigate to={pages.home.path} replace /> },
    ],
  },
  { path: '*', element: <Navigate to={layoutPath} replace /> },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  preloadPageAt(router.state.location.pathname);
  keepContextId(router);
  return router;
}

/** The data router the app runs on (a memory router in tests has the same type). */
export type AppRouter = ReturnType<typeof createBrowserRouter>;
