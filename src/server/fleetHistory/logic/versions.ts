// The versions of a range of snapshots: their order, and this week's newest snapshot against the
// one seven days before it ('diese Woche gegen letzte Woche').
import { addDays } from './days';

/** A version's registers on a day; `version` null: registers without an installed update. */
export interface VersionCount {
  version: string | null;
  /** The update's order key when the snapshot was taken; null when unknown. */
  orderKey: number | null;
  cashpoints: number;
}

export interface DayVersions {
  day: string;
  versions: readonly VersionCount[];
}

/**
 * Every version of the days, newest update first: by the highest order key a day gave it, a version
 * without one (its update file gone) after those by name, the registers without a version last.
 */
export function versionOrder(days: readonly DayVersions[]): (string | null)[] {
  const keys = new Map<string | null, number | null>();
  for (const { versions } of days)
    for (const v of versions) {
      const known = keys.get(v.version) ?? null;
      keys.set(v.version, v.orderKey === null ? known : Math.max(known ?? v.orderKey, v.orderKey));
    }
  return [...keys.entries()]
    .sort(([a, ka], [b, kb]) => {
      if (a === null || b === null) return a === null ? 1 : -1;
      if (ka !== null && kb !== null) return kb - ka;
      if (ka !== null || kb !== null) return ka !== null ? -1 : 1;
      return a.localeCompare(b, 'de');
    })
    .map(([version]) => version);
}

export interface WeekOverWeek {
  thisWeek: string | null;
  lastWeek: string | null;
  versions: { version: string | null; thisWeek: number; lastWeek: number; difference: number }[];
}

/**
 * The newest snapshot against the one seven days before it, per version of either (in `order`); a
 * missing week-old snapshot counts 0 for every version and names no day.
 */
export function weekOverWeek(days: readonly DayVersions[], order: readonly (string | null)[]): WeekOverWeek {
  const newest = days.at(-1);
  if (!newest) return { thisWeek: null, lastWeek: null, versions: [] };
  const weekBefore = days.find((d) => d.day === addDays(newest.day, -7));
  const countsOf = (d: DayVersions | undefined) => new Map(d?.versions.map((v) => [v.version, v.cashpoints]));
  const [now, then] = [countsOf(newest), countsOf(weekBefore)];
  return {
    thisWeek: newest.day,
    lastWeek: weekBefore?.day ?? null,
    versions: order
      .filter((version) => now.has(version) || then.has(version))
      .map((version) => {
        const [thisWeek, lastWeek] = [now.get(version) ?? 0, then.get(version) ?? 0];
        return { version, thisWeek, lastWeek, difference: thisWeek - lastWeek };
      }),
  };
}

/** Online registers in percent of all, one decimal; 0 without registers. */
export const onlineShare = (online: number, total: number): number =>
  total > 0 ? Math.round((online / total) * 1000) / 10 : 0;
