// The bulk change's form: which change, and its hours or special day. It keeps the calendar form's
// shape, so the weekly hours and the special day are the same fields and checks as in the tab.
import type { FormikErrors } from 'formik';
import type { CalendarBulkChange } from '../../api/calendar';
import { calendarProblems } from '../../../shared/calendar/validation';
import { messageTexts } from '../../../shared/texts/de/messages';
import { storeCalendarTexts } from '../../../shared/texts/de/storeCalendar';
import { weekdays } from './calendarWords';
import { errorsOf } from './calendarChecks';
import { newRange, newSpecialDay, ruleValuesOf, specialDayOf, type CalendarValues } from './calendarValues';

export type BulkKind = CalendarBulkChange['kind'];

export interface BulkValues extends CalendarValues {
  kind: BulkKind;
  /** The date whose special day 'removeSpecialDay' drops. */
  removeDate: string;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export const initialBulkValues = (): BulkValues => ({
  kind: 'specialDay',
  removeDate: '',
  timeZone: 'Europe/Berlin',
  region: '',
  // Monday to Saturday 08:00 – 20:00 to start from.
  openingHours: weekdays.filter((d) => d < 7).map(newRange),
  specialDays: [newSpecialDay()],
  rule: ruleValuesOf(
    {
      enabled: false,
      minutesAfterClosing: 30,
      minutesBeforeOpening: 30,
      afterDayClose: false,
      fixedRange: null,
      own: true,
    },
    false,
  ),
});

export function bulkChangeOf(values: BulkValues): CalendarBulkChange {
  if (values.kind === 'openingHours') return { kind: 'openingHours', openingHours: values.openingHours };
  if (values.kind === 'specialDay') return { kind: 'specialDay', specialDay: specialDayOf(values.specialDays[0]!) };
  return { kind: 'removeSpecialDay', date: values.removeDate };
}

/** The change's checks: the calendar's own for the part the change sends. */
export function validateBulk(values: BulkValues): FormikErrors<BulkValues> {
  if (values.kind === 'removeSpecialDay')
    return isoDate.test(values.removeDate)
      ? {}
      : { removeDate: messageTexts.fields.required(storeCalendarTexts.storeCalendar.bulk.removeDate) };
  return errorsOf(
    calendarProblems({
      timeZone: 'Europe/Berlin',
      region: null,
      openingHours: values.kind === 'openingHours' ? values.openingHours : [],
      specialDays: values.kind === 'specialDay' ? values.specialDays.map(specialDayOf) : [],
    }),
  );
}
