import type { AlertSettingsValue } from './settings';
import type { components } from '../../shared/generated/contract';
import { alertSettingsProblems, commentRule } from '../../shared/validation/alertSettings';
import { ruleOf, rulesOf, thresholdValue } from '../../shared/alerts/alertThresholds';
import { textProblem } from '../../shared/validation/textRule';
import { messages } from '../../shared/texts/serverMessages';
import { isPrivateHost } from '../platform/security/privateAddress';
import { normalisedNotifyPolicy, notifyPolicyProblems } from '../../shared/validation/alertNotify';
import { alertIntegrationTexts } from '../../shared/texts/de/alertIntegrations';
import { alertSnoozeTexts } from '../../shared/texts/de/alertSnooze';
import { isEditedMask, webhookUrlFromForm } from '../../shared/validation/webhookUrlMask';
import { maxSnoozeMs } from '../../shared/alerts/snoozeLimit';

// The alert settings' and the acknowledgement's checks (shared with the SPA), and the settings as
// they are stored once they pass.

type AlertSettingsForm = components['schemas']['AlertSettingsForm'];

/** Whether the form's webhook names localhost or a private address outright (names are checked when sending). */
function privateWebhook(url: string | null | undefined): boolean {
  try {
    return isPrivateHost(new URL(url?.trim() ?? '').hostname);
  } catch {
    return false;
  }
}

/** A masked address edited rather than replaced: the part it hides is gone, so it cannot be stored. */
function webhookUrlEditedMask(given: string | null | undefined, stored: string | null): boolean {
  const url = webhookUrlFromForm(given?.trim() || null, stored);
  return url !== null && url !== stored && isEditedMask(url);
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * The German messages of everything wrong with the form; `stored` is what the context has now.
 * `allowPrivate` (ALERT_WEBHOOK_ALLOW_PRIVATE) lets a webhook point at the server's own network.
 */
export function alertSettingsErrors(
  form: AlertSettingsForm,
  stored: AlertSettingsValue,
  allowPrivate: boolean,
): string[] {
  const format = form.webhookFormat ?? stored.webhookFormat;
  const problems = alertSettingsProblems({ ...form, webhookFormat: format }, stored.webhookSecret !== null);
  if (webhookUrlEditedMask(form.webhookUrl, stored.webhookUrl))
    problems.push(alertIntegrationTexts.alertIntegrations.editedMask);
  if (!allowPrivate && privateWebhook(form.webhookUrl)) problems.push(messages.alertWebhookPrivate);
  if (form.notify) {
    problems.push(...notifyPolicyProblems(form.notify));
    const escalation = form.notify.escalation.webhookUrl;
    if (webhookUrlEditedMask(escalation, stored.notify.escalation.webhookUrl))
      problems.push(alertIntegrationTexts.alertIntegrations.editedMask);
    if (!allowPrivate && privateWebhook(escalation)) problems.push(messages.alertWebhookPrivate);
  }
  // The stored secret was given to the old receiver; kept for a new host it would sign for whoever
  // runs that one, so a webhook moved elsewhere needs a new secret.
  const url = form.webhookUrl?.trim();
  if (url && !form.webhookSecret && stored.webhookUrl && hostOf(url) !== hostOf(stored.webhookUrl))
    problems.push(messages.alertWebhookNewHost);
  return problems;
}

/** The acknowledgement's comment's problem, or undefined. */
export function commentError(comment: string): string | undefined {
  return textProblem(commentRule, comment);
}

/**
 * The settings to store: each rule keeps only the value its check reads, addresses and URL without
 * blanks, no webhook for an empty URL. A form without a new secret keeps the stored one; without a
 * webhook there is nothing to sign, so its secret goes too (a new webhook needs a new secret).
 */
export function settingsToStore(form: AlertSettingsForm, stored: AlertSettingsValue): AlertSettingsValue {
  const { rules } = form;
  const webhookUrl = webhookUrlFromForm(form.webhookUrl?.trim() || null, stored.webhookUrl);
  return {
    rules: rulesOf((kind) => ruleOf(kind, rules[kind].enabled, thresholdValue(kind, rules[kind]))),
    quietHours: { ...form.quietHours, days: [...form.quietHours.days].sort((a, b) => a - b) },
    recipients: form.recipients.map((r) => r.trim()),
    webhookUrl,
    webhookFormat: form.webhookFormat ?? stored.webhookFormat,
    webhookSecret: webhookUrl ? form.webhookSecret || stored.webhookSecret : null,
    notify: form.notify ? notifyToStore(form.notify, stored) : stored.notify,
  };
}

/** The form's notify policy as stored; the escalation webhook sent back masked keeps the stored address. */
function notifyToStore(
  notify: NonNullable<AlertSettingsForm['notify']>,
  stored: AlertSettingsValue,
): AlertSettingsValue['notify'] {
  const policy = normalisedNotifyPolicy(notify);
  const webhookUrl = webhookUrlFromForm(policy.escalation.webhookUrl, stored.notify.escalation.webhookUrl);
  return { ...policy, escalation: { ...policy.escalation, webhookUrl } };
}

// The check of a snooze's end beyond the contract's (which has checked that it is a time).

/** What is wrong with the end, in German; undefined when nothing is. */
export function snoozeError(until: number, now: number): string | undefined {
  if (!Number.isFinite(until)) return alertSnoozeTexts.alertSnooze.untilMissing;
  if (!(until > now)) return alertSnoozeTexts.alertSnooze.untilPast;
  if (until > now + maxSnoozeMs) return alertSnoozeTexts.alertSnooze.untilTooFar;
  return undefined;
}
