import type { components } from '../generated/contract';

type AlertRule = components['schemas']['AlertRule'];
type AlertSeverity = components['schemas']['AlertSeverity'];

/** A rule's threshold: each property of the contract's AlertRule but `enabled` (minutes, time). */
export type ThresholdName = Exclude<keyof AlertRule, 'enabled'>;
/** The value each threshold holds. */
export type ThresholdValue = { [N in ThresholdName]-?: NonNullable<AlertRule[N]> };

/** A kind's threshold: which one, the settings tab's label of its field, and the default value. */
export type Threshold = { [N in ThresholdName]: { name: N; label: string; default: ThresholdValue[N] } }[ThresholdName];

/**
 * How the alert list and the mail show a kind's detail (what its check stores): the count of the
 * offline registers, the stopped services by name, a rollout's update and the wave that waits for
 * approval or the reason a gate paused it (stored as the file name, a line break and the other);
 * a TSE's serial and what is wrong with it (`tse`: the serial, a line break, a code and its value);
 * a register's devices that stop it selling (`peripherals`: 'kind:state' pairs, ', ' between them),
 * its card terminal's id (`terminal`), the count of its unsent receipts (`receipts`);
 * without one, as stored (an update's file name).
 */
export type DetailFormat =
  'offlineCount' | 'serviceNames' | 'rolloutWave' | 'rolloutPause' | 'tse' | 'peripherals' | 'terminal' | 'receipts';

export interface AlertKindEntry {
  /** The German name: the alert list and its filter, the audit log, the settings tab's switch. */
  label: string;
  /** What opens it, for the contract's description of AlertKind (in English, as the contract is). */
  opensWhen: string;
  /** Whether the rule is on for a context that never saved its settings. */
  enabledByDefault: boolean;
  /** Its severity in a context that never chose one (issue 33). */
  severity: AlertSeverity;
  /** The rule's one threshold, when it has one: what its check reads, the settings tab's field. */
  threshold?: Threshold;
  detail?: DetailFormat;
  /**
   * Whether an alert of the kind that names no register is about the store server: the alert list
   * then links it to the store server page rather than to the store in the register tree.
   */
  belongsToStoreServer?: boolean;
  /**
   * What the alert is about when it is not a store or register: a rollout (its subject
   * `rollout:<uid>`, no store). The list links it to the rollouts page, the mail names its update.
   */
  about?: 'rollout';
  /**
   * Stages whose alert is at least this severe, when the kind's check names a stage after the last
   * '@' of its subject (a TSE's certificate 90, 42, 30, 7 days before its end, or expired). Each
   * stage is an alert of its own: reaching the next one closes the one before without a message and
   * opens the next with its notification, so each threshold is told once, at its severity.
   */
  stageSeverities?: Readonly<Record<string, AlertSeverity>>;
}

/**
 * Every kind of alert, one entry each, in the order the page's filter and the settings list them.
 * The detection, the defaults, the settings' checks and form, the audit log and the messages all
 * read it; the server's part of each kind (its check, its mail text) is `serverAlertKinds` in
 * src/server/alerts/kinds.ts, keyed alike. The contract's lists per kind (AlertKind, AlertRules,
 * AlertSeverities, and the defaults AlertSeverity names) are generated from it by `npm run codegen`
 * (scripts/codegen-alert-kinds.ts). A store down and a stopped service (the TSE among them) stop
 * sales, so they are critical; what only informs is info.
 */
export const alertKindCatalogue = {
  storeDown: {
    label: 'Filiale ausgefallen',
    opensWhen: 'every register and the store server of a store offline',
    severity: 'critical',
    enabledByDefault: true,
    threshold: { name: 'minutes', label: 'Minuten ausgefallen', default: 5 },
    detail: 'offlineCount',
  },
  cashpointOffline: {
    label: 'Kasse offline',
    opensWhen: "a register offline longer than the rule's minutes (not counted while its store is down)",
    severity: 'warning',
    enabledByDefault: true,
    threshold: { name: 'minutes', label: 'Minuten offline', default: 30 },
  },
  installFailed: {
    label: 'Installation fehlgeschlagen',
    opensWhen: 'an installation reported failed',
    severity: 'warning',
    enabledByDefault: true,
    belongsToStoreServer: true,
  },
  // Off until its time is chosen for the context.
  dayCloseMissing: {
    label: 'Tagesabschluss fehlt',
    opensWhen: "no successful day close (tabsok) by the rule's time of day in the store's time zone",
    severity: 'warning',
    enabledByDefault: false,
    threshold: { name: 'time', label: 'Uhrzeit (HH:MM)', default: '08:00' },
  },
  serviceStopped: {
    label: 'Dienst gestoppt',
    opensWhen: 'the TSE server not running or a store service stopped',
    severity: 'critical',
    enabledByDefault: true,
    detail: 'serviceNames',
    belongsToStoreServer: true,
  },
  // A context's rollouts (issue 29): open while the state lasts, the finished one for 24 hours.
  rolloutApproval: {
    label: 'Rollout wartet auf Freigabe',
    opensWhen: "a rollout waits for a second person's approval of its next wave",
    severity: 'info',
    enabledByDefault: true,
    detail: 'rolloutWave',
    about: 'rollout',
  },
  rolloutPaused: {
    label: 'Rollout automatisch angehalten',
    opensWhen: 'a gate paused a rollout (not a person)',
    severity: 'warning',
    enabledByDefault: true,
    detail: 'rolloutPause',
    about: 'rollout',
  },
  rolloutFinished: {
    label: 'Rollout abgeschlossen',
    opensWhen: 'a rollout finished (open for 24 hours, then it closes without a notification)',
    severity: 'info',
    enabledByDefault: true,
    about: 'rollout',
  },
  // The TSEs (issue 50): one alert per TSE (a LAN or cloud TSE shared by a store's registers: one).
  tseExpiring: {
    label: 'TSE-Zertifikat läuft ab',
    opensWhen:
      "a TSE's certificate ends within 90 days; a new alert at 42, 30 and 7 days and when it expired, each more severe",
    severity: 'info',
    enabledByDefault: true,
    detail: 'tse',
    stageSeverities: { d90: 'info', d42: 'warning', d30: 'warning', d7: 'critical', expired: 'critical' },
  },
  tseFull: {
    label: 'TSE bald voll',
    opensWhen: "a TSE's signature counter at 80 % or 95 % of its capacity, or full within 60 days at its current rate",
    severity: 'warning',
    enabledByDefault: true,
    detail: 'tse',
    stageSeverities: { p80: 'warning', soon: 'warning', p95: 'critical' },
  },
  tseExportFailing: {
    label: 'TSE-Export fehlerhaft',
    opensWhen: "a TSE's last export or self-test failed, or no export for 30 days",
    severity: 'warning',
    enabledByDefault: true,
    detail: 'tse',
  },
  tseNotReady: {
    label: 'TSE nicht bereit',
    opensWhen: "a TSE's state other than initialized, or its time not set",
    severity: 'critical',
    enabledByDefault: true,
    detail: 'tse',
  },
  // Its own kind, not a stage of tseExpiring: a swap is also planned for a full or broken TSE, and
  // the rule (on, severity) is the planners' own.
  tseSwapOverdue: {
    label: 'TSE-Austausch überfällig',
    opensWhen: 'the date of a planned TSE swap passed without a new serial reported',
    severity: 'warning',
    enabledByDefault: true,
    detail: 'tse',
  },
  // A store's ability to sell (issue 51), from what the registers and store servers report; the
  // rules of what stops a store selling are store health's (src/server/storeHealth/logic/health.ts).
  peripheralDown: {
    label: 'Peripherie gestört',
    opensWhen:
      "a register's receipt printer or card terminal (kind eft) not ok (offline, cover open, out of paper, error) for the rule's minutes while its store is open",
    severity: 'warning',
    enabledByDefault: true,
    threshold: { name: 'minutes', label: 'Minuten gestört', default: 10 },
    detail: 'peripherals',
  },
  eftCutMissing: {
    label: 'Kassenschnitt fehlt',
    opensWhen:
      "a register's card terminal holds payments from before the store's last day close (else the start of the day) that no cut covers",
    severity: 'warning',
    enabledByDefault: true,
    detail: 'terminal',
  },
  receiptsUnsent: {
    label: 'Belege nicht gesendet',
    opensWhen: "a register's oldest unsent receipt older than the rule's minutes",
    severity: 'warning',
    enabledByDefault: true,
    threshold: { name: 'minutes', label: 'Minuten nicht gesendet', default: 30 },
    detail: 'receipts',
  },
  masterDataMissing: {
    label: 'Preise nicht eingespielt',
    opensWhen: "today's price file not applied while the store is open (the alert lasts until it is applied)",
    severity: 'warning',
    enabledByDefault: true,
    belongsToStoreServer: true,
  },
  // The notification to the tax office (issue 52): one alert per store whose report is overdue.
  notificationOverdue: {
    label: 'Kassenmeldung überfällig',
    opensWhen:
      "a store's notification to the tax office (Kassenmeldung) not marked reported within its deadline, one month after its earliest due change (Berlin)",
    severity: 'warning',
    enabledByDefault: true,
  },
} as const satisfies Record<string, AlertKindEntry>;

/**
 * The kinds whose rise in a wave's stores after its install pauses a rollout (the alert gate,
 * src/server/rollouts/gates.ts): what a bad update breaks in a store (its services, its day close,
 * its devices, the sending of its receipts).
 */
export const rolloutGateAlertKinds = [
  'serviceStopped',
  'dayCloseMissing',
  'peripheralDown',
  'receiptsUnsent',
] as const satisfies readonly (keyof typeof alertKindCatalogue)[];

/**
 * The device states of a `peripheralDown` alert the alert gate does not count: a person's to mend,
 * not an update's doing (no update runs a printer out of paper or opens its cover). In a fleet they
 * come every hour; counted, they paused every rollout whose stores were open (the demo's within an
 * hour). An alert counts when one of its devices is in another state (offline, error).
 */
export const rolloutGateIgnoredDeviceStates = ['paperLow', 'paperOut', 'coverOpen'] as const;

/** The kinds of alert: the catalogue's keys (the contract's AlertKind is generated from them). */
export type AlertKind = keyof typeof alertKindCatalogue;

/** Every kind, in the catalogue's order. */
export const alertKinds = Object.keys(alertKindCatalogue) as AlertKind[];

/** A kind's entry, typed as any entry (its threshold may be missing). */
export const alertKindEntry = (kind: AlertKind): AlertKindEntry => alertKindCatalogue[kind];

/** The German name of each kind (the text catalogue's `alerts.kinds` and `alertCommon.kinds`). */
export const alertKindNames = Object.fromEntries(alertKinds.map((kind) => [kind, alertKindCatalogue[kind].label])) as {
  readonly [K in AlertKind]: (typeof alertKindCatalogue)[K]['label'];
};
