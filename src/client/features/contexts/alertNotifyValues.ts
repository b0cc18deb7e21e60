import * as yup from 'yup';
import type { AlertKind, AlertSettings, AlertSettingsForm } from '../../api/alerts';
import { alertKinds } from '../../../shared/alerts/alertKinds';
import { alertSeverities, notifyLimits, type AlertSeverity } from '../../../shared/alerts/alertSeverity';
import { recipientProblems, webhookUrlProblem } from '../../../shared/validation/alertSettings';
import { alertNotifyTexts } from '../../../shared/texts/de/alertNotify';
import { alertTexts } from '../../../shared/texts/de/alerts';

// The settings' section of severities, reminders, escalation and mass outage (issue 33): its form
// values (text as typed), the contract's policy they make, and their checks (the server's).

type Policy = NonNullable<AlertSettingsForm['notify']>;
const t = alertNotifyTexts.alertNotify;
const range = alertTexts.alertCommon.problems.range;

export interface AlertNotifyValues {
  severities: Record<AlertKind, AlertSeverity>;
  /** Per severity, minutes as typed; empty: never. */
  repeat: Record<AlertSeverity, string>;
  escalate: Record<AlertSeverity, string>;
  /** One address per line. */
  escalationRecipients: string;
  escalationWebhookUrl: string;
  criticalInQuietHours: boolean;
  massOutageEnabled: boolean;
  sharePercent: string;
  minStores: string;
}

const perSeverity = (value: (s: AlertSeverity) => string) =>
  Object.fromEntries(alertSeverities.map((s) => [s, value(s)])) as Record<AlertSeverity, string>;
const text = (n: number | null) => (n === null ? '' : String(n));
const lines = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
const numberOf = (value: string) => (value.trim() === '' ? null : Number(value.trim()));

export function notifyValuesOf({ notify }: AlertSettings): AlertNotifyValues {
  return {
    severities: { ...notify.severities },
    repeat: perSeverity((s) => text(notify.reminders[s].repeatMinutes)),
    escalate: perSeverity((s) => text(notify.reminders[s].escalateAfterMinutes)),
    escalationRecipients: notify.escalation.recipients.join('\n'),
    escalationWebhookUrl: notify.escalation.webhookUrl ?? '',
    criticalInQuietHours: notify.criticalInQuietHours,
    massOutageEnabled: notify.massOutage.enabled,
    sharePercent: String(notify.massOutage.sharePercent),
    minStores: String(notify.massOutage.minStores),
  };
}

export function notifyPolicyOf(values: AlertNotifyValues): Policy {
  return {
    severities: Object.fromEntries(alertKinds.map((k) => [k, values.severities[k]])) as Policy['severities'],
    reminders: Object.fromEntries(
      alertSeverities.map((s) => [
        s,
        { repeatMinutes: numberOf(values.repeat[s]), escalateAfterMinutes: numberOf(values.escalate[s]) },
      ]),
    ) as Policy['reminders'],
    escalation: {
      recipients: lines(values.escalationRecipients),
      webhookUrl: values.escalationWebhookUrl.trim() || null,
    },
    criticalInQuietHours: values.criticalInQuietHours,
    massOutage: {
      enabled: values.massOutageEnabled,
      sharePercent: Number(values.sharePercent.trim()),
      minStores: Number(values.minStores.trim()),
    },
  };
}

/** A whole number in the limits, named by the field; empty is fine where `optional`. */
function minutes(field: string, limits: { min: number; max: number }, optional: boolean) {
  return yup.string().test('range', range(field, limits.min, limits.max), (value) => {
    const v = (value ?? '').trim();
    if (v === '') return optional;
    const n = Number(v);
    return /^\d+$/.test(v) && n >= limits.min && n <= limits.max;
  });
}

const firstProblem = (problemOf: (value: string) => string | undefined) =>
  yup.string().test('shared', (value, context) => {
    const problem = problemOf((value ?? '').trim());
    return problem === undefined || context.createError({ message: problem });
  });

/** The section's checks, the server's (src/shared/validation/alertNotify.ts), field by field. */
export const alertNotifySchema = yup.object({
  repeat: yup.object(
    Object.fromEntries(
      alertSeverities.map((s) => [
        s,
        minutes(t.fields.repeatMinutes(t.severities[s]!), notifyLimits.repeatMinutes, true),
      ]),
    ),
  ),
  escalate: yup.object(
    Object.fromEntries(
      alertSeverities.map((s) => [
        s,
        minutes(t.fields.escalateAfterMinutes(t.severities[s]!), notifyLimits.escalateAfterMinutes, true),
      ]),
    ),
  ),
  escalationRecipients: firstProblem((value) => recipientProblems(lines(value))[0]),
  escalationWebhookUrl: firstProblem((value) => (value ? webhookUrlProblem(value) : undefined)),
  sharePercent: minutes(t.fields.sharePercent, notifyLimits.sharePercent, false),
  minStores: minutes(t.fields.minStores, notifyLimits.minStores, false),
});
