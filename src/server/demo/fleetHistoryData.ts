import type { FleetMeasure } from '../fleetHistory';
import { Prng } from './prng';

// The demo's past of 'Versionen im Verlauf' (issue 53): 89 plausible days before today, drawn back
// from today's fleet. Each version came in a rollout that started a few weeks after the one before
// it and reached its registers over about two weeks, so going back in time the newest versions
// give their registers back to the one before them (the oldest to 'ohne Version'). Online share,
// open alerts and red stores wander a little around a working fleet's.

/** Days before today the rollout of the newest version (index 0), the next and so on started. */
const rolloutStartDaysAgo = [18, 46, 74, 102];
const rampDays = 14;

/** How far the rollout of version `index` had come `daysAgo` days ago (0 to 1, smooth). */
function reached(index: number, daysAgo: number): number {
  const start = rolloutStartDaysAgo[index] ?? rolloutStartDaysAgo.at(-1)! + 28 * (index - 3);
  const x = Math.min(1, Math.max(0, (start - daysAgo) / rampDays));
  return x * x * (3 - 2 * x);
}

export interface PastDay extends FleetMeasure {
  redStores: number;
}

/**
 * The fleet `daysAgo` days ago (1 to 89), from today's: the versions newest first (order key
 * descending, '' last) hand their registers back as above; the same seed gives the same past.
 */
export function pastDay(today: FleetMeasure, todayRed: number, daysAgo: number, seed: number): PastDay {
  const prng = new Prng(seed * 1000 + daysAgo);
  const installed = today.versions
    .filter((v) => v.version !== '')
    .sort((a, b) => (b.orderKey ?? 0) - (a.orderKey ?? 0));
  // Registers on this version or a newer one: today, and then.
  let todayNewer = 0;
  let thenNewer = 0;
  const versions: FleetMeasure['versions'] = [];
  installed.forEach((v, index) => {
    todayNewer += v.cashpoints;
    // The oldest version was there before the 90 days began.
    const share = index === installed.length - 1 ? 1 : reached(index, daysAgo);
    const atLeast = Math.round(todayNewer * share);
    versions.push({ ...v, cashpoints: Math.max(0, atLeast - thenNewer) });
    thenNewer = Math.max(thenNewer, atLeast);
  });
  const none = today.cashpoints - thenNewer;
  const counted = [
    ...versions.filter((v) => v.cashpoints > 0),
    ...(none > 0 ? [{ version: '', orderKey: null, cashpoints: none }] : []),
  ];
  const onlineShare = 0.9 + prng.next() * 0.08;
  const alerts = today.cashpoints === 0 ? [] : [{ kind: 'offline', open: prng.int(0, 3) }].filter((a) => a.open > 0);
  return {
    cashpoints: today.cashpoints,
    onlineCashpoints: Math.round(today.cashpoints * onlineShare),
    versions: counted,
    alerts,
    redStores: today.cashpoints === 0 ? 0 : Math.max(0, todayRed + prng.int(-1, 1)),
  };
}
