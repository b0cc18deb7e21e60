// The calendar part: the next update window of 5,000 stores with random calendars (several zones
// and holiday regions, hours past midnight, special days, rules with and without a fixed range),
// timed in this process. Each run builds the stores' facts anew, as the server does per request;
// the zones' offsets and the holidays are warm from warm-up runs, as in a running server.
import { nextUpdateWindow } from '../../src/server/calendar/logic';
import type { CalendarFacts, OpeningRange, SpecialDay, WindowRule } from '../../src/shared/calendar/types';
import { atMost, msText, notMeasured, progress, reasonOf, type BenchRow } from './table';

export const calendarFigure = 'Nächstes Update-Fenster für 5.000 Filialen';
const stores = 5000;
const day = 86_400_000;

const zones = ['Europe/Berlin', 'Europe/Vienna', 'Europe/Zurich', 'Atlantic/Canary'];
const regions = [null, 'DE-NW', 'DE-BY', 'DE-NI', 'DE-BE', 'AT-9', 'CH-ZH', 'ES-CN'];

/** A small seeded generator (mulberry32), so every run measures the same calendars. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const time = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function calendar(next: () => number, now: number): { facts: CalendarFacts; rule: WindowRule; dayCloseAt: number } {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const opens = 6 * 60 + 15 * Math.floor(next() * 16);
  // Most stores close in the evening; some (a station, a bar) run past midnight.
  const closes =
    next() < 0.2 ? opens + 15 * 60 + 15 * Math.floor(next() * 24) : opens + 10 * 60 + 15 * Math.floor(next() * 16);
  const weekdays = next() < 0.5 ? [1, 2, 3, 4, 5, 6] : [1, 2, 3, 4, 5, 6, 7];
  const openingHours: OpeningRange[] = weekdays.map((weekday) => ({ weekday, from: time(opens), to: time(closes) }));
  const specialDays: SpecialDay[] = [];
  for (let i = Math.floor(next() * 4); i > 0; i--) {
    const date = new Date(now + Math.floor(next() * 30) * day).toISOString().slice(0, 10);
    const kind = pick(['closed', 'hours', 'blackout'] as const);
    if (specialDays.some((special) => special.date === date)) continue;
    specialDays.push(
      kind === 'hours'
        ? { date, kind, hours: [{ from: '10:00', to: '16:00' }], note: 'Sonderöffnung' }
        : { date, kind, note: '' },
    );
  }
  const rule: WindowRule = {
    enabled: true,
    minutesAfterClosing: 30,
    minutesBeforeOpening: 30,
    afterDayClose: next() < 0.3,
    fixedRange: next() < 0.3 ? { from: '02:00', to: '05:00' } : null,
  };
  const facts = { timeZone: pick(zones), region: pick(regions), openingHours, specialDays };
  return { facts, rule, dayCloseAt: now - Math.floor(next() * day) };
}

/** The median time (ms) of computing every store's next window, over `runs` runs after a warm-up. */
export function timeNextWindows(runs: number, now = Date.now()): number {
  const next = random(28);
  const calendars = Array.from({ length: stores }, () => calendar(next, now));
  const once = () => {
    const started = performance.now();
    let found = 0;
    // New facts objects each run: nothing of one run's reading of a calendar is reused.
    for (const { facts, rule, dayCloseAt } of calendars)
      if (nextUpdateWindow({ ...facts }, rule, now, dayCloseAt) !== null) found++;
    if (found === 0) throw new Error('keine Fenster gefunden');
    return performance.now() - started;
  };
  // Two warm-up runs: the zones' offsets, the holidays and the optimizing compiler, as in a running server.
  once();
  once();
  const times = Array.from({ length: runs }, once).sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

export function calendarRows(smoke: boolean): BenchRow[] {
  progress(calendarFigure);
  const runs = smoke ? 1 : 5;
  const figure = `${calendarFigure} (Median aus ${runs})`;
  try {
    return [atMost(figure, timeNextWindows(runs), 100, msText)];
  } catch (error) {
    return [notMeasured(figure, '≤ 100 ms', reasonOf(error))];
  }
}
