import { fleetTexts } from './texts/de/fleet';
import { ownText } from './texts/ownText';

// The agents report their services' states and start types in English (RUNNING, MANUAL); the
// console shows them in German and keeps the reported value for a tooltip (issue 46).

const t = fleetTexts.fleet;

/** A service state in German; a value the console does not know stays as reported. */
export function serviceStateText(raw: string | null | undefined): string {
  if (!raw) return '';
  return ownText(t.serviceStates, raw) ?? raw;
}

/** A start type in German; a value the console does not know stays as reported. */
export function startTypeText(raw: string | null | undefined): string {
  if (!raw) return '';
  return ownText(t.startTypes, raw) ?? raw;
}

/** The tooltip of a translated value: the reported one, when there is one. */
export function reportedTitle(raw: string | null | undefined): string | undefined {
  return raw ? t.reported(raw) : undefined;
}
