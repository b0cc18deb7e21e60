import { dayOf } from './days';

/** A known value of a TSE's signature counter and when it was reported (ms). */
export interface CounterPoint {
  at: number;
  counter: number;
}

/** Beyond this the estimate says nothing a plan could use (and Date would overflow). */
const horizonMs = 50 * 365 * 86_400_000;

/** The counter in percent of the capacity, one decimal; null when either is unknown. */
export function capacityUsedPercent(counter: number | null, capacity: number | null): number | null {
  if (counter === null || capacity === null || capacity <= 0) return null;
  return Math.round((counter / capacity) * 1000) / 10;
}

/**
 * The day the counter reaches the capacity at its recent rate: the slope of a least-squares line
 * through the points (the daily samples and the latest counter), so one odd sample moves it little.
 * Null with fewer than two points at different times, a counter that does not grow, or no capacity;
 * a counter at or above the capacity is full on the day of its latest point.
 */
export function estimateFullBy(points: readonly CounterPoint[], capacity: number | null): string | null {
  if (capacity === null || points.length === 0) return null;
  const last = points.reduce((a, b) => (b.at > a.at ? b : a));
  if (last.counter >= capacity) return dayOf(last.at);
  if (points.length < 2) return null;
  // Relative to the latest point, so the sums stay small.
  const xs = points.map((p) => (p.at - last.at) / 86_400_000);
  const ys = points.map((p) => p.counter);
  const n = points.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
  }
  if (sxx === 0) return null;
  const perDay = sxy / sxx;
  if (perDay <= 0) return null;
  const ms = ((capacity - last.counter) / perDay) * 86_400_000;
  return ms > horizonMs ? null : dayOf(last.at + ms);
}
