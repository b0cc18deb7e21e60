import type { components } from '../generated/contract';
import { alertKinds } from '../alerts/alertKinds';
import { alertSeverities, notifyLimits } from '../alerts/alertSeverity';
import { alertNotifyTexts } from '../texts/de/alertNotify';
import { alertTexts } from '../texts/de/alerts';
import { recipientProblems, webhookUrlProblem } from './alertSettings';

// The settings' severities, reminders, escalation and mass outage (issue 33): what the settings
// section checks before saving and the server checks again. Every message German, naming the field.

type AlertNotifyPolicy = components['schemas']['AlertNotifyPolicy'];

const t = alertNotifyTexts.alertNotify;
const range = alertTexts.alertCommon.problems.range;

function intProblem(value: number | null, field: string, limits: { min: number; max: number }, nullable: boolean) {
  if (value === null && nullable) return [];
  const ok = typeof value === 'number' && Number.isInteger(value) && value >= limits.min && value <= limits.max;
  return ok ? [] : [range(field, limits.min, limits.max)];
}

/** Every problem of the policy, in the form's order; empty when it may be saved. */
export function notifyPolicyProblems(policy: AlertNotifyPolicy): string[] {
  const problems: string[] = [];
  for (const kind of alertKinds)
    if (!alertSeverities.includes(policy.severities[kind])) problems.push(t.problems.severity(kind));
  for (const severity of alertSeverities) {
    const name = t.severities[severity]!;
    const { repeatMinutes, escalateAfterMinutes } = policy.reminders[severity];
    problems.push(...intProblem(repeatMinutes, t.fields.repeatMinutes(name), notifyLimits.repeatMinutes, true));
    problems.push(
      ...intProblem(escalateAfterMinutes, t.fields.escalateAfterMinutes(name), notifyLimits.escalateAfterMinutes, true),
    );
  }
  problems.push(...recipientProblems(policy.escalation.recipients));
  const url = policy.escalation.webhookUrl?.trim() ?? '';
  const urlProblem = url ? webhookUrlProblem(url) : undefined;
  if (urlProblem) problems.push(`${t.fields.escalationWebhookUrl}: ${urlProblem}`);
  const { sharePercent, minStores } = policy.massOutage;
  problems.push(...intProblem(sharePercent, t.fields.sharePercent, notifyLimits.sharePercent, false));
  problems.push(...intProblem(minStores, t.fields.minStores, notifyLimits.minStores, false));
  return problems;
}

/** The policy as stored: addresses and URL without blanks, no webhook for an empty URL. */
export function normalisedNotifyPolicy(policy: AlertNotifyPolicy): AlertNotifyPolicy {
  return {
    ...policy,
    escalation: {
      recipients: policy.escalation.recipients.map((r) => r.trim()),
      webhookUrl: policy.escalation.webhookUrl?.trim() || null,
    },
  };
}
