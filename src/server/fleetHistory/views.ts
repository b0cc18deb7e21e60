// The reply shapes of fleetHistory: its rows as the contract shows them (VersionHistory) and as CSV lines.
import type { components } from '../../shared/generated/contract';
import { guardFormula } from '../../shared/reports/csv';
import { statisticsTexts } from '../../shared/texts/de/statistics';
import { onlineShare, versionOrder, weekOverWeek, type VersionCount } from './logic';
import type { daysOf } from './repository/days';

type VersionHistory = components['schemas']['VersionHistory'];
const t = statisticsTexts.versionHistory;

/** The stored rows of a range as the contract's reply: days oldest first, versions newest first. */
export function versionHistory(stored: Awaited<ReturnType<typeof daysOf>>): VersionHistory {
  const perDay = new Map<string, VersionCount[]>();
  for (const v of stored.versions)
    perDay.set(v.day, [
      ...(perDay.get(v.day) ?? []),
      { version: v.version === '' ? null : v.version, orderKey: v.orderKey, cashpoints: v.cashpoints },
    ]);
  const alertsPerDay = new Map<string, { kind: string; count: number }[]>();
  for (const a of stored.alerts)
    alertsPerDay.set(a.day, [...(alertsPerDay.get(a.day) ?? []), { kind: a.alertKind, count: a.openAlerts }]);
  const dayVersions = stored.days.map((d) => ({ day: d.day, versions: perDay.get(d.day) ?? [] }));
  const order = versionOrder(dayVersions);
  const rank = new Map(order.map((version, i) => [version, i]));
  const days = stored.days.map((d) => {
    const openAlertsByKind = alertsPerDay.get(d.day) ?? [];
    return {
      day: d.day,
      cashpoints: d.cashpoints,
      onlineCashpoints: d.onlineCashpoints,
      onlineShare: onlineShare(d.onlineCashpoints, d.cashpoints),
      openAlerts: openAlertsByKind.reduce((sum, a) => sum + a.count, 0),
      openAlertsByKind,
      redStores: d.redStores,
      versions: (perDay.get(d.day) ?? [])
        .sort((a, b) => rank.get(a.version)! - rank.get(b.version)!)
        .map(({ version, cashpoints }) => ({ version, cashpoints })),
    };
  });
  return { days, versions: order, weekOverWeek: weekOverWeek(dayVersions, order) };
}

const shareFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1, useGrouping: false });

/** One CSV line per day and version (cells formula-guarded), in the reply's order. */
export function* versionHistoryCsvLines(history: VersionHistory): Generator<string[]> {
  for (const day of history.days)
    for (const v of day.versions)
      yield [
        day.day,
        guardFormula(v.version ?? t.noVersion),
        String(v.cashpoints),
        String(day.cashpoints),
        shareFormat.format(day.onlineShare),
        String(day.openAlerts),
        String(day.redStores),
      ];
}
