import { layoutPath } from '../config/paths';

/** The parts of a URL the navigation guard looks at (react-router's `Location` and `Path` fit). */
export interface UrlLocation {
  pathname: string;
  search: string;
  hash?: string;
}

/**
 * The navigation guard: when the target names no contextId but the previous route did,
 * the previous contextId is carried over. Returns the corrected target, or null when the target is
 * fine as it is. Pages outside the layout (login) never receive a context.
 */
export function carryOverContextId<L extends UrlLocation>(previousSearch: string, next: L): L | null {
  if (!next.pathname.startsWith(layoutPath)) return null;
  const params = new URLSearchParams(next.search);
  if (params.get('contextId')) return null;
  const previous = new URLSearchParams(previousSearch).get('contextId');
  if (!previous) return null;
  params.set('contextId', previous);
  return { ...next, search: `?${params.toString()}` };
}

/** The part of a data router the guard needs (browser and memory routers both fit). */
interface GuardedRouter {
  state: { location: UrlLocation & { state?: unknown } };
  subscribe(listener: (state: { location: UrlLocation & { state?: unknown } }) => void): () => void;
  navigate(to: UrlLocation, options: { replace: boolean; state?: unknown }): Promise<void>;
}

/**
 * Applies the guard to every navigation of a router, at the router rather than while rendering:
 * React may still show the previous page (a lazy page suspends its transition) when the URL has
 * already moved on, so the rendered location is not a reliable "previous route". Returns the
 * unsubscribe function.
 */
export function keepContextId(router: GuardedRouter): () => void {
  let previousSearch = router.state.location.search;
  return router.subscribe(({ location }) => {
    const target = carryOverContextId(previousSearch, location);
    if (target) {
      void router.navigate(
        { pathname: target.pathname, search: target.search, hash: target.hash ?? '' },
        { replace: true, state: location.state },
      );
      return;
    }
    previousSearch = location.search;
  });
}
