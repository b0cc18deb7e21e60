// Days and months of the cockpit, all in UTC: the certificate's last day is a date without a zone,
// and a day boundary a few hours off moves a count by one at most.

const dayMs = 86_400_000;

/** 'YYYY-MM-DD' (UTC) of a time in ms. */
export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Whole days from today (UTC) to `date` ('YYYY-MM-DD'): 0 on its day, negative after it. */
export function daysLeft(date: string, now: number): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${dayOf(now)}T00:00:00Z`)) / dayMs);
}

const monthKey = (year: number, month: number) => {
  const d = new Date(Date.UTC(year, month, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

/** The `count` months from the current one (UTC), as 'YYYY-MM'. */
export function forecastMonths(now: number, count: number): string[] {
  const d = new Date(now);
  return Array.from({ length: count }, (_, i) => monthKey(d.getUTCFullYear(), d.getUTCMonth() + i));
}

/** The forecast's days: from the current month's first (inclusive) to the first after its last month (exclusive). */
export function forecastBounds(now: number, count: number): { from: string; before: string } {
  const d = new Date(now);
  return {
    from: `${monthKey(d.getUTCFullYear(), d.getUTCMonth())}-01`,
    before: `${monthKey(d.getUTCFullYear(), d.getUTCMonth() + count)}-01`,
  };
}
