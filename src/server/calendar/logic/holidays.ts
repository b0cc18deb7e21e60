// Public holidays of a region from date-holidays (national and regional, type 'public' only, German
// names). Creating a region's Holidays and computing a year are slow, so each is done once.
import Holidays from 'date-holidays';
import { dayOfDate, yearOfDay } from './localDays';

const options = { languages: ['de'], types: ['public' as const] };
const regions = new Map<string, Holidays | null>();
const years = new Map<string, Map<number, string>>();

function holidaysOf(region: string): Holidays | null {
  let holidays = regions.get(region);
  if (holidays === undefined) {
    const [country, state] = region.split('-');
    const known = new Holidays().getCountries('de');
    const states = country && known[country] ? (new Holidays().getStates(country, 'de') ?? {}) : {};
    holidays =
      country && known[country] && (state === undefined || state in states)
        ? state === undefined
          ? new Holidays(country, options)
          : new Holidays(country, state, options)
        : null;
    regions.set(region, holidays);
  }
  return holidays;
}

/** The region's public holidays of a year, by day number; empty for a region date-holidays lacks. */
function yearOf(region: string, year: number): Map<number, string> {
  const key = `${region}:${year}`;
  let days = years.get(key);
  if (days === undefined) {
    days = new Map();
    for (const holiday of holidaysOf(region)?.getHolidays(year) ?? []) {
      if (holiday.type !== 'public') continue;
      const day = dayOfDate(holiday.date);
      // Two holidays on one date: both names, as the calendar shows them.
      const before = days.get(day);
      days.set(day, before ? `${before}, ${holiday.name}` : holiday.name);
    }
    years.set(key, days);
  }
  return days;
}

/** The German name of the public holiday on a local day in a region, or null. */
export function holidayOnDay(region: string | null, day: number): string | null {
  if (!region) return null;
  return yearOf(region, yearOfDay(day)).get(day) ?? null;
}

/** True when date-holidays knows the region ('DE', 'DE-NW', 'AT-9', 'ES-CN'). */
export const isHolidayRegion = (region: string) => holidaysOf(region) !== null;
