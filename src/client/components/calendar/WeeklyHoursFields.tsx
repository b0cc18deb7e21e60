import { getIn, type FormikProps } from 'formik';
import Button from 'react-bootstrap/Button';
import { storeCalendarTexts } from '../../../shared/texts/de/storeCalendar';
import { newRange, type CalendarValues } from './calendarValues';
import { TimeField } from './TimeField';
import { weekdayName, weekdays } from './calendarWords';

const t = storeCalendarTexts.storeCalendar;

/** A problem of a range as a whole (an overlap with another): its path has no field after the index. */
function rangeProblem(formik: FormikProps<CalendarValues>, index: number): string | undefined {
  const error: unknown = getIn(formik.errors, `openingHours.${index}`);
  return formik.submitCount > 0 && typeof error === 'string' ? error : undefined;
}

/**
 * The weekly hours, a row per weekday with any number of ranges. The list stays in the contract's
 * shape (one entry per range, grouped by weekday), so the checks' paths name these fields.
 */
export function WeeklyHoursFields({ formik, id }: { formik: FormikProps<CalendarValues>; id: string }) {
  const ranges = formik.values.openingHours;
  const setRanges = (next: CalendarValues['openingHours']) => void formik.setFieldValue('openingHours', next);
  const add = (weekday: number) => {
    // Inserted after the weekday's last range, so the list stays grouped by weekday.
    const after = ranges.reduce((last, r, i) => (r.weekday <= weekday ? i : last), -1);
    setRanges([...ranges.slice(0, after + 1), newRange(weekday), ...ranges.slice(after + 1)]);
  };
  const remove = (index: number) => setRanges(ranges.filter((_, i) => i !== index));

  return (
    <fieldset className="mb-3">
      <legend className="h6">{t.fields.openingHours}</legend>
      <div className="calendar-week">
        {weekdays.map((weekday) => {
          const name = weekdayName(weekday);
          const ofDay = ranges
            .map((range, index) => ({ range, index }))
            .filter(({ range }) => range.weekday === weekday);
          return (
            <div key={weekday} className="calendar-day" role="group" aria-label={name}>
              <span className="calendar-day-name">{name}</span>
              <div className="calendar-ranges">
                {ofDay.length === 0 && <span className="text-body-secondary small">{t.closedAllDay}</span>}
                {ofDay.map(({ range, index }, n) => (
                  <div key={index} className="calendar-range">
                    <TimeField
                      formik={formik}
                      id={id}
                      name={`openingHours.${index}.from`}
                      label={`${t.rangeOf(name, n + 1)} ${t.from}`}
                      rowProblem={rangeProblem(formik, index)}
                    />
                    <span aria-hidden="true">–</span>
                    <TimeField
                      formik={formik}
                      id={id}
                      name={`openingHours.${index}.to`}
                      label={`${t.rangeOf(name, n + 1)} ${t.to}`}
                    />
                    {range.to <= range.from && /^\d\d:\d\d$/.test(range.to) && (
                      <span className="small text-body-secondary">{t.pastMidnight}</span>
                    )}
                    <Button
                      size="sm"
                      variant="outline-danger"
                      aria-label={t.removeRange(name, n + 1)}
                      title={t.removeRange(name, n + 1)}
                      onClick={() => remove(index)}
                    >
                      ×
                    </Button>
                  </div>
                ))}
              </div>
              <Button size="sm" variant="outline-secondary" aria-label={t.addRange(name)} onClick={() => add(weekday)}>
                {t.addRangeShort}
              </Button>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
