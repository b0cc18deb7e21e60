import type { Flags } from '../platform/config';
import { pageAccess as pages } from '../../shared/pageAccess';
import type { Right } from '../../shared/rights';
import type { OperationId } from '../platform/types';

export { allRights, type Right } from '../../shared/rights';

// Who may call what. Every operation of openapi.yaml has exactly one entry: the compiler checks the
// keys against the generated contract types, and a test walks openapi.yaml itself. `rights` must
// all be present; `context` says where the call names its context, which must be one the user sees.
// Rights are checked before the request is validated, context visibility after (the context may sit
// in the body).

export type Auth = 'none' | 'session' | 'agent';
export type ContextLocation = 'query' | 'body' | null;

export interface Rule {
  auth: Auth;
  rights: readonly Right[];
  context: ContextLocation;
  /** Feature flags the call belongs to: with one of them switched off the call does not exist (404). */
  features?: readonly (keyof Flags)[];
  /**
   * The call may name a context where the guard does not look (an optional filter whose handler
   * also reads deleted contexts' entries, a multipart body): its handler refuses one the user does
   * not see with 403. The guard ignores it; the permission preview reads it like `context`.
   */
  contextFilter?: 'query' | 'body';
  /**
   * The call changes the caller's own account or its tokens (password, 2FA, sessions, tokens):
   * called with an API token, it needs USERS_CHANGE among the token's scopes too.
   */
  ownAccount?: true;
}

const open: Rule = { auth: 'none', rights: [], context: null };
const agent: Rule = { auth: 'agent', rights: [], context: null };
const session = (context: ContextLocation = null, ...rights: Right[]): Rule => ({ auth: 'session', rights, context });
const ownAccount = (rule: Rule): Rule => ({ ...rule, ownAccount: true });
const filtered = (contextFilter: 'query' | 'body', rule: Rule): Rule => ({ ...rule, contextFilter });
const of = (features: keyof Flags | readonly (keyof Flags)[], rule: Rule): Rule => ({
  ...rule,
  features: typeof features === 'string' ? [features] : features,
});

// A call that serves a page needs what the page needs: its feature flags (and, for reading
// contexts, its right) come from the pages' access rules in src/shared, which the SPA's menu and
// router use too.
export const rules = {
  ping: session(),
  login: open,
  logout: open,
  getHome: session(),
  getHomeSituation: session(),
  // The search shows each kind only to whom its page opens (search/policy.ts).
  search: session(),
  getLiveEvents: session('query'), // checked again every second while open (live/watch.ts)

  getCashpointTree: session('query'),
  getCashpointDetail: session('query'),
  getCashpointInfo: session('query'),
  getCashpointLog: session('query'),
  deleteCashpoint: session('query', 'CASHPOINTS_CHANGE'),
  deleteStore: session('query', 'CASHPOINTS_CHANGE'),
  createCashpoint: session('query', 'CASHPOINTS_CHANGE'),
  createStore: of('hasCreateButtons', session('query', 'CASHPOINTS_CHANGE')),
  updateStoreName: session('query', 'CASHPOINTS_CHANGE'),

  getStoreAgents: of(pages.storeAgents.features, session('query')),
  getStoreAgentDetail: of(pages.storeAgents.features, session('query')),
  getStoreAgentLog: of(pages.storeAgents.features, session('query')),
  deleteStoreAgent: of(pages.storeAgents.features, session('body', 'CASHPOINTS_CHANGE')),
  updateStoreAgentName: of(pages.storeAgents.features, session('body', 'CASHPOINTS_CHANGE')),

  getCashpointUpdates: session('query'),
  getCashpointUpdateDetail: session('query'),
  saveCashpointUpdate: session('query', 'UPDATES_CHANGE'),
  uploadCashpointUpdate: session('query', 'UPDATES_CHANGE'),
  deleteCashpointUpdate: session('body', 'UPDATES_CHANGE'),
  archiveCashpointUpdate: session('body', 'UPDATES_CHANGE'),
  moveCashpointUpdateUp: session('body', 'UPDATES_ORDER_CHANGE'),
  moveCashpointUpdateDown: session('body', 'UPDATES_ORDER_CHANGE'),

  getStoreUpdates: of(pages.storeUpdates.features, session('query')),
  getStoreUpdateDetail: of(pages.storeUpdates.features, session('query')),
  saveStoreUpdate: of(pages.storeUpdates.features, session('query', 'UPDATES_CHANGE')),
  uploadStoreUpdate: of(pages.storeUpdates.features, session('query', 'UPDATES_CHANGE')),
  deleteStoreUpdate: of(pages.storeUpdates.features, session('body', 'UPDATES_CHANGE')),
  archiveStoreUpdate: of(pages.storeUpdates.features, session('body', 'UPDATES_CHANGE')),
  moveStoreUpdateUp: of(pages.storeUpdates.features, session('body', 'UPDATES_ORDER_CHANGE')),
  moveStoreUpdateDown: of(pages.storeUpdates.features, session('body', 'UPDATES_ORDER_CHANGE')),

  getUsers: session(null, 'USERS'),
  getUser: session(null, 'USERS'),
  deleteUser: session(null, 'USERS_CHANGE'),
  saveUser: session(null, 'USERS_CHANGE'),
  unlockUser: session(null, 'USERS_CHANGE'),
  // A user may always change its own password, 2FA and table settings; the handlers make sure
  // only their own account is touched unless the user holds USERS_CHANGE.
  updatePassword: ownAccount(session()),
  getUserQrCode: ownAccount(session()),
  generate2FASeed: ownAccount(session()),
  verify2FA: ownAccount(session()),
  update2FA: ownAccount(session()),
  saveColumnFilters: ownAccount(session()),
  saveColumnWidths: ownAccount(session()),
  // Every user may see and end its own sessions; the handler never reaches another user's.
  getOwnSessions: ownAccount(session()),
  endOwnSession: ownAccount(session()),

  getCashpointReport: of(pages.cashpointReport.features, session('query')),
  getStoreAgentReport: of(pages.storeReport.features, session('query')),
  getCashpointReportCsv: of(pages.cashpointReport.features, session('query')),
  getStoreAgentReportCsv: of(pages.storeReport.features, session('query')),

  getStatistics: of(pages.statistics.features, session()),
  getCashpointVersions: of(pages.statistics.features, session('query')),
  getStoreAgentVersions: of([...pages.statistics.features, ...pages.storeAgents.features], session('query')),
  getCashpointVersionStats: of(pages.statistics.features, session('query')),
  getStoreAgentVersionStats: of([...pages.statistics.features, ...pages.storeAgents.features], session('query')),
  // 'Versionen im Verlauf' (issue 53) is part of the statistics page.
  getVersionHistory: of(pages.statistics.features, session('query')),
  getVersionHistoryCsv: of(pages.statistics.features, session('query')),

  getContexts: of(pages.contexts.features, session(null, ...pages.contexts.rights)),
  getContext: of(pages.contexts.features, session(null, ...pages.contexts.rights)),
  saveContext: of(pages.contexts.features, session(null, 'CONTEXTS_CHANGE')),
  // 'Anzeigen' of the agents' secret: whoever may change it may see it (audited, issue 46).
  showContextSecret: of(pages.contexts.features, session(null, 'CONTEXTS_CHANGE')),

  // Alerts: reading follows context visibility (the handler checks the optional context filter);
  // acknowledging and taking over need ALERTS_ACKNOWLEDGE, and the handler checks that the user
  // sees the alert's context; their settings need CONTEXTS_CHANGE.
  getAlerts: filtered('query', session()),
  // The trees' marks: the stores of one context the user sees.
  getAlertStores: session('query'),
  acknowledgeAlert: session(null, 'ALERTS_ACKNOWLEDGE'),
  assignAlert: session(null, 'ALERTS_ACKNOWLEDGE'),
  snoozeAlerts: session(null, 'ALERTS_ACKNOWLEDGE'),
  // Maintenance holds a subject's notifications: whoever answers for alerts may start and end it.
  getMaintenance: session('query'),
  startMaintenance: session('body', 'ALERTS_ACKNOWLEDGE'),
  endMaintenance: session('body', 'ALERTS_ACKNOWLEDGE'),
  getAlertSettings: session('query', 'CONTEXTS_CHANGE'),
  saveAlertSettings: session('body', 'CONTEXTS_CHANGE'),

  // The store calendar: reading follows context visibility, changing needs CALENDAR_CHANGE. The
  // import names its context inside its multipart body, which the guard does not read: its handler
  // checks that the user sees it.
  getStoreCalendar: session('query'),
  saveStoreCalendar: session('body', 'CALENDAR_CHANGE'),
  bulkStoreCalendar: session('body', 'CALENDAR_CHANGE'),
  getStoreCalendarCsv: session('query'),
  importStoreCalendar: filtered('body', session(null, 'CALENDAR_CHANGE')),
  getUpdateWindowRule: session('query'),
  saveUpdateWindowRule: session('body', 'CALENDAR_CHANGE'),

  // The context filter is optional: the handler limits the entries to the contexts the user sees.
  getAuditLog: filtered('query', session(null, ...pages.auditLog.rights)),
  getAuditLogCsv: filtered('query', session(null, ...pages.auditLog.rights)),

  // The stores waiting for their update window: a read of the context, like its trees.
  getStoresWaitingForWindow: session('query'),

  // Rollouts: reading is a read of the context; planning and steering need UPDATES_CHANGE, approving
  // ROLLOUTS_APPROVE (the handler refuses the plan's author); the start page's list names no context
  // and holds only the contexts the user sees.
  getRollouts: session('query'),
  getRolloutsAwaitingApproval: session(),
  saveRollout: session('body', 'UPDATES_CHANGE'),
  getRollout: session('query'),
  getRolloutPreflight: session('query'),
  getRolloutStores: session('query'),
  startRollout: session('body', 'UPDATES_CHANGE'),
  approveRollout: session('body', 'ROLLOUTS_APPROVE'),
  pauseRollout: session('body', 'UPDATES_CHANGE'),
  resumeRollout: session('body', 'UPDATES_CHANGE'),
  cancelRollout: session('body', 'UPDATES_CHANGE'),
  rollbackRollout: session('body', 'UPDATES_CHANGE'),
  includeRolloutStores: session('body', 'UPDATES_CHANGE'),
  getRolloutSettings: session('query'),
  saveRolloutSettings: session('body', 'ROLLOUTS_APPROVE'),

  // API tokens: a user's own need no right (with a token, reading them needs USERS_CHANGE too, as
  // reading its sessions does: their addresses and clients are the account's, not a script's business); a service account's need USERS_CHANGE, which the
  // handlers check when serviceAccountUid names one. Service accounts are managed like users.
  getTokens: ownAccount(session()),
  createToken: ownAccount(session()),
  revokeToken: ownAccount(session()),
  // Another person's tokens (after a leak): managing users, for a person the caller may manage
  // (accounts/policy.ts, as the user dialog), which the handlers check.
  getUserTokens: session(null, 'USERS_CHANGE'),
  revokeUserToken: session(null, 'USERS_CHANGE'),
  getServiceAccounts: session(null, 'USERS_CHANGE'),
  saveServiceAccount: session(null, 'USERS_CHANGE'),
  deleteServiceAccount: session(null, 'USERS_CHANGE'),

  // Roles and the permission preview belong to user management (issue 32): reading a role's rights
  // or what a user may do is as sensitive as changing them, so all of it needs USERS_CHANGE. The
  // preview's optional context must be one the caller sees.
  getRoles: session(null, 'USERS_CHANGE'),
  saveRole: session(null, 'USERS_CHANGE'),
  deleteRole: session(null, 'USERS_CHANGE'),
  getPermissionPreview: session('query', 'USERS_CHANGE'),

  // Event webhooks belong to the context's settings, as its alert webhook does.
  getWebhooks: session('query', 'CONTEXTS_CHANGE'),
  saveWebhook: session('body', 'CONTEXTS_CHANGE'),
  deleteWebhook: session('body', 'CONTEXTS_CHANGE'),
  getWebhookDeliveries: session('query', 'CONTEXTS_CHANGE'),
  resendWebhookDelivery: session('body', 'CONTEXTS_CHANGE'),

  // Login through the OpenID Provider (sso/): the login page's choices, the redirect there and its
  // callback are open (the callback checks the flow it belongs to); the mappings and the
  // 'Testanmeldung' are managing users.
  getSsoConfig: open,
  ssoLogin: open,
  ssoCallback: open,
  ssoTestLogin: session(null, 'USERS_CHANGE'),
  getSsoTestResult: session(null, 'USERS_CHANGE'),
  getSsoMappings: session(null, 'USERS_CHANGE'),
  saveSsoMapping: session(null, 'USERS_CHANGE'),
  deleteSsoMapping: session(null, 'USERS_CHANGE'),

  // Remote actions (issue 49): reading is a read of the context; the dry run, the request, cancel,
  // retry and a log bundle need ACTIONS_RUN (a risky kind ACTIONS_RISKY too, which the handlers
  // check, since the kind is in the body); approving needs ACTIONS_RISKY, and the handler refuses
  // the requester. The catalogue names no context.
  getActionKinds: session(),
  previewAction: session('body', 'ACTIONS_RUN'),
  requestAction: session('body', 'ACTIONS_RUN'),
  getActions: session('query'),
  getActionHistory: session('query'),
  getHistoryCompare: session('query'),
  getAlertBefore: session(),
  // The timeline ('Verlauf', issue 53): a read of the context, as the register details it sits in.
  getTimeline: session('query'),
  getAction: session('query'),
  approveAction: session('body', 'ACTIONS_RISKY'),
  cancelAction: session('body', 'ACTIONS_RUN'),
  retryFailedActions: session('body', 'ACTIONS_RUN'),
  downloadActionBundle: session('query', 'ACTIONS_RUN'),
  // The fiscal cockpit (issue 50): reading follows context visibility (the list, forecast and CSV
  // take `*` or no context for every context the user sees, so their handlers check the filter);
  // planning a TSE's swap changes the fleet's plan, so it needs CASHPOINTS_CHANGE.
  getTses: filtered('query', session()),
  getTseForecast: filtered('query', session()),
  getTsesCsv: filtered('query', session()),
  getTse: session('query'),
  planTseSwap: session('body', 'CASHPOINTS_CHANGE'),
  deleteTseSwapPlan: session('body', 'CASHPOINTS_CHANGE'),
  // The Kassenmeldung's master data (issue 52): reading follows context visibility; editing needs
  // FISCAL_CHANGE. The import's context sits in its multipart body, which its handler checks.
  getFiscalTaxpayer: session('query'),
  saveFiscalTaxpayer: session('body', 'FISCAL_CHANGE'),
  getFiscalStore: session('query'),
  saveFiscalStore: session('body', 'FISCAL_CHANGE'),
  getFiscalRegister: session('query'),
  saveFiscalRegister: session('body', 'FISCAL_CHANGE'),
  getFiscalRegistersCsv: session('query'),
  importFiscalRegisters: filtered('body', session(null, 'FISCAL_CHANGE')),
  // The Kassenmeldung's report (issue 52): read in any context the caller sees; marked with FISCAL_CHANGE.
  getTaxNotice: session('query'),
  getTaxNoticeCsv: session('query'),
  getTaxNoticesCsv: session('query'),
  getTaxNoticeInitialReports: session('query'),
  getTaxNoticeHistory: session('query'),
  markTaxNoticeReported: session('body', 'FISCAL_CHANGE'),
  // Store health reads the stores as the store report does, so it needs what that page needs.
  getStoreHealth: of(pages.storeReport.features, session('query')),
  // The trees' marks, the start page's red stores and a register's sections go where the trees and
  // the register details go: no feature of their own.
  getStoreHealthMarks: session('query'),
  getRedStores: session(),
  getCashpointHealth: session('query'),
  // The notification to the tax office (issue 52): reading any context the user sees.
  getFiscalNotifications: session('query'),

  agentCashpointHeartbeat: agent,
  agentStoreHeartbeat: agent,
  agentDueUpdates: agent,
  agentDownloadUpdate: agent,
  agentReportInstallation: agent,
  agentActions: agent,
  agentReportAction: agent,
  agentUploadActionBundle: agent,

  // Load balancers and orchestrators ask these without a session.
  getHealth: open,
  getReadiness: open,
} satisfies Record<OperationId, Rule>;

function isOperationId(name: string): name is OperationId {
  return Object.hasOwn(rules, name);
}

/** The rule of a route's operationId; undefined for routes outside the contract. */
export function ruleOf(operationId: string | undefined): Rule | undefined {
  return operationId !== undefined && isOperationId(operationId) ? rules[operationId] : undefined;
}
