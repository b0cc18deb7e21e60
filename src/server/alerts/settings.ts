import type { Db } from '../platform/db/connection';
import type { components } from '../../shared/generated/contract';
import { alertKinds } from '../../shared/alerts/alertKinds';
import { defaultAlertRules } from '../../shared/alerts/alertThresholds';
import { storedAlertSettings } from './repository/alertSettings';
import { completeNotifyPolicy, defaultNotifyPolicy, type AlertNotifyPolicy } from '../../shared/alerts/alertSeverity';

export type AlertKind = components['schemas']['AlertKind'];
export type AlertRules = components['schemas']['AlertRules'];
export type QuietHours = components['schemas']['QuietHours'];
export type AlertWebhookFormat = components['schemas']['AlertWebhookFormat'];

/** A context's alert settings as the checks and the notifications read them. */
export interface AlertSettingsValue {
  rules: AlertRules;
  quietHours: QuietHours;
  recipients: string[];
  webhookUrl: string | null;
  /** What the webhook posts: the signed JSON, a Slack or a Teams message (notify/formats/). */
  webhookFormat: AlertWebhookFormat;
  /** Never sent to the browser; signs the webhook's requests. */
  webhookSecret: string | null;
  /** Severities, reminders, escalation, the mass outage's summary (alerts/notify/). */
  notify: AlertNotifyPolicy;
}

/**
 * What a context that never saved its settings gets: each rule as its kind's catalogue entry has it
 * (every check on but the day close, which needs its time chosen for the context), no quiet hours,
 * nobody to tell.
 */
export function defaultAlertSettings(): AlertSettingsValue {
  return {
    rules: defaultAlertRules(),
    quietHours: { enabled: false, from: '22:00', to: '06:00', days: [0], timeZone: 'Europe/Berlin' },
    recipients: [],
    webhookUrl: null,
    webhookFormat: 'signedJson',
    webhookSecret: null,
    notify: defaultNotifyPolicy(),
  };
}

/** The stored settings of these contexts, the defaults for those that never saved any. */
export async function loadAlertSettings(db: Db, contextIds: number[]): Promise<Map<number, AlertSettingsValue>> {
  const settings = new Map(contextIds.map((id) => [id, defaultAlertSettings()]));
  for (const [contextId, row] of await storedAlertSettings(db, contextIds)) {
    const stored = row.settings as Partial<AlertSettingsValue>;
    const defaults = defaultAlertSettings();
    settings.set(contextId, {
      ...defaults,
      ...stored,
      // Per rule: a rule stored before it had a threshold (storeDown's minutes) gets the default one.
      rules: Object.fromEntries(
        alertKinds.map((kind) => [kind, { ...defaults.rules[kind], ...stored.rules?.[kind] }]),
      ) as AlertRules,
      webhookSecret: row.webhookSecret,
      notify: completeNotifyPolicy(stored.notify),
    });
  }
  return settings;
}
