// Every environment variable the server reads, with its default and meaning: the one list that
// `loadConfig` (config.ts and the parsers it calls) may read from, since `ConfigEnv` has no other
// keys, and from which `npm run docs:config` writes docs/operations/configuration.md. A new variable
// is a new entry here first; the compiler then lets the parser read it and the reference shows it.

import { actionConfigVariables } from './configVariablesActions';
import { ssoConfigVariables } from './configVariablesSso';

export interface ConfigVariable {
  /** The heading of its table in the reference. */
  group: ConfigGroup;
  /** The default, as the reference shows it (Markdown). */
  default: string;
  /** What it does and which values it takes (Markdown; links relative to docs/operations/). */
  meaning: string;
}

/** The reference's tables, in order, with their headings. */
export const configGroups = {
  server: 'Server',
  database: 'Database',
  sessions: 'Sessions and login',
  instances: 'Proxies and several instances',
  jobs: 'Jobs',
  alerts: 'Alerts and notifications',
  tokens: 'API tokens',
  actions: 'Remote actions',
  storage: 'Update files and S3',
  sso: 'Login through OpenID Connect',
  features: 'Features',
} as const;
export type ConfigGroup = keyof typeof configGroups;

export const configVariables = {
  PORT: { group: 'server', default: '`8080`', meaning: 'HTTP port' },
  DATA_DIR: {
    group: 'server',
    default: '`./data`',
    meaning:
      'database file, uploaded update files (`DATA_DIR/updates/`, unless `STORAGE_DIR` or `STORAGE_URL` say otherwise), session secret',
  },
  NODE_ENV: {
    group: 'server',
    default: 'unset',
    meaning: '`production` turns the demo data and simulator off (the default of `DEMO`)',
  },
  SYSTEM_TYPE: {
    group: 'server',
    default: '`DEVEL`',
    meaning: "`DEVEL` (banner 'Entwicklungssystem'), `TEST` ('Testsystem') or `PROD` (no banner)",
  },
  TIME_ZONE: {
    group: 'server',
    default: '`Europe/Berlin`',
    meaning: 'the zone of the times in CSV exports and alert mail (the browser shows times in its own zone)',
  },
  LOG_LEVEL: {
    group: 'server',
    default: '`info`',
    meaning:
      "the server log's level (`fatal`, `error`, `warn`, `info`, `debug`, `trace`, `silent`), one JSON line each",
  },
  DEMO: {
    group: 'server',
    default: 'on, off with `NODE_ENV=production`',
    meaning: 'seed the demo fleet into an empty database and keep it alive',
  },
  SIMULATOR_INTERVAL_SECONDS: {
    group: 'server',
    default: '`30`',
    meaning: "seconds between the in-process simulator's rounds (demo mode)",
  },
  OFFLINE_AFTER_SECONDS: {
    group: 'server',
    default: '`300`',
    meaning: 'a register or store agent without a heartbeat for this long is offline',
  },
  DATABASE_URL: {
    group: 'database',
    default: 'SQLite file `DATA_DIR/console.db`',
    meaning: '`postgres://user:pass@host:5432/db` selects PostgreSQL ([PostgreSQL](postgresql.md))',
  },
  PG_BIN_DIR: {
    group: 'database',
    default: 'the newest `/usr/lib/postgresql/<major>/bin`, else the `PATH`',
    meaning:
      'the folder of `pg_dump` and `pg_restore` that `npm run backup` and `restore` use on PostgreSQL ([Backup und Wiederherstellung](backup.md))',
  },
  SESSION_SECRET: {
    group: 'sessions',
    default: 'generated, kept in `DATA_DIR`',
    meaning:
      'secret for session tokens and the keyed hashes of API tokens; the same on every instance ([several instances](several-instances.md))',
  },
  SESSION_HOURS: {
    group: 'sessions',
    default: '`12`',
    meaning:
      "a session ends after this many hours without a request (and at once when its user's password or 2FA changes; the profile lists one's sessions and ends them)",
  },
  TRUST_PROXY: {
    group: 'instances',
    default: 'off',
    meaning:
      'which reverse proxies may name the client (`X-Forwarded-For`, `-Proto`, `-Host`): the number of proxies in front of the server (`1`), or their addresses and networks, comma-separated (`10.0.0.5,10.1.0.0/16`); `true`, `*`, a `/0` network (`0.0.0.0/0`, `::/0`) and more than 5 proxies are refused at start ([proxies](proxies.md))',
  },
  INSTANCE_ID: {
    group: 'instances',
    default: 'host name and process id',
    meaning:
      'names this instance in the `X-Instance` header of every reply ([several instances](several-instances.md) behind a load balancer)',
  },
  METRICS_TOKEN: {
    group: 'instances',
    default: 'none',
    meaning:
      'bearer token that reads `GET /metrics` (Prometheus); without it `/metrics` answers 404 ([metrics](metrics.md))',
  },
  SHUTDOWN_DRAIN_SECONDS: {
    group: 'instances',
    default: '`0`',
    meaning:
      'after SIGTERM, seconds the instance keeps serving while `/readyz` answers 503, so a load balancer that polls it stops sending requests first',
  },
  SHUTDOWN_TIMEOUT_SECONDS: {
    group: 'instances',
    default: '`30`',
    meaning:
      'after the drain, seconds the instance may take to finish its requests and uploads in flight; then it exits with code 1 anyway',
  },
  JOBS_RETRY_SECONDS: {
    group: 'jobs',
    default: '`15`',
    meaning:
      'on PostgreSQL, how often an instance that stands by tries to take over the jobs that run on one instance (and the leader checks its lock); at most `30`, so another instance takes over within a minute ([jobs](jobs.md))',
  },
  AUDIT_RETENTION_DAYS: {
    group: 'jobs',
    default: '`365`',
    meaning:
      "days the audit log ('Protokoll') keeps an entry; a daily job deletes older ones (a whole number of 1 or more, anything else is refused at start)",
  },
  HISTORY_DAYS: {
    group: 'jobs',
    default: '`90`',
    meaning:
      "days the history keeps what the agents' full heartbeats changed (each change with its key, old and new value and time) and the spans a register or store server was offline (to the second, kept per day); a daily job deletes older changes, and the spans of older whole UTC days, in batches (a whole number of 1 or more, anything else is refused at start)",
  },
  ROLLOUT_ADVANCE_SECONDS: {
    group: 'jobs',
    default: '`10`',
    meaning:
      "seconds between two runs of the job that moves rollouts on (evaluates the running waves' gates, pauses, starts the next wave), on the one instance that runs the jobs; `1` to `3600`. With the page 'Rollouts' asking every 5 s, a step shows there within 15 s",
  },
  WEBHOOK_SEND_SECONDS: {
    group: 'jobs',
    default: '`5`',
    meaning:
      "seconds between two rounds of the event webhooks' sender (on the one instance that runs the jobs); `1` to `3600` ([event webhooks](alerts-and-notifications.md#event-webhooks))",
  },
  ALERT_CHECK_SECONDS: {
    group: 'alerts',
    default: '`60`',
    meaning:
      'seconds between two runs of the alert checks, on the one instance that runs the jobs; `5` to `3600` ([alerts](alerts-and-notifications.md))',
  },
  ALERT_SEND_SECONDS: {
    group: 'alerts',
    default: '`10`',
    meaning:
      'seconds between two rounds of the alert notification sender (on the one instance that runs the jobs); `1` to `3600`',
  },
  SMTP_URL: {
    group: 'alerts',
    default: 'none',
    meaning:
      'mail server of the alert notifications and token reminders, `smtp://user:pass@host:587` (STARTTLS; with a user and password it is required, `?tls=off` at the end allows a server without TLS) or `smtps://…:465`; without it alert mail is dropped (logged) and only webhooks go out',
  },
  ALERT_FROM: {
    group: 'alerts',
    default: 'none, required with `SMTP_URL`',
    meaning: 'sender of alert mail, `alarm@example.com` or `Kassen-Konsole <alarm@example.com>`',
  },
  PUBLIC_URL: {
    group: 'alerts',
    default: 'none, required with `OIDC_ISSUER`',
    meaning:
      "the console's address as users open it (`https://konsole.example.com`); alert mail then links to the page 'Alarme', and the OpenID Connect redirect and post-logout URIs are built from it (never from the request's `Host` header)",
  },
  ALERT_WEBHOOK_ALLOW_PRIVATE: {
    group: 'alerts',
    default: '`false`',
    meaning:
      '`true` lets alert webhooks and event webhooks go to localhost and private, link-local or internal addresses (127.0.0.1, 10.x, 172.16–31.x, 192.168.x, 169.254.x, fc00::/7, fe80::/10 …); off, saving such a URL is refused and a webhook whose host resolves to one fails without a call',
  },
  TOKEN_MAX_DAYS: {
    group: 'tokens',
    default: '`365`',
    meaning:
      "the longest an API token may be valid, in days (a whole number of 1 or more); 'never' only for service accounts' tokens ([tokens](tokens.md))",
  },
  TOKEN_RATE_LIMIT: {
    group: 'tokens',
    default: '`600`',
    meaning:
      'calls per minute an API token may make, over all instances together; past it `429` with `Retry-After` (a whole number of 1 or more)',
  },
  ...actionConfigVariables,
  UPLOAD_MAX_BYTES: {
    group: 'storage',
    default: '2 GiB',
    meaning: 'size limit of an uploaded update file (with `STORAGE_URL` at most 5 GiB)',
  },
  STORAGE_DIR: {
    group: 'storage',
    default: '`DATA_DIR/updates`',
    meaning: 'the folder of the update files; one that every instance mounts when several run ([update files](s3.md))',
  },
  STORAGE_URL: {
    group: 'storage',
    default: 'unset',
    meaning:
      '`s3://bucket/prefix` keeps the update files in S3 or an S3-compatible store instead of a folder (not together with `STORAGE_DIR`)',
  },
  S3_ENDPOINT: {
    group: 'storage',
    default: 'AWS',
    meaning: 'URL of an S3-compatible server (MinIO, Ceph, …); buckets are then addressed by path',
  },
  S3_PUBLIC_ENDPOINT: {
    group: 'storage',
    default: '`S3_ENDPOINT`',
    meaning: "the S3 server's URL as the registers reach it; their presigned download URLs name (and sign) this host",
  },
  UPDATE_DOWNLOAD_URL_SECONDS: {
    group: 'storage',
    default: '`300`',
    meaning: "with `STORAGE_URL`, seconds an agent's presigned download URL stays valid (at most 604800)",
  },
  S3_REGION: { group: 'storage', default: '`us-east-1`', meaning: 'region of the bucket' },
  S3_ACCESS_KEY_ID: {
    group: 'storage',
    default: "the AWS SDK's chain",
    meaning: 'key id for the bucket; unset, the SDK looks for `AWS_*` variables, profiles and instance roles',
  },
  S3_SECRET_ACCESS_KEY: {
    group: 'storage',
    default: "the AWS SDK's chain",
    meaning: 'secret key for the bucket, with `S3_ACCESS_KEY_ID`',
  },
  ...ssoConfigVariables,
  HAS_STORE_AGENTS: {
    group: 'features',
    default: '`true`',
    meaning: 'STORE-Instanzen menu, store updates, store report',
  },
  HAS_STATS_MENU: { group: 'features', default: '`true`', meaning: 'Auswertungen menu' },
  HAS_STATISTICS: { group: 'features', default: '`true`', meaning: 'Statistiken' },
  HAS_CREATE_BUTTONS: { group: 'features', default: '`true`', meaning: "'Filiale anlegen' on the cashpoints page" },
  HAS_CONTEXT_MANAGEMENT: { group: 'features', default: '`true`', meaning: 'Kontexte menu (with the CONTEXTS right)' },
  HANDLE_ACTIVE_PROMOTIONS: { group: 'features', default: '`true`', meaning: 'active promotions viewer of a register' },
} satisfies Record<string, ConfigVariable>;

export type ConfigName = keyof typeof configVariables;

/** The environment as the configuration sees it: only the variables listed above. */
export type ConfigEnv = Partial<Record<ConfigName, string>>;
