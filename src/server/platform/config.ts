import crypto from 'node:crypto';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import type { components } from '../../shared/generated/contract';
import { parseTrustProxy, type TrustProxy } from './trustProxy';
import { parseStorage, type StorageConfig } from './storage/storageConfig';
import { parseAlertDelivery, type AlertDeliveryConfig } from './alertDeliveryConfig';
import { parseLoginConfig, type LoginConfig } from './ssoConfig';
import type { ConfigEnv, ConfigName } from './configVariables';

export type SystemType = 'DEVEL' | 'TEST' | 'PROD';

/** The feature flags of the session data, as the contract names them. */
export type Flags = Pick<
  components['schemas']['SessionData'],
  | 'hasStoreAgents'
  | 'hasStatsMenu'
  | 'hasStatistics'
  | 'hasCreateButtons'
  | 'hasContextManagement'
  | 'handleActivePromotions'
>;

export interface Config {
  port: number;
  dataDir: string;
  /** A `postgres://` URL, or undefined for the embedded SQLite file. */
  postgresUrl: string | undefined;
  sqliteFile: string;
  systemType: SystemType;
  offlineAfterSeconds: number;
  /** The zone of the times the server writes into files (the CSV export); the browser uses its own. */
  timeZone: string;
  sessionSecret: string | undefined;
  demo: boolean;
  flags: Flags;
  uploadMaxBytes: number;
  sessionHours: number;
  /** Seconds between the in-process simulator's rounds (demo mode). */
  simulatorIntervalSeconds: number;
  /** Names this process in the `X-Instance` reply header, so one can see which instance answered. */
  instanceId: string;
  /** Which proxies may name the client's address, scheme and host; none unless TRUST_PROXY says so. */
  trustProxy: TrustProxy;
  /** The bearer token that reads `/metrics`; without one the metrics are not served at all. */
  metricsToken: string | undefined;
  // Several instances: shutdown and the jobs that run on one instance at a time.
  /** Seconds after SIGTERM during which /readyz says 503 but the instance still serves (load balancers notice). */
  shutdownDrainSeconds: number;
  /** Seconds the closing (after the drain) may take before the process exits anyway. */
  shutdownTimeoutSeconds: number;
  /** Seconds between an instance's tries to take over the jobs, and between the leader's checks of its lock. */
  jobsRetrySeconds: number;
  /** Seconds between two runs of the alert checks (on the instance that runs the jobs). */
  alertCheckSeconds: number;
  /** Seconds between two runs of the job that moves rollouts on (on the instance that runs the jobs). */
  rolloutAdvanceSeconds: number;
  /** Where update files live: a folder (STORAGE_DIR) or an S3 bucket (STORAGE_URL). */
  storage: StorageConfig;
  /** Seconds an agent's presigned download URL of an S3 update file stays valid. */
  downloadUrlSeconds: number;
  /** Days an audit log entry is kept; a daily job deletes older ones. */
  auditRetentionDays: number;
  /** Days the history of what the agents reported (changes, offline spans) is kept; a daily job deletes older ones. */
  historyDays: number;
  /** How alert notifications are sent: SMTP server, sender, the console's address, the sender's pace. */
  alertDelivery: AlertDeliveryConfig;
  /** The longest an API token may be valid, in days ('never' is for service accounts only). */
  tokenMaxDays: number;
  /** Calls per minute an API token may make, over all instances together; past it 429. */
  tokenRateLimit: number;
  /** Seconds between two rounds of the event webhooks' sender (on the instance that runs the jobs). */
  webhookSendSeconds: number;
  /** The OpenID Provider to log in with, if any, and whether password login is on (sso/config.ts). */
  login: LoginConfig;
  /** The server log's level (pino's names). */
  logLevel: string;
  /** Remote actions: how many may run at once per store and per context; the largest log bundle. */
  actions: ActionsConfig;
}

export interface ActionsConfig {
  perStore: number;
  perContext: number;
  bundleMaxBytes: number;
}

function boundedInt(env: Env, name: ConfigName, fallback: number, max: number): number {
  const value = positiveInt(env, name, fallback);
  if (value > max) throw new Error(`${name} must be between 1 and ${max}, got "${value}"`);
  return value;
}

function actionsConfig(env: Env): ActionsConfig {
  return {
    perStore: boundedInt(env, 'ACTION_LIMIT_PER_STORE', 1, 1000),
    perContext: boundedInt(env, 'ACTION_LIMIT_PER_CONTEXT', 200, 100_000),
    bundleMaxBytes: boundedInt(env, 'ACTION_BUNDLE_MAX_MB', 50, 10_000) * 1024 * 1024,
  };
}

type Env = ConfigEnv;

function nonNegativeInt(env: Env, name: ConfigName, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number of 0 or more, got "${raw}"`);
  return value;
}

/** At most 30 s: another instance must take over the jobs within a minute of the leader's end. */
function retrySeconds(env: Env): number {
  const value = positiveInt(env, 'JOBS_RETRY_SECONDS', 15);
  if (value > 30) throw new Error(`JOBS_RETRY_SECONDS must be 30 or less, got "${value}"`);
  return value;
}

function alertCheckSeconds(env: Env): number {
  const value = positiveInt(env, 'ALERT_CHECK_SECONDS', 60);
  if (value < 5 || value > 3600) throw new Error(`ALERT_CHECK_SECONDS must be between 5 and 3600, got "${value}"`);
  return value;
}

/**
 * At least a second (the tests' instances), at most an hour (a wave's gates are not left unwatched
 * longer). 10 by default: with the page 'Rollouts' asking every 5 s, a step of the job (a pause by a
 * gate, the next wave) shows within 15 s; a run without a running rollout is one indexed read.
 */
function rolloutAdvanceSeconds(env: Env): number {
  const value = positiveInt(env, 'ROLLOUT_ADVANCE_SECONDS', 10);
  if (value > 3600) throw new Error(`ROLLOUT_ADVANCE_SECONDS must be between 1 and 3600, got "${value}"`);
  return value;
}

/** At most an hour: an event should reach its receivers while it still matters. */
function webhookSendSeconds(env: Env): number {
  const value = positiveInt(env, 'WEBHOOK_SEND_SECONDS', 5);
  if (value > 3600) throw new Error(`WEBHOOK_SEND_SECONDS must be between 1 and 3600, got "${value}"`);
  return value;
}

function flag(env: Env, name: ConfigName, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(raw);
}

function positiveInt(env: Env, name: ConfigName, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

// S3 (Signature V4) refuses presigned URLs valid for longer than seven days.
const longestPresign = 7 * 24 * 3600;

function downloadUrlSeconds(env: Env): number {
  const seconds = positiveInt(env, 'UPDATE_DOWNLOAD_URL_SECONDS', 300);
  if (seconds > longestPresign) throw new Error(`UPDATE_DOWNLOAD_URL_SECONDS may be at most ${longestPresign}`);
  return seconds;
}

/**
 * Reads the configuration from environment variables (configVariables.ts lists them, and
 * docs/operations/configuration.md shows that list); pure, so tests build their own.
 */
export function loadConfig(env: Env = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR?.trim() || './data');
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const isPostgres = databaseUrl !== undefined && /^postgres(ql)?:\/\//.test(databaseUrl);
  const systemType = (env.SYSTEM_TYPE?.trim().toUpperCase() || 'DEVEL') as SystemType;
  if (!['DEVEL', 'TEST', 'PROD'].includes(systemType)) throw new Error(`SYSTEM_TYPE must be DEVEL, TEST or PROD`);
  const uploadMaxBytes = positiveInt(env, 'UPLOAD_MAX_BYTES', 2 * 1024 ** 3);
  return {
    port: positiveInt(env, 'PORT', 8080),
    dataDir,
    postgresUrl: isPostgres ? databaseUrl : undefined,
    sqliteFile: !databaseUrl
      ? path.join(dataDir, 'console.db')
      : isPostgres
        ? ''
        : databaseUrl.replace(/^(sqlite|file):(\/\/)?/, ''),
    systemType,
    offlineAfterSeconds: positiveInt(env, 'OFFLINE_AFTER_SECONDS', 300),
    timeZone: env.TIME_ZONE?.trim() || 'Europe/Berlin',
    sessionSecret: env.SESSION_SECRET?.trim() || undefined,
    demo: flag(env, 'DEMO', env.NODE_ENV !== 'production'),
    flags: {
      hasStoreAgents: flag(env, 'HAS_STORE_AGENTS', true),
      hasStatsMenu: flag(env, 'HAS_STATS_MENU', true),
      hasStatistics: flag(env, 'HAS_STATISTICS', true),
      hasCreateButtons: flag(env, 'HAS_CREATE_BUTTONS', true),
      hasContextManagement: flag(env, 'HAS_CONTEXT_MANAGEMENT', true),
      handleActivePromotions: flag(env, 'HANDLE_ACTIVE_PROMOTIONS', true),
    },
    uploadMaxBytes,
    sessionHours: positiveInt(env, 'SESSION_HOURS', 12),
    simulatorIntervalSeconds: positiveInt(env, 'SIMULATOR_INTERVAL_SECONDS', 30),
    instanceId: env.INSTANCE_ID?.trim() || `${os.hostname()}-${process.pid}`,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    shutdownDrainSeconds: nonNegativeInt(env, 'SHUTDOWN_DRAIN_SECONDS', 0),
    shutdownTimeoutSeconds: positiveInt(env, 'SHUTDOWN_TIMEOUT_SECONDS', 30),
    jobsRetrySeconds: retrySeconds(env),
    alertCheckSeconds: alertCheckSeconds(env),
    rolloutAdvanceSeconds: rolloutAdvanceSeconds(env),
    storage: parseStorage(env, dataDir, uploadMaxBytes),
    downloadUrlSeconds: downloadUrlSeconds(env),
    auditRetentionDays: positiveInt(env, 'AUDIT_RETENTION_DAYS', 365),
    historyDays: positiveInt(env, 'HISTORY_DAYS', 90),
    alertDelivery: parseAlertDelivery(env),
    tokenMaxDays: positiveInt(env, 'TOKEN_MAX_DAYS', 365),
    tokenRateLimit: positiveInt(env, 'TOKEN_RATE_LIMIT', 600),
    webhookSendSeconds: webhookSendSeconds(env),
    login: parseLoginConfig(env),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    actions: actionsConfig(env),
  };
}

/** The secret that keys session ids; kept in DATA_DIR so sessions survive a restart. */
export function resolveSessionSecret(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, 'session-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
