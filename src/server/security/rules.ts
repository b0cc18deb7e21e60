// Who may call what. Every operation of openapi.yaml has exactly one entry (a test walks the
// contract to prove it). `rights` must all be present; `context` says where the call names its
// context, which must be one the user sees. Rights are checked before the request is validated,
// context visibility after (the context may sit in the body).

export const allRights = [
  'UPDATES_CHANGE',
  'UPDATES_ORDER_CHANGE',
  'USERS',
  'USERS_CHANGE',
  'CONTEXTS',
  'CONTEXTS_CHANGE',
  'CASHPOINTS_CHANGE',
] as const;
export type Right = (typeof allRights)[number];

export type Auth = 'none' | 'session' | 'agent';
export type ContextLocation = 'query' | 'body' | null;

export interface Rule {
  auth: Auth;
  rights: readonly Right[];
  context: ContextLocation;
}

const open: Rule = { auth: 'none', rights: [], context: null };
const agent: Rule = { auth: 'agent', rights: [], context: null };
const session = (context: ContextLocation = null, ...rights: Right[]): Rule => ({ auth: 'session', rights, context });

export const rules: Record<string, Rule> = {
  ping: session(),
  login: open,
  logout: open,
  getHome: session(),

  getCashpointTree: session('query'),
  getCashpointDetail: session('query'),
  getCashpointInfo: session('query'),
  getCashpointLog: session('query'),
  deleteCashpoint: session('query', 'CASHPOINTS_CHANGE'),
  deleteStore: session('query', 'CASHPOINTS_CHANGE'),
  createCashpoint: session('query', 'CASHPOINTS_CHANGE'),
  createStore: session('query', 'CASHPOINTS_CHANGE'),
  updateStoreName: session('query', 'CASHPOINTS_CHANGE'),

  getStoreAgents: session('query'),
  getStoreAgentDetail: session('query'),
  getStoreAgentLog: session('query'),
  deleteStoreAgent: session('body', 'CASHPOINTS_CHANGE'),
  updateStoreAgentName: session('body', 'CASHPOINTS_CHANGE'),

  getCashpointUpdates: session('query'),
  getCashpointUpdateDetail: session('query'),
  saveCashpointUpdate: session('query', 'UPDATES_CHANGE'),
  uploadCashpointUpdate: session('query', 'UPDATES_CHANGE'),
  deleteCashpointUpdate: session('body', 'UPDATES_CHANGE'),
  archiveCashpointUpdate: session('body', 'UPDATES_CHANGE'),
  moveCashpointUpdateUp: session('body', 'UPDATES_ORDER_CHANGE'),
  moveCashpointUpdateDown: session('body', 'UPDATES_ORDER_CHANGE'),

  getStoreUpdates: session('query'),
  getStoreUpdateDetail: session('query'),
  saveStoreUpdate: session('query', 'UPDATES_CHANGE'),
  uploadStoreUpdate: session('query', 'UPDATES_CHANGE'),
  deleteStoreUpdate: session('body', 'UPDATES_CHANGE'),
  archiveStoreUpdate: session('body', 'UPDATES_CHANGE'),
  moveStoreUpdateUp: session('body', 'UPDATES_ORDER_CHANGE'),
  moveStoreUpdateDown: session('body', 'UPDATES_ORDER_CHANGE'),

  getUsers: session(null, 'USERS'),
  getUser: session(null, 'USERS'),
  deleteUser: session(null, 'USERS_CHANGE'),
  saveUser: session(null, 'USERS_CHANGE'),
  // A user may always change its own password, 2FA and table settings; the handlers make sure
  // only their own account is touched unless the user holds USERS_CHANGE.
  updatePassword: session(),
  getUserQrCode: session(),
  generate2FASeed: session(),
  verify2FA: session(),
  update2FA: session(),
  saveColumnFilters: session(),
  saveColumnWidths: session(),

  getCashpointReport: session('query'),
  getStoreAgentReport: session('query'),

  getStatistics: session(),
  getCashpointVersions: session('query'),
  getStoreAgentVersions: session('query'),
  getCashpointVersionStats: session('query'),
  getStoreAgentVersionStats: session('query'),

  getContexts: session(null, 'CONTEXTS'),
  getContext: session(null, 'CONTEXTS'),
  saveContext: session(null, 'CONTEXTS_CHANGE'),

  agentCashpointHeartbeat: agent,
  agentStoreHeartbeat: agent,
  agentDueUpdates: agent,
  agentDownloadUpdate: agent,
  agentReportInstallation: agent,
};

export function hasAllRights(held: readonly string[], required: readonly string[]): boolean {
  return required.every((right) => held.includes(right));
}
