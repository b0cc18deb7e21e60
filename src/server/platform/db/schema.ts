import type { Generated, Insertable, Selectable } from 'kysely';
import type { LiveTables } from './schemaLive';
import type {
  ContextCalendarsTable,
  StoreCalendarsTable,
  RolloutsTable,
  RolloutWavesTable,
  RolloutStoresTable,
  RolloutSettingsTable,
} from './schemaPlanning';
import type {
  AlertSettingsTable,
  AlertsTable,
  AlertNotificationsTable,
  AlertDeliveryAttemptsTable,
  AlertCheckRunsTable,
} from './schemaAlerts';
import type { ApiTokensTable, WebhookSubscriptionsTable, WebhookDeliveriesTable } from './schemaPrograms';
import type { SsoTables } from './schemaSso';
import type { MaintenanceWindowsTable } from './schemaMaintenance';
import type { StoreTargetCountsTable } from './schemaCounts';
import type { ActionTables } from './schemaActions';
export type { ActionRequestsTable, ActionTargetsTable, CashpointReceiptsTable } from './schemaActions';
import type { FiscalTables } from './schemaFiscal';
import type { StoreHealthTables } from './schemaStoreHealth';
import type { HistoryTables } from './schemaHistory';
import type { FleetHistoryTables } from './schemaFleetHistory';
import type { AuditLogTable } from './schemaAudit';
export type { AuditLogTable } from './schemaAudit';
import type { NotificationTables } from './schemaNotifications';
export type { RolloutStateValue, WaveStateValue } from './schemaPlanning';
export type { AlertState, AlertsTable } from './schemaAlerts';
export type { WebhookDeliveryStateValue } from './schemaPrograms';
export type {
  ContextCalendarsTable,
  StoreCalendarsTable,
  RolloutsTable,
  RolloutWavesTable,
  RolloutStoresTable,
  RolloutSettingsTable,
};

// Times are milliseconds since the epoch, booleans 0/1, lists and objects JSON text: the same
// representation on SQLite and PostgreSQL, so every query runs unchanged on both.

export interface ContextsTable {
  id: Generated<number>;
  uid: string;
  key: string;
  name: string;
  type: number;
  hashSecret: string | null;
  allStoreChecksVisible: number;
  visibleStoreCheckIds: string;
  allCashpointChecksVisible: number;
  visibleCashpointCheckIds: string;
}

export interface RolesTable {
  id: Generated<number>;
  uid: string;
  name: string;
  description: string;
  rights: string;
  /** 1: a role from the code (demo seed, create-admin), read-only in the role editor. */
  builtin: Generated<number>;
}

export interface UsersTable {
  id: Generated<number>;
  uid: string;
  login: string;
  lastName: string;
  firstName: string;
  email: string | null;
  passwordHash: string;
  roleId: number;
  allContextsVisible: number;
  twoFactorEnabled: number;
  twoFactorSeed: string | null;
  /** The last TOTP time step accepted, so a code is never accepted twice. */
  twoFactorLastStep: number | null;
  columnFilters: string;
  columnWidths: string;
  createdAt: number;
  /** 'service': a service account (no password, no login; acts through its tokens). */
  kind: Generated<'person' | 'service'>;
  purpose: Generated<string | null>;
  ownerUserId: Generated<number | null>;
  /** The OpenID Provider that created the user and its `sub` there (migration 0020); null: local. */
  ssoIssuer: Generated<string | null>;
  ssoSubject: Generated<string | null>;
  /** 'Notfallzugang': may log in with a password (and TOTP) when password login is off. */
  emergencyAccess: Generated<number>;
}

export interface UserContextsTable {
  userId: number;
  contextId: number;
}

export interface SessionsTable {
  idHash: string;
  /** The public id the sessions list and its end call name a session by (never its token or hash). */
  uid: string;
  userId: number;
  /** The browser's User-Agent at login, shortened; null when it sent none. */
  userAgent: string | null;
  /** The client address at login, as the server sees it (request.ip). */
  address: string | null;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  /** The OpenID Provider's name for a session opened through it; null for a password login. */
  provider: Generated<string | null>;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  /** The login as typed, in lower case; unknown logins are throttled like existing ones. */
  login: string;
  /** The client (behind proxies the one TRUST_PROXY lets them name): an IPv4 address or an IPv6 /64 network. */
  address: string;
  at: number;
}

export interface StoresTable {
  id: Generated<number>;
  uid: string;
  contextId: number;
  storeId: string;
  name: string;
}

export interface CashpointsTable {
  id: Generated<number>;
  uid: string;
  storeRowId: number;
  posId: string;
  posType: string | null;
  agentVersion: string | null;
  lastHeartbeat: number | null;
  additionalDataTimestamp: number | null;
  agentInfo: string | null;
  cashpointInfo: string | null;
  /** Set by triggers on every write (platform/db/migrations/0003-change-marks.ts); never written by the code. */
  changeSeq: Generated<number>;
}

export interface StoreAgentsTable {
  id: Generated<number>;
  uid: string;
  storeRowId: number;
  agentVersion: string | null;
  lastHeartbeat: number | null;
  agentInfo: string | null;
  /** Set by triggers on every write (platform/db/migrations/0003-change-marks.ts); never written by the code. */
  changeSeq: Generated<number>;
  // PostgreSQL only: the table `store_agent_facts` (migration 0017) holds the parts of agent_info
  // the alert checks read, kept by a trigger; read in the checks' SQL, never written by the code.
}

export type SyncfileKind = 'cashpoint' | 'store';

export interface SyncfilesTable {
  id: Generated<number>;
  uid: string;
  contextId: number;
  kind: SyncfileKind;
  filename: string;
  tag: string;
  comment: string;
  status: number;
  releaseDate: number | null;
  orderKey: number;
  archived: number;
  uploadFilepath: string;
  size: number;
  /** SHA-256 (hex) of the file, stored at upload; null until a file from before is hashed once (updates/digest.ts). */
  sha256: string | null;
  createdAt: number;
  /** Set by triggers on every write (platform/db/migrations/0003-change-marks.ts); never written by the code. */
  changeSeq: Generated<number>;
}

/** A checked target of a Test/Labor update: a register for register updates, a store agent for store updates. */
export interface SyncfileTargetsTable {
  id: Generated<number>;
  syncfileId: number;
  cashpointId: number | null;
  storeAgentId: number | null;
}

export interface InstallationsTable {
  id: Generated<number>;
  syncfileId: number;
  cashpointId: number | null;
  storeAgentId: number | null;
  installationStatus: number;
  installingSince: number | null;
  downloaded: number;
  log: string | null;
  logDate: number | null;
  updatedAt: number;
  /** The agent's time of the stored report (ms); null for rows no report has written since. */
  reportedAt: number | null;
}

/** A nonce of a context's signed agent request, kept while a replay of it could still pass the clock check. */
export interface AgentNoncesTable {
  contextId: number;
  nonce: string;
  seenAt: number;
}

/**
 * A number per context (`x<id>`), register (`c<id>`) and store agent (`a<id>`) that triggers move on
 * every write that can change a due-update check's answer (platform/db/migrations/0015-agent-offer-versions.ts).
 */
export interface AgentOfferVersionsTable {
  key: string;
  version: number;
}

/** One rate-limit key's current window (platform/db/migrations/0007-rate-limits.ts): requests counted and when the window ends. */
export interface RateLimitsTable {
  key: string;
  count: number;
  expiresAt: number;
}

/** A 2FA seed verified in a session (platform/db/migrations/0008-verified-seeds.ts): keyed hashes only, the step last accepted. */
export interface VerifiedSeedsTable {
  sessionKey: string;
  seedHash: string;
  step: number;
  at: number;
}

export interface Database
  extends
    FiscalTables,
    ActionTables,
    StoreHealthTables,
    SsoTables,
    NotificationTables,
    HistoryTables,
    FleetHistoryTables,
    LiveTables {
  contexts: ContextsTable;
  roles: RolesTable;
  users: UsersTable;
  userContexts: UserContextsTable;
  sessions: SessionsTable;
  loginFailures: LoginFailuresTable;
  stores: StoresTable;
  cashpoints: CashpointsTable;
  storeAgents: StoreAgentsTable;
  syncfiles: SyncfilesTable;
  syncfileTargets: SyncfileTargetsTable;
  installations: InstallationsTable;
  agentNonces: AgentNoncesTable;
  agentOfferVersions: AgentOfferVersionsTable;
  rateLimits: RateLimitsTable;
  verifiedSeeds: VerifiedSeedsTable;
  auditLog: AuditLogTable;
  alertSettings: AlertSettingsTable;
  alerts: AlertsTable;
  alertNotifications: AlertNotificationsTable;
  alertDeliveryAttempts: AlertDeliveryAttemptsTable;
  alertCheckRuns: AlertCheckRunsTable;
  contextCalendars: ContextCalendarsTable;
  storeCalendars: StoreCalendarsTable;
  rollouts: RolloutsTable;
  rolloutWaves: RolloutWavesTable;
  rolloutStores: RolloutStoresTable;
  rolloutSettings: RolloutSettingsTable;
  apiTokens: ApiTokensTable;
  webhookSubscriptions: WebhookSubscriptionsTable;
  webhookDeliveries: WebhookDeliveriesTable;
  maintenanceWindows: MaintenanceWindowsTable;
  storeCashpointCounts: StoreTargetCountsTable;
  storeAgentCounts: StoreTargetCountsTable;
}

export type UserRow = Selectable<UsersTable>;
export type ContextRow = Selectable<ContextsTable>;
export type NewCashpoint = Insertable<CashpointsTable>;
export type SyncfileRow = Selectable<SyncfilesTable>;
export type InstallationRow = Selectable<InstallationsTable>;
