import type { components } from '../generated/contract';
import { alertTexts } from '../texts/de/alerts';
import { alertKindEntry, alertKinds, type AlertKind, type ThresholdName, type ThresholdValue } from './alertKinds';

// How each kind of threshold (a rule's minutes or time of day) is checked, typed in, stored and
// shown in the audit log: the server's checks, the settings tab and the audit entries use these.

type AlertRule = components['schemas']['AlertRule'];
type AlertRules = components['schemas']['AlertRules'];

const t = alertTexts.alertCommon;

/** A time of day, HH:MM on the 24-hour clock. */
export const timeOfDayPattern = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

/** The minutes a rule may wait (the contract's AlertRule states them too). */
export const minutesRange = { minimum: 1, maximum: 1440 } as const;

export const isTimeOfDay = (value: unknown) => typeof value === 'string' && new RegExp(timeOfDayPattern).test(value);

export interface ThresholdSpec<V> {
  /** The field's name in the server's messages, after the kind's ("Kasse offline: Minuten"). */
  name: string;
  /** The keyboard a phone shows for the field. */
  inputMode?: 'numeric';
  isValid(value: unknown): boolean;
  /** The message for an invalid value of the field named so. */
  problem(field: string): string;
  /** The value the settings tab sends for what was typed (trimmed). */
  fromText(text: string): V;
  /** What the settings tab's field shows of a stored value. */
  toText(value: V | undefined): string;
  /** The value as the audit log shows it beside the rule's on or off. */
  auditText(value: V): string;
}

const { minimum, maximum } = minutesRange;

/** Every threshold's handling; a threshold the contract's AlertRule gains and this lacks does not compile. */
export const thresholdSpecs: { [N in ThresholdName]: ThresholdSpec<ThresholdValue[N]> } = {
  minutes: {
    name: t.fields.minutes,
    inputMode: 'numeric',
    isValid: (value) => Number.isInteger(value) && (value as number) >= minimum && (value as number) <= maximum,
    problem: (field) => t.problems.range(field, minimum, maximum),
    fromText: (text) => Number(text.trim()),
    toText: (value) => String(value ?? ''),
    auditText: t.minutes,
  },
  time: {
    name: t.fields.time,
    isValid: isTimeOfDay,
    problem: t.problems.time,
    fromText: (text) => text.trim(),
    toText: (value) => value ?? '',
    auditText: t.byTime,
  },
};

/** The kind's threshold and its handling, or undefined for a kind without one. */
export function thresholdOf(kind: AlertKind) {
  const threshold = alertKindEntry(kind).threshold;
  if (!threshold) return undefined;
  const spec = thresholdSpecs[threshold.name] as ThresholdSpec<ThresholdValue[ThresholdName]>;
  return { ...threshold, spec };
}

/** A rule of the kind: on or off, and its threshold's value when the kind has one (nothing else). */
export function ruleOf(kind: AlertKind, enabled: boolean, value: AlertRule[ThresholdName]): AlertRule {
  const threshold = alertKindEntry(kind).threshold;
  return threshold ? { enabled, [threshold.name]: value } : { enabled };
}

/** The rules of every kind, each made by `rule`. */
export function rulesOf(rule: (kind: AlertKind) => AlertRule): AlertRules {
  return Object.fromEntries(alertKinds.map((kind) => [kind, rule(kind)])) as AlertRules;
}

/** Each kind's rule as a context that never saved its settings has it. */
export function defaultAlertRules(): AlertRules {
  return rulesOf((kind) =>
    ruleOf(kind, alertKindEntry(kind).enabledByDefault, alertKindEntry(kind).threshold?.default),
  );
}

/** The value of the kind's threshold in its rule (undefined for a kind without one). */
export function thresholdValue(kind: AlertKind, rule: AlertRule): AlertRule[ThresholdName] {
  const threshold = alertKindEntry(kind).threshold;
  return threshold && rule[threshold.name];
}
