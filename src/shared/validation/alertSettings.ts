import type { components } from '../generated/contract';
import { alertKinds, type AlertKind } from '../alerts/alertKinds';
import { isTimeOfDay, minutesRange, thresholdOf, timeOfDayPattern } from '../alerts/alertThresholds';
import { alertTexts } from '../texts/de/alerts';
import { messageTexts } from '../texts/de/messages';
import { textProblem, type TextRule } from './textRule';
import { userRules } from './userForm';

// The alert settings' form and the acknowledgement's comment: what the context dialog's tab checks
// before saving and the server checks again. Every message is German and names what is wrong.

type AlertSettingsForm = components['schemas']['AlertSettingsForm'];
type AlertRule = components['schemas']['AlertRule'];
type QuietHours = components['schemas']['QuietHours'];

const t = alertTexts.alertCommon;
const names = t.fields;

/** The numbers the contract states too (AlertSettingsForm, AlertRule, acknowledgeAlert). */
export const alertLimits = {
  recipients: 20,
  recipient: 254,
  webhookUrl: 2000,
  webhookSecret: { minLength: 16, maxLength: 200 },
  minutes: minutesRange,
  comment: { minLength: 1, maxLength: 500 },
} as const;

/** The time of day's pattern (the thresholds' and the quiet hours'), for the contract test. */
export { timeOfDayPattern };

/** The acknowledgement's comment: required (blanks do not count), at most 500 characters. */
export const commentRule: TextRule = { label: names.comment, trim: true, required: true, ...alertLimits.comment };

const recipientRule: TextRule = {
  label: names.recipients,
  trim: true,
  maxLength: alertLimits.recipient,
  format: userRules.email.format,
};

const webhookSecretRule: TextRule = { label: names.webhookSecret, ...alertLimits.webhookSecret };

/** An IANA zone name such as Europe/Berlin or UTC, one this runtime knows (offsets like +01:00 are not). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('de-DE', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The problem of the kind's threshold, named "Kasse offline: Minuten"; none for a kind without one. */
function ruleProblems(kind: AlertKind, rule: AlertRule): string[] {
  const threshold = thresholdOf(kind);
  if (!threshold) return [];
  const { spec } = threshold;
  return spec.isValid(rule[threshold.name]) ? [] : [spec.problem(`${t.kinds[kind]}: ${spec.name}`)];
}

function quietHoursProblems(quiet: QuietHours): string[] {
  const problems: string[] = [];
  if (!isTimeOfDay(quiet.from)) problems.push(t.problems.time(names.quietFrom));
  if (!isTimeOfDay(quiet.to)) problems.push(t.problems.time(names.quietTo));
  const days = quiet.days;
  const dayOk = (d: number) => Number.isInteger(d) && d >= 0 && d <= 6;
  if (!days.every(dayOk) || new Set(days).size !== days.length) problems.push(t.problems.days);
  if (!isTimeZone(quiet.timeZone)) problems.push(t.problems.timeZone(quiet.timeZone));
  return problems;
}

/** Each recipient's problem (the settings tab shows them under its recipients field). */
export function recipientProblems(recipients: string[]): string[] {
  if (recipients.length > alertLimits.recipients) return [t.problems.tooManyRecipients(alertLimits.recipients)];
  const seen = new Set<string>();
  return recipients.flatMap((recipient) => {
    const address = recipient.trim();
    // Messages name the address at fault, not the field, as a form lists several.
    const problem = address ? textProblem(recipientRule, address, address) : t.problems.recipient(recipient);
    if (problem) return [problem];
    // The same mailbox twice would get every mail twice; domains ignore case, so compare without it.
    const key = address.toLowerCase();
    if (seen.has(key)) return [t.problems.recipientTwice(address)];
    seen.add(key);
    return [];
  });
}

/** An http(s) address without a user or password in it (those would be stored and shown in clear). */
export function webhookUrlProblem(url: string): string | undefined {
  if (url.length > alertLimits.webhookUrl) return messageTexts.fields.max(names.webhookUrl, alertLimits.webhookUrl);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return t.problems.webhookUrl;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return t.problems.webhookUrl;
  if (parsed.username || parsed.password) return t.problems.webhookUrlCredentials;
  return undefined;
}

/**
 * Every problem of the settings form, in the form's order; empty when it may be saved.
 * `hasStoredSecret`: the context has a webhook secret already, which a form without one keeps.
 */
export function alertSettingsProblems(form: AlertSettingsForm, hasStoredSecret: boolean): string[] {
  const problems = [
    ...alertKinds.flatMap((kind) => ruleProblems(kind, form.rules[kind])),
    ...quietHoursProblems(form.quietHours),
    ...recipientProblems(form.recipients),
  ];
  const url = form.webhookUrl?.trim() ?? '';
  const secret = form.webhookSecret ?? '';
  const urlProblem = url ? webhookUrlProblem(url) : undefined;
  if (urlProblem) problems.push(urlProblem);
  const secretProblem = secret ? textProblem(webhookSecretRule, secret) : undefined;
  if (secretProblem) problems.push(secretProblem);
  // Slack and Teams check no signature: their address is their secret.
  else if (url && !secret && !hasStoredSecret && (form.webhookFormat ?? 'signedJson') === 'signedJson')
    problems.push(t.problems.webhookSecretMissing);
  return problems;
}
