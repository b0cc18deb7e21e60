import type { components } from '../generated/contract';
import { alertKindCatalogue, alertKindEntry, alertKinds, type AlertKind } from './alertKinds';

export type AlertSeverity = components['schemas']['AlertSeverity'];
export type AlertSeverities = components['schemas']['AlertSeverities'];
export type AlertNotifyPolicy = components['schemas']['AlertNotifyPolicy'];

/** The severities, most urgent first: the order of the list's sort and of the settings' fields. */
export const alertSeverities: readonly AlertSeverity[] = ['critical', 'warning', 'info'];

/** Each kind's severity in a context that never chose one: its catalogue entry's. */
const defaultSeverity = Object.fromEntries(alertKinds.map((kind) => [kind, alertKindEntry(kind).severity])) as Record<
  AlertKind,
  AlertSeverity
>;

/**
 * An alert's severity: its kind's in its context (`configured`), raised to its stage's when the
 * kind has stages (stageSeverities: the stage after the last '@' of its subject) and that is higher.
 */
export function alertSeverityOf(kind: string, subject: string, configured: AlertSeverity): AlertSeverity {
  const stages = Object.hasOwn(alertKindCatalogue, kind)
    ? alertKindEntry(kind as AlertKind).stageSeverities
    : undefined;
  const stage = stages?.[subject.slice(subject.lastIndexOf('@') + 1)];
  return stage && alertSeverities.indexOf(stage) < alertSeverities.indexOf(configured) ? stage : configured;
}

/** The limits the contract states too (AlertReminderPolicy, AlertNotifyPolicy). */
export const notifyLimits = {
  repeatMinutes: { min: 5, max: 1440 },
  escalateAfterMinutes: { min: 1, max: 10080 },
  sharePercent: { min: 1, max: 100 },
  minStores: { min: 2, max: 100000 },
} as const;

/**
 * What a context that never saved these settings gets: the default severities, no reminders, no
 * escalation, quiet hours hold everything, and a mass outage (over 10 % of the stores, at least 5)
 * is told as one summary.
 */
export function defaultNotifyPolicy(): AlertNotifyPolicy {
  const none = { repeatMinutes: null, escalateAfterMinutes: null };
  return {
    severities: { ...defaultSeverity },
    reminders: { critical: { ...none }, warning: { ...none }, info: { ...none } },
    escalation: { recipients: [], webhookUrl: null },
    criticalInQuietHours: false,
    massOutage: { enabled: true, sharePercent: 10, minStores: 5 },
  };
}

/**
 * A stored policy completed with the defaults, part by part: settings saved before this version (or
 * before a kind existed) read as the defaults of what they lack.
 */
export function completeNotifyPolicy(stored: Partial<AlertNotifyPolicy> | undefined): AlertNotifyPolicy {
  const defaults = defaultNotifyPolicy();
  if (!stored) return defaults;
  const severities = Object.fromEntries(
    alertKinds.map((kind) => [kind, stored.severities?.[kind] ?? defaults.severities[kind]]),
  ) as AlertSeverities;
  const reminders = Object.fromEntries(
    alertSeverities.map((s) => [s, { ...defaults.reminders[s], ...stored.reminders?.[s] }]),
  ) as AlertNotifyPolicy['reminders'];
  return {
    severities,
    reminders,
    escalation: { ...defaults.escalation, ...stored.escalation },
    criticalInQuietHours: stored.criticalInQuietHours ?? defaults.criticalInQuietHours,
    massOutage: { ...defaults.massOutage, ...stored.massOutage },
  };
}

/**
 * How many of a context's stores going down at once make a mass outage: more than the share, and at
 * least the minimum (for 200 stores and 10 %: 21; for 30 stores: 5).
 */
export function massOutageThreshold(policy: AlertNotifyPolicy['massOutage'], storeCount: number): number {
  return Math.max(policy.minStores, Math.floor((storeCount * policy.sharePercent) / 100) + 1);
}
