import type { AlertKind, AlertSettings, AlertSettingsForm, AlertWebhookFormat } from '../../api/alerts';
import { alertKinds } from '../../../shared/alerts/alertKinds';
import { ruleOf, rulesOf, thresholdOf, thresholdValue } from '../../../shared/alerts/alertThresholds';
import { notifyPolicyOf, notifyValuesOf, type AlertNotifyValues } from './alertNotifyValues';

/** The week as the form lists it, Monday first; the numbers are the contract's (0 Sunday). */
export const weekDays = [1, 2, 3, 4, 5, 6, 0] as const;

/** The alert tab's form values: text as typed, turned into the contract's form on saving. */
export interface AlertSettingsValues {
  enabled: Record<AlertKind, boolean>;
  /** Each kind's threshold as typed (its minutes, its time of day), for the kinds that have one. */
  thresholds: Partial<Record<AlertKind, string>>;
  quietEnabled: boolean;
  from: string;
  to: string;
  days: number[];
  timeZone: string;
  /** One address per line. */
  recipients: string;
  /** The stored address masked (its secret hidden) as long as it is left unchanged. */
  webhookUrl: string;
  webhookFormat: AlertWebhookFormat;
  /** A new secret; empty keeps the stored one. */
  webhookSecret: string;
  /** Severities, reminders, escalation, mass outage (their own section). */
  notify: AlertNotifyValues;
}

export function alertValuesOf(settings: AlertSettings): AlertSettingsValues {
  const { rules, quietHours } = settings;
  return {
    enabled: Object.fromEntries(alertKinds.map((k) => [k, rules[k].enabled])) as Record<AlertKind, boolean>,
    thresholds: Object.fromEntries(
      alertKinds.flatMap((kind) => {
        const threshold = thresholdOf(kind);
        return threshold ? [[kind, threshold.spec.toText(thresholdValue(kind, rules[kind]))]] : [];
      }),
    ),
    quietEnabled: quietHours.enabled,
    from: quietHours.from,
    to: quietHours.to,
    days: quietHours.days,
    timeZone: quietHours.timeZone,
    recipients: settings.recipients.join('\n'),
    webhookUrl: settings.webhookUrl ?? '',
    webhookFormat: settings.webhookFormat,
    webhookSecret: '',
    notify: notifyValuesOf(settings),
  };
}

/** The lines of the recipients field that hold an address. */
export const recipientLines = (text: string | undefined): string[] =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The body of saveAlertSettings; an empty secret is left out, so the stored one stays. */
export function alertFormOf(values: AlertSettingsValues, contextId: string): AlertSettingsForm {
  const threshold = (kind: AlertKind) => thresholdOf(kind)?.spec.fromText(values.thresholds[kind] ?? '');
  const secret = values.webhookSecret.trim();
  return {
    contextId,
    rules: rulesOf((kind) => ruleOf(kind, values.enabled[kind], threshold(kind))),
    quietHours: {
      enabled: values.quietEnabled,
      from: values.from.trim(),
      to: values.to.trim(),
      days: [...values.days].sort(),
      timeZone: values.timeZone.trim(),
    },
    recipients: recipientLines(values.recipients),
    webhookUrl: values.webhookUrl.trim() || null,
    webhookFormat: values.webhookFormat,
    ...(secret ? { webhookSecret: secret } : {}),
    notify: notifyPolicyOf(values.notify),
  };
}
