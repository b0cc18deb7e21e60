import type { ComponentType } from 'react';
import { pageAccess, type PageAccess } from '../../shared/pageAccess';
// The app shell loads with /login: it takes only the text areas it shows, not the index of all.
import { frameTexts as texts } from '../../shared/texts/de/frame';
import { layoutPath, paths, type PageKey } from './paths';
import { roleTexts } from '../../shared/texts/de/roles';
import { taxNoticeTexts } from '../../shared/texts/de/taxNotice';

// Every page of the app in one table: the router builds its routes from it (with the page guard's
// checks) and the main menu its entries. Its lazy loaders name every page, so nothing else imports
// it: links elsewhere take their paths from config/paths.ts. A new page is its path there, one
// entry here (and its title in the German texts).

type PageModule = { default: ComponentType };

/** Where a page sits in the main menu; pages without a group are reached by links only. */
export type MenuGroup = 'main' | 'updates' | 'reports' | 'admin' | 'user';

export interface Page {
  /** The URL path; inside the layout the route id is its last segment. */
  path: string;
  /** The German page title, also the label of its menu entry. */
  title: string;
  menu?: MenuGroup;
  /** What a session needs to open the page; without it every session may. */
  access?: PageAccess;
  /** Loads the page's chunk when it is first visited. */
  load: () => Promise<PageModule>;
}

const pick =
  <K extends string>(key: K) =>
  (module: Record<K, ComponentType>): PageModule => ({ default: module[key] });

export const pages = {
  login: {
    path: paths.login,
    title: texts.login.submit,
    load: () => import(/* webpackChunkName: "login" */ '../features/session/LoginPage').then(pick('LoginPage')),
  },
  home: {
    path: paths.home,
    title: texts.pages.home,
    load: () => import(/* webpackChunkName: "home" */ '../features/home/HomePage').then(pick('HomePage')),
  },
  cashpoints: {
    path: paths.cashpoints,
    title: texts.pages.cashpoints,
    menu: 'main',
    load: () =>
      import(/* webpackChunkName: "cashpoints" */ '../features/cashpoints/CashpointsPage').then(pick('CashpointsPage')),
  },
  storeAgents: {
    path: paths.storeAgents,
    title: texts.pages.storeAgents,
    menu: 'main',
    access: pageAccess.storeAgents,
    load: () =>
      import(/* webpackChunkName: "store-agents" */ '../features/store-agents/StoreAgentsPage').then(
        pick('StoreAgentsPage'),
      ),
  },
  // Open as the rollouts are; the server refuses each request without its right.
  actions: {
    path: paths.actions,
    title: texts.pages.actions,
    menu: 'main',
    load: () => import(/* webpackChunkName: "actions" */ '../features/actions/ActionsPage').then(pick('ActionsPage')),
  },
  cashpointUpdates: {
    path: paths.cashpointUpdates,
    title: texts.pages.cashpointUpdates,
    menu: 'updates',
    load: () =>
      import(/* webpackChunkName: "updates" */ '../features/updates/UpdatesPages').then(pick('CashpointUpdatesPage')),
  },
  storeUpdates: {
    path: paths.storeUpdates,
    title: texts.pages.storeUpdates,
    menu: 'updates',
    access: pageAccess.storeUpdates,
    load: () =>
      import(/* webpackChunkName: "updates" */ '../features/updates/UpdatesPages').then(pick('StoreUpdatesPage')),
  },
  // Open as the update pages are; the server refuses each action without its right.
  rollouts: {
    path: paths.rollouts,
    title: texts.pages.rollouts,
    menu: 'updates',
    load: () =>
      import(/* webpackChunkName: "rollouts" */ '../features/rollouts/RolloutsPage').then(pick('RolloutsPage')),
  },
  cashpointReport: {
    path: paths.cashpointReport,
    title: texts.pages.cashpointReport,
    menu: 'reports',
    access: pageAccess.cashpointReport,
    load: () =>
      import(/* webpackChunkName: "cashpoint-report" */ '../features/cashpoint-report/CashpointReportPage').then(
        pick('CashpointReportPage'),
      ),
  },
  storeReport: {
    path: paths.storeReport,
    title: texts.pages.storeReport,
    menu: 'reports',
    access: pageAccess.storeReport,
    load: () =>
      import(/* webpackChunkName: "store-report" */ '../features/store-report/StoreReportPage').then(
        pick('StoreReportPage'),
      ),
  },
  // Under 'Auswertungen': at 1280 px the main menu has no room for one more entry without wrapping.
  fiscal: {
    path: paths.fiscal,
    title: texts.pages.fiscal,
    menu: 'reports',
    load: () => import(/* webpackChunkName: "fiscal" */ '../features/fiscal/FiscalPage').then(pick('FiscalPage')),
  },
  // Reached by links only (the page 'Kassenmeldungen'): every store's report of a context to print.
  taxNoticeInitial: {
    path: paths.taxNoticeInitial,
    title: taxNoticeTexts.taxNotice.report.initialPageTitle,
    load: () =>
      import(/* webpackChunkName: "tax-notice-report" */ '../features/tax-notices/report/InitialReportPage').then(
        pick('InitialReportPage'),
      ),
  },
  // Reached by links only (the page 'Kassenmeldungen'): one store's report, its print view and history.
  taxNoticeReport: {
    path: paths.taxNoticeReport,
    title: taxNoticeTexts.taxNotice.report.pageTitle,
    load: () =>
      import(/* webpackChunkName: "tax-notice-report" */ '../features/tax-notices/report/TaxNoticeReportPage').then(
        pick('TaxNoticeReportPage'),
      ),
  },
  // The notification to the tax office (issue 52): any context the session sees, no feature needed.
  taxNotices: {
    path: paths.taxNotices,
    title: texts.pages.taxNotices,
    menu: 'reports',
    load: () =>
      import(/* webpackChunkName: "tax-notices" */ '../features/tax-notices/TaxNoticesPage').then(
        pick('TaxNoticesPage'),
      ),
  },
  alerts: {
    path: paths.alerts,
    title: texts.pages.alerts,
    menu: 'main',
    load: () => import(/* webpackChunkName: "alerts" */ '../features/alerts/AlertsPage').then(pick('AlertsPage')),
  },
  statistics: {
    path: paths.statistics,
    title: texts.pages.statistics,
    menu: 'main',
    access: pageAccess.statistics,
    load: () =>
      import(/* webpackChunkName: "statistics" */ '../features/statistics/StatisticsPage').then(pick('StatisticsPage')),
  },
  contexts: {
    path: paths.contexts,
    title: texts.pages.contexts,
    menu: 'admin',
    access: pageAccess.contexts,
    load: () =>
      import(/* webpackChunkName: "contexts" */ '../features/contexts/ContextsPage').then(pick('ContextsPage')),
  },
  users: {
    path: paths.users,
    title: texts.pages.users,
    menu: 'admin',
    access: pageAccess.users,
    load: () => import(/* webpackChunkName: "users" */ '../features/users/UsersPage').then(pick('UsersPage')),
  },
  // Also reached from the users page ('Rollen' beside its tabs).
  roles: {
    path: paths.roles,
    title: roleTexts.roles.title,
    menu: 'admin',
    access: pageAccess.roles,
    load: () => import(/* webpackChunkName: "roles" */ '../features/roles/RolesPage').then(pick('RolesPage')),
  },
  auditLog: {
    path: paths.auditLog,
    title: texts.pages.auditLog,
    menu: 'admin',
    access: pageAccess.auditLog,
    load: () =>
      import(/* webpackChunkName: "audit-log" */ '../features/audit-log/AuditLogPage').then(pick('AuditLogPage')),
  },
  profile: {
    path: paths.profile,
    title: texts.pages.profile,
    menu: 'user',
    load: () => import(/* webpackChunkName: "profile" */ '../features/profile/ProfilePage').then(pick('ProfilePage')),
  },
} as const satisfies Record<PageKey, Page>;

/** The table in menu order. */
export const pageList: readonly Page[] = Object.values(pages);

/**
 * The id and path of a page's route: its path below the frame (one segment, or more with a parameter,
 * as 'kassenmeldungen/:storeUid'), or the last segment of a page outside it (the login).
 */
export const routeId = (page: Page): string =>
  page.path.startsWith(`${layoutPath}/`)
    ? page.path.slice(layoutPath.length + 1)
    : page.path.slice(page.path.lastIndexOf('/') + 1);

/**
 * The drop-down menus of the main menu. With only one of its pages open to the session, the
 * updates menu turns into a plain link labelled by the group, while the reports menu stays a menu.
 */
export const menuGroups = {
  updates: { id: 'menu-updates', label: texts.menu.updates, single: 'link' },
  reports: { id: 'menu-reports', label: texts.menu.reports, single: 'menu' },
  // The pages that set the console up rather than watch the fleet: one entry, so the bar keeps one
  // line at 1280 px as capabilities add their pages.
  admin: { id: 'menu-admin', label: texts.menu.admin, single: 'menu' },
} as const satisfies Partial<Record<MenuGroup, { id: string; label: string; single: 'link' | 'menu' }>>;
