import type { components } from '../generated/contract';
import { texts } from '../texts/de';
import { textProblem, type TextRule } from './textRule';
import { userRules } from './userForm';

// The alert settings' form and the acknowledgement's comment: what the context dialog's tab checks
// before saving and the server checks again. Every message is German and names what is wrong.

type AlertSettingsForm = components['schemas']['AlertSettingsForm'];
type AlertRule = components['schemas']['AlertRule'];
type QuietHours = components['schemas']['QuietHours'];

const t = texts.alertCommon;
const names = t.fields;

/** The numbers the contract states too (AlertSettingsForm, AlertRule, acknowledgeAlert). */
export const alertLimits = {
  recipients: 20,
  recipient: 254,
  webhookUrl: 2000,
  webhookSecret: { minLength: 16, maxLength: 200 },
  minutes: { minimum: 1, maximum: 1440 },
  comment: { minLength: 1, maxLength: 500 },
} as const;

/** A time of day, HH:MM on the 24-hour clock. */
export const timeOfDayPattern = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

/** The acknowledgement's comment: required (blanks do not count), at most 500 characters. */
export const commentRule: TextRule = { label: names.comment, trim: true, required: true, ...alertLimits.comment };

const recipientRule: TextRule = {
  label: names.recipients,
  trim: true,
  maxLength: alertLimits.recipient,
  format: userRules.email.format,
};

const webhookSecretRule: TextRule = { label: names.webhookSecret, ...alertLimits.webhookSecret };

const isTime = (value: unknown) => typeof value === 'string' && new RegExp(timeOfDayPattern).test(value);

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

function ruleProblems(kind: keyof AlertSettingsForm['rules'], rule: AlertRule): string[] {
  const label = `${t.kinds[kind]}: `;
  const { minimum, maximum } = alertLimits.minutes;
  if (kind === 'cashpointOffline' || kind === 'storeDown') {
    const ok = Number.isInteger(rule.minutes) && rule.minutes! >= minimum && rule.minutes! <= maximum;
    return ok ? [] : [t.problems.range(label + names.minutes, minimum, maximum)];
  }
  if (kind === 'dayCloseMissing') return isTime(rule.time) ? [] : [t.problems.time(label + names.time)];
  return [];
}

function quietHoursProblems(quiet: QuietHours): string[] {
  const problems: string[] = [];
  if (!isTime(quiet.from)) problems.push(t.problems.time(names.quietFrom));
  if (!isTime(quiet.to)) problems.push(t.problems.time(names.quietTo));
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
  if (url.length > alertLimits.webhookUrl) return texts.fields.max(names.webhookUrl, alertLimits.webhookUrl);
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
  const kinds = Object.keys(t.kinds) as (keyof AlertSettingsForm['rules'])[];
  const problems = [
    ...kinds.flatMap((kind) => ruleProblems(kind, form.rules[kind])),
    ...quietHoursProblems(form.quietHours),
    ...recipientProblems(form.recipients),
  ];
  const url = form.webhookUrl?.trim() ?? '';
  const secret = form.webhookSecret ?? '';
  const urlProblem = url ? webhookUrlProblem(url) : undefined;
  if (urlProblem) problems.push(urlProblem);
  const secretProblem = secret ? textProblem(webhookSecretRule, secret) : undefined;
  if (secretProblem) problems.push(secretProblem);
  else if (url && !secret && !hasStoredSecret) problems.push(t.problems.webhookSecretMissing);
  return problems;
}
