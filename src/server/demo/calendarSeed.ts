import type { Db } from '../platform/db/connection';
import type { OpeningRange, SpecialDay, WindowRule } from '../../shared/calendar/types';
import { calendarProblems, windowRuleProblems } from '../../shared/calendar/validation';
import {
  normalizedCalendar,
  normalizedSpecialDays,
  writeContextCalendar,
  writeContextWindowRule,
  writeStoreCalendars,
  type StoredCalendar,
} from '../calendar';

// The demo's store calendars: every customer context gets hours and a holiday region, some stores
// their own (Austria, the Canary Islands, a store open past midnight), and two contexts an update
// window rule, so `npm start` shows stores waiting for their window. The lab (INTERN) and the
// contexts the tests and the bench drive (NORDMARKT, OSTBAU, MEGAMARKT) keep no rule: their updates
// install at any time, as the spec describes. Written through the calendar's own repository.

const days = (weekdays: number[], from: string, to: string): OpeningRange[] =>
  weekdays.map((weekday) => ({ weekday, from, to }));
const monSat = [1, 2, 3, 4, 5, 6];

interface ContextPlan {
  calendar: StoredCalendar;
  rule: WindowRule | null;
  specialDays?: (now: number) => SpecialDay[];
}

const rule = (afterDayClose: boolean): WindowRule => ({
  enabled: true,
  minutesAfterClosing: 30,
  minutesBeforeOpening: 30,
  afterDayClose,
  fixedRange: null,
});

const berlin = (region: string, openingHours: OpeningRange[]): StoredCalendar => ({
  timeZone: 'Europe/Berlin',
  region,
  openingHours,
});

/** The local date `daysAhead` days after `now`, as 'YYYY-MM-DD' (near enough in any European zone). */
const dateAhead = (now: number, daysAhead: number) => new Date(now + daysAhead * 86_400_000).toISOString().slice(0, 10);

export const demoContextCalendars: Record<string, ContextPlan> = {
  NORDMARKT: { calendar: berlin('DE-NI', days(monSat, '08:00', '20:00')), rule: null },
  SUEDKAUF: {
    calendar: berlin('DE-BY', days(monSat, '08:00', '20:00')),
    rule: rule(false),
    specialDays: (now) => [{ date: dateAhead(now, 9), kind: 'closed', note: 'Inventur' }],
  },
  WESTFRISCH: { calendar: berlin('DE-NW', days(monSat, '07:00', '22:00')), rule: rule(true) },
  OSTBAU: {
    calendar: berlin('DE-SN', [...days([1, 2, 3, 4, 5], '07:00', '20:00'), ...days([6], '08:00', '18:00')]),
    rule: null,
  },
  MEGAMARKT: { calendar: berlin('DE-NW', days(monSat, '08:00', '22:00')), rule: null },
};

/** Update freeze ('blackout') on every day of the window horizon from the seed on: a store being rebuilt. */
const freeze = (now: number): SpecialDay[] =>
  Array.from({ length: 70 }, (_, i) => ({ date: dateAhead(now, i - 1), kind: 'blackout', note: 'Umbau' }));

/** Stores with calendars of their own: the nth store of a context (in the order of their numbers). */
export const demoStoreCalendars: {
  context: string;
  nth: number;
  calendar: StoredCalendar;
  specialDays?: (now: number) => SpecialDay[];
}[] = [
  {
    context: 'SUEDKAUF',
    nth: 2,
    calendar: {
      timeZone: 'Europe/Vienna',
      region: 'AT-9',
      openingHours: [...days([1, 2, 3, 4, 5], '08:00', '19:00'), ...days([6], '08:00', '18:00')],
    },
  },
  {
    context: 'SUEDKAUF',
    nth: 5,
    calendar: { timeZone: 'Europe/Vienna', region: 'AT-9', openingHours: days(monSat, '07:30', '19:30') },
  },
  {
    context: 'SUEDKAUF',
    nth: 7,
    calendar: {
      timeZone: 'Atlantic/Canary',
      region: 'ES-CN',
      openingHours: days([1, 2, 3, 4, 5, 6, 7], '09:00', '21:00'),
    },
  },
  // Rebuilt: no updates while the work lasts, so its registers wait at any hour.
  { context: 'SUEDKAUF', nth: 10, calendar: berlin('DE-BY', days(monSat, '08:00', '20:00')), specialDays: freeze },
  { context: 'SUEDKAUF', nth: 11, calendar: berlin('DE-BY', days(monSat, '08:00', '20:00')), specialDays: freeze },
  // Open past midnight on Friday and Saturday.
  {
    context: 'WESTFRISCH',
    nth: 3,
    calendar: berlin('DE-NW', [...days([1, 2, 3, 4], '07:00', '22:00'), ...days([5, 6], '07:00', '01:00')]),
  },
];

function checked(calendar: StoredCalendar, specialDays: SpecialDay[]): StoredCalendar {
  const problem = calendarProblems({ ...calendar, specialDays })[0];
  if (problem) throw new Error(`demo calendar: ${problem.field}: ${problem.message}`);
  return normalizedCalendar(calendar);
}

/** Writes the demo's calendars and rules for the contexts and stores the seed has just written. */
export async function seedDemoCalendars(
  db: Db,
  contextIds: ReadonlyMap<string, number>,
  storesOf: (contextKey: string) => { id: number; storeId: string }[],
  now: number,
): Promise<void> {
  for (const [key, plan] of Object.entries(demoContextCalendars)) {
    const contextId = contextIds.get(key);
    if (contextId === undefined) continue;
    const specialDays = normalizedSpecialDays(plan.specialDays?.(now) ?? []);
    const calendar = JSON.stringify(checked(plan.calendar, specialDays));
    await writeContextCalendar(db, contextId, { calendar, specialDays: JSON.stringify(specialDays) }, now);
    if (plan.rule) {
      const problem = windowRuleProblems(plan.rule)[0];
      if (problem) throw new Error(`demo rule: ${problem.message}`);
      await writeContextWindowRule(db, contextId, JSON.stringify(plan.rule), calendar, now);
    }
  }
  const writes = demoStoreCalendars.flatMap(({ context, nth, calendar, specialDays }) => {
    const store = [...storesOf(context)].sort((a, b) => Number(a.storeId) - Number(b.storeId))[nth];
    const own = normalizedSpecialDays(specialDays?.(now) ?? []);
    const texts = { calendar: JSON.stringify(checked(calendar, own)), specialDays: JSON.stringify(own) };
    return store ? [{ storeRowId: store.id, ...texts }] : [];
  });
  await writeStoreCalendars(db, writes, now);
}
