/**
 * The navigation guard of spec 2.1: when the target URL names no contextId but the previous one did,
 * the previous contextId is carried over. Returns the corrected search string, or null when the
 * target is fine as it is. Pages outside the layout (login) never receive a context.
 */
export function carryOverContextId(previousSearch: string, nextPathname: string, nextSearch: string): string | null {
  if (!nextPathname.startsWith('/frontend')) return null;
  const next = new URLSearchParams(nextSearch);
  if (next.get('contextId')) return null;
  const previous = new URLSearchParams(previousSearch).get('contextId');
  if (!previous) return null;
  next.set('contextId', previous);
  return `?${next.toString()}`;
}
