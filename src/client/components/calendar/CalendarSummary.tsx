import type { SpecialDay, StoreCalendar } from '../../api/calendar';
import { storeCalendarTexts } from '../../../shared/texts/de/storeCalendar';
import { regionName, specialDayKindName, weekdayName, weekdays } from './calendarWords';

const t = storeCalendarTexts.storeCalendar;

const hoursOf = (ranges: readonly { from: string; to: string }[]) =>
  ranges.length === 0 ? t.closedAllDay : ranges.map((r) => `${r.from} – ${r.to}`).join(', ');

/** Special days as a list: date, kind, hours of a day of other hours, note. */
export function SpecialDayList({ days, label }: { days: readonly SpecialDay[]; label: string }) {
  return (
    <>
      <h3 className="h6 mt-3">{label}</h3>
      {days.length === 0 ? (
        <p className="text-body-secondary small">{t.noSpecialDays}</p>
      ) : (
        <ul className="list-unstyled small mb-0">
          {days.map((day) => (
            <li key={day.date}>
              {new Date(`${day.date}T12:00:00Z`).toLocaleDateString('de-DE', { timeZone: 'UTC' })}:{' '}
              {specialDayKindName(day.kind)}
              {day.kind === 'hours' && day.hours ? ` (${hoursOf(day.hours)})` : ''}
              {day.note ? ` – ${day.note}` : ''}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The calendar for those who may not change it: zone, region, the week's hours, own special days. */
export function CalendarSummary({ calendar }: { calendar: StoreCalendar }) {
  return (
    <>
      <dl className="facts">
        <div className="fact">
          <dt>{t.fields.timeZone}</dt>
          <dd>{calendar.timeZone}</dd>
        </div>
        <div className="fact">
          <dt>{t.fields.region}</dt>
          <dd>{regionName(calendar.region) ?? t.noRegion}</dd>
        </div>
        {weekdays.map((weekday) => (
          <div className="fact" key={weekday}>
            <dt>{weekdayName(weekday)}</dt>
            <dd>{hoursOf(calendar.openingHours.filter((r) => r.weekday === weekday))}</dd>
          </div>
        ))}
      </dl>
      <SpecialDayList days={calendar.specialDays} label={t.fields.specialDays} />
    </>
  );
}
