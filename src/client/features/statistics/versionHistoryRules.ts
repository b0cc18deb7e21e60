import type { VersionHistory } from '../../api/statistics';
import { statisticsTexts } from '../../../shared/texts/de/statistics';
import { formatCount } from './chartRules';

// The rules of 'Versionen im Verlauf' the chart, its table and the comparison share: the versions'
// names, keys and colours, and a day's readout.

const t = statisticsTexts.versionHistory;

export type VersionDay = VersionHistory['days'][number];

/** The history reads this many days (the chart's range). */
export const historyDays = 90;

/** A version as the page names it: its tag, or 'ohne Version'. */
export const versionName = (version: string | null) => version ?? t.noVersion;

/** The chart's key of a version (nivo keys are strings; no tag is empty). */
export const versionKey = (version: string | null) => version ?? '';

/**
 * Okabe-Ito's colours (told apart with colour-vision deficiency), newest version first; 'ohne
 * Version' is grey. More versions than colours repeat them, the legend and table still name each.
 */
const palette = ['#0072b2', '#e69f00', '#009e73', '#cc79a7', '#56b4e9', '#d55e00', '#f0e442', '#882255'];
export function versionColor(versions: readonly (string | null)[], version: string | null): string {
  if (version === null) return '#8c8c8c';
  return palette[versions.filter((v) => v !== null).indexOf(version) % palette.length] ?? palette[0]!;
}

/** A version's registers on a day; 0 when the day has none of it. */
export const countOn = (day: VersionDay, version: string | null) =>
  day.versions.find((v) => v.version === version)?.cashpoints ?? 0;

/** '30.11.2026: 5.13.1 47, 5.12.3 9' — the day's registers per version, in the versions' order. */
export function dayReadout(day: VersionDay): string {
  return t.readout(
    t.dayName(day.day),
    day.versions.map((v) => t.part(versionName(v.version), formatCount(v.cashpoints))).join(', '),
  );
}

/** A difference with its sign: '+3', '−2', '0'. */
export const signed = (n: number) => (n > 0 ? `+${formatCount(n)}` : n < 0 ? `−${formatCount(-n)}` : '0');
