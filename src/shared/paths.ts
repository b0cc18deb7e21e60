// Every page's address as plain data (bulletproof-react's config/paths): links, redirects, the API
// layer and the server's search results take their paths from here. The pages table
// (src/client/config/pages.ts) gives each path its title, menu place, access rule and lazy loader;
// only the router and the main menu read it. This file imports nothing, so any layer may use it.

export const loginPath = '/login';
/** The path of the signed-in frame; every page but login lives under it. */
export const layoutPath = '/frontend';

/** One path per page of the pages table (same keys). */
export const paths = {
  login: loginPath,
  home: `${layoutPath}/home`,
  cashpoints: `${layoutPath}/cashpoints`,
  storeAgents: `${layoutPath}/store-agents`,
  // The remote actions (issue 49); the selected request is the query's `uid`, its context `contextId`.
  actions: `${layoutPath}/actions`,
  cashpointUpdates: `${layoutPath}/cashpoint-updates`,
  storeUpdates: `${layoutPath}/store-updates`,
  // The selected rollout is the query's `uid`, its context `contextId`.
  rollouts: `${layoutPath}/rollouts`,
  cashpointReport: `${layoutPath}/cashpoint-report`,
  storeReport: `${layoutPath}/store-report`,
  alerts: `${layoutPath}/alerts`,
  // The fiscal cockpit (issue 50): `contextId` (`*` for all), the chart's `month`, the list's `page` and `sortBy`.
  fiscal: `${layoutPath}/fiskal`,
  // One store's Kassenmeldung (issue 52), reached from the page 'Kassenmeldungen'; its context `contextId`.
  // 'Erstmeldung aller Filialen' of the context `contextId` (issue 52): every store's report to print.
  taxNoticeInitial: `${layoutPath}/kassenmeldungen/erstmeldung`,
  taxNoticeReport: `${layoutPath}/kassenmeldungen/:storeUid`,
  // The notification to the tax office (issue 52): `contextId`, the `state` tab, the list's `page`;
  // one store's report below it, `/kassenmeldungen/<storeUid>`.
  taxNotices: `${layoutPath}/kassenmeldungen`,
  statistics: `${layoutPath}/statistics`,
  // The page administers contexts; its address keeps the name customers that bookmarks use.
  contexts: `${layoutPath}/customers`,
  users: `${layoutPath}/users`,
  // The role editor beside the users; its preview is the query's `tab=preview` (`userUid`, `roleUid`).
  roles: `${layoutPath}/roles`,
  auditLog: `${layoutPath}/audit-log`,
  profile: `${layoutPath}/profile`,
} as const;

export type PageKey = keyof typeof paths;

/** A page's path with its query (the parameters in their given order). */
export const pathWithQuery = (path: string, query: Record<string, string>): string =>
  `${path}?${new URLSearchParams(query).toString()}`;

/** The address of one store's Kassenmeldung in a context. */
export const taxNoticeReportPath = (storeUid: string, contextId: string): string =>
  pathWithQuery(paths.taxNoticeReport.replace(':storeUid', encodeURIComponent(storeUid)), { contextId });

/** The address of the initial report of all stores of a context. */
export const taxNoticeInitialPath = (contextId: string): string => pathWithQuery(paths.taxNoticeInitial, { contextId });
