/**
 * The URL's contextId for "every context" of a page that can show all of them (the audit log, the
 * alerts). A missing contextId would mean the same, but the navigation guard carries the previous
 * page's context into a URL without one, so the choice of all contexts must say so. No context key
 * can be '*'.
 */
export const allContexts = '*';
