import type { AuditValues } from '../audit';
import type { AlertRules, AlertSettingsValue, QuietHours } from './settings';
import { alertIntegrationTexts } from '../../shared/texts/de/alertIntegrations';
import { alertNotifyTexts } from '../../shared/texts/de/alertNotify';
import { alertTexts } from '../../shared/texts/de/alerts';
import { alertKinds, type AlertKind } from '../../shared/alerts/alertKinds';
import { thresholdOf, thresholdValue } from '../../shared/alerts/alertThresholds';
import { alertSeverities } from '../../shared/alerts/alertSeverity';
import { carriesSecret, maskedWebhookUrl } from '../../shared/validation/webhookUrlMask';

// A context's alert settings as the audit log compares them: one value per rule, the quiet hours,
// the recipients and the webhook, in the console's wording. The secret is listed so that its change
// is noticed; the audit entry marks it hidden and never keeps it.

const t = alertTexts.alertCommon;
const n = alertNotifyTexts.alertNotify;

/** Severities, reminders, escalation and the mass outage (issue 33), one value each. */
function notifyValues(settings: AlertSettingsValue): AuditValues {
  const { severities, reminders, escalation, criticalInQuietHours, massOutage } = settings.notify;
  return {
    severities: alertKinds.map((kind) => `${t.kinds[kind]}: ${n.severities[severities[kind]]}`).join('; '),
    ...Object.fromEntries(
      alertSeverities.map((s) => {
        const r = reminders[s];
        return [`reminders.${s}`, n.audit.reminder(n.severities[s]!, r.repeatMinutes, r.escalateAfterMinutes)];
      }),
    ),
    escalationRecipients: escalation.recipients.join(', ') || null,
    escalationWebhookUrl: maskedWebhookUrl(escalation.webhookUrl),
    escalationWebhookUrlSecret:
      escalation.webhookUrl !== null && carriesSecret(escalation.webhookUrl) ? escalation.webhookUrl : null,
    criticalInQuietHours: criticalInQuietHours ? t.on : t.off,
    massOutage: n.audit.massOutage(massOutage.enabled, massOutage.sharePercent, massOutage.minStores),
  };
}

/** The field whose value the audit entry must never show. */
export const secretFields = ['webhookSecret', 'webhookUrlSecret', 'escalationWebhookUrlSecret'] as const;

function ruleText(kind: AlertKind, rules: AlertRules): string {
  const rule = rules[kind];
  // The kind's threshold, as its catalogue entry names it ("5 Minuten", "bis 08:00").
  const value = thresholdValue(kind, rule);
  const detail = value !== undefined ? thresholdOf(kind)!.spec.auditText(value) : undefined;
  return [rule.enabled ? t.on : t.off, detail].filter(Boolean).join(', ');
}

function quietHoursText(quiet: QuietHours): string {
  const days = quiet.days.map((d) => t.weekdays[d] ?? String(d)).join(' ');
  return [quiet.enabled ? t.on : t.off, `${quiet.from}–${quiet.to}`, days, quiet.timeZone].filter(Boolean).join(', ');
}

export function settingsAuditValues(settings: AlertSettingsValue): AuditValues {
  return {
    ...Object.fromEntries(alertKinds.map((kind) => [kind, ruleText(kind, settings.rules)])),
    quietHours: quietHoursText(settings.quietHours),
    recipients: settings.recipients.join(', ') || null,
    // Masked when its path carries a secret; the hidden field notes a change of the hidden part.
    webhookUrl: maskedWebhookUrl(settings.webhookUrl),
    webhookUrlSecret: settings.webhookUrl !== null && carriesSecret(settings.webhookUrl) ? settings.webhookUrl : null,
    webhookFormat: alertIntegrationTexts.alertIntegrations.formats[settings.webhookFormat] ?? settings.webhookFormat,
    webhookSecret: settings.webhookSecret,
    ...notifyValues(settings),
  };
}
