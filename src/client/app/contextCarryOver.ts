/** The parts of a URL the navigation guard looks at (react-router's `Location` and `Path` fit). */
export interface UrlLocation {
  pathname: string;
  search: string;
  hash?: string;
}

/**
 * The navigation guard of spec 2.1: when the target names no contextId but the previous route did,
 * the previous contextId is carried over. Returns the corrected target, or null when the target is
 * fine as it is. Pages outside the layout (login) never receive a context.
 */
export function carryOverContextId<L extends UrlLocation>(previousSearch: string, next: L): L | null {
  if (!next.pathname.startsWith('/frontend')) return null;
  const params = new URLSearchParams(next.search);
  if (params.get('contextId')) return null;
  const previous = new URLSearchParams(previousSearch).get('contextId');
  if (!previous) return null;
  params.set('contextId', previous);
  return { ...next, search: `?${params.toString()}` };
}
