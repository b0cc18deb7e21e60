// The calendar's own words (weekday names, kinds of special days, holiday regions), in one place for
// the SPA, so the forms and the summaries name them alike.
import { holidayRegions } from '../../../shared/calendar/regions';
import type { SpecialDayKind } from '../../../shared/calendar/types';
import { calendarTexts } from '../../../shared/texts/de/calendar';

/** 1 Monday … 7 Sunday, as the contract counts. */
export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

export const weekdayName = (weekday: number): string => calendarTexts.calendar.weekdays[weekday - 1] ?? String(weekday);
export const weekdayShort = (weekday: number): string =>
  calendarTexts.calendar.weekdaysShort[weekday - 1] ?? String(weekday);

export const specialDayKinds: readonly SpecialDayKind[] = ['closed', 'hours', 'blackout'];
export const specialDayKindName = (kind: SpecialDayKind): string => calendarTexts.calendar.specialDayKinds[kind];

export const regions: readonly { code: string; name: string }[] = holidayRegions;
export const regionName = (code: string | null): string | undefined =>
  code === null ? undefined : (regions.find((r) => r.code === code)?.name ?? code);

/** The zones the zone field suggests; any other valid IANA zone may be typed. */
export const commonTimeZones = [
  'Europe/Berlin',
  'Europe/Vienna',
  'Europe/Zurich',
  'Europe/Luxembourg',
  'Europe/Amsterdam',
  'Europe/Brussels',
  'Europe/Paris',
  'Europe/Warsaw',
  'Europe/Prague',
  'Europe/Rome',
  'Europe/Madrid',
  'Europe/Lisbon',
  'Europe/London',
  'Atlantic/Canary',
  'Atlantic/Madeira',
  'UTC',
] as const;
