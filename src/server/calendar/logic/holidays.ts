// Public holidays of a region from date-holidays (national and regional, type 'public' only, German
// names). Creating a region's Holidays and computing a year are slow, so each is done once.
import { createRequire } from 'node:module';
import type Holidays from 'date-holidays';
import { dayOfDate, yearOfDay } from './localDays';

/**
 * The library is loaded when a calendar first names a region: its rules and astronomy take about
 * 5 MB of the server's heap, which a fleet whose calendars name no region never needs.
 */
const load = createRequire(__filename);
let library: typeof Holidays | undefined;
// Its CommonJS build exports the class itself.
const holidaysLibrary = () => (library ??= load('date-holidays') as typeof Holidays);

const options = { languages: ['de'], types: ['public' as const] };
const regions = new Map<string, Holidays | null>();
/** Per region: its public holidays by day number, and the years already read into it. */
const known = new Map<string, { names: Map<number, string>; years: Set<number> }>();

function holidaysOf(region: string): Holidays | null {
  let holidays = regions.get(region);
  if (holidays === undefined) {
    const [country, state] = region.split('-');
    const Holidays = holidaysLibrary();
    const countries = new Holidays().getCountries('de');
    const states = country && countries[country] ? (new Holidays().getStates(country, 'de') ?? {}) : {};
    holidays =
      country && countries[country] && (state === undefined || state in states)
        ? state === undefined
          ? new Holidays(country, options)
          : new Holidays(country, state, options)
        : null;
    regions.set(region, holidays);
  }
  return holidays;
}

/** The region's holidays, with the year of `day` read in; empty for a region date-holidays lacks. */
function namesOf(region: string, day: number): Map<number, string> {
  let entry = known.get(region);
  if (entry === undefined) {
    entry = { names: new Map(), years: new Set() };
    known.set(region, entry);
  }
  const year = yearOfDay(day);
  if (!entry.years.has(year)) {
    entry.years.add(year);
    for (const holiday of holidaysOf(region)?.getHolidays(year) ?? []) {
      if (holiday.type !== 'public') continue;
      const date = dayOfDate(holiday.date);
      // Two holidays on one date: both names, as the calendar shows them.
      const before = entry.names.get(date);
      entry.names.set(date, before ? `${before}, ${holiday.name}` : holiday.name);
    }
  }
  return entry.names;
}

/** The German name of the public holiday on a local day in a region, or null. */
export function holidayOnDay(region: string | null, day: number): string | null {
  if (!region) return null;
  return namesOf(region, day).get(day) ?? null;
}

/** True when date-holidays knows the region ('DE', 'DE-NW', 'AT-9', 'ES-CN'). */
export const isHolidayRegion = (region: string) => holidaysOf(region) !== null;
