import { skipToken } from '@reduxjs/toolkit/query';
import Spinner from 'react-bootstrap/Spinner';
import { useGetStoreCalendarQuery, useGetUpdateWindowRuleQuery } from '../../api/calendar';
import { frameTexts } from '../../../shared/texts/de/frame';
import { storeCalendarTexts } from '../../../shared/texts/de/storeCalendar';
import { dayStateParts, windowText } from './calendarFormat';

const t = storeCalendarTexts.storeCalendar;

/**
 * Today's state and the next update window of a store, in its own time zone. `compact` is the line
 * of the register and store details; the tab shows it as two facts.
 */
export function CalendarStatus({
  contextId,
  storeUid,
  compact,
}: {
  contextId: string;
  storeUid: string;
  compact?: boolean;
}) {
  const { data: calendar, isError } = useGetStoreCalendarQuery({ contextId, storeUid });
  const { data: rule } = useGetUpdateWindowRuleQuery(calendar ? { contextId, storeUid } : skipToken);
  if (isError) return <span className="text-body-secondary">{t.loadFailed}</span>;
  if (!calendar || !rule)
    return (
      <Spinner animation="border" size="sm" role="status">
        <span className="visually-hidden">{frameTexts.app.loading}</span>
      </Spinner>
    );
  const state = dayStateParts(calendar.state, calendar.timeZone).join(' · ') || t.state.unknown;
  const window = windowText(calendar.nextWindow, rule.enabled, calendar.timeZone);
  if (compact)
    return (
      <span className="calendar-status">
        {state}
        <br />
        {window}
      </span>
    );
  return (
    <dl className="facts mb-3">
      <div className="fact">
        <dt>{t.fields.today}</dt>
        <dd data-testid="calendar-state">{state}</dd>
      </div>
      <div className="fact">
        <dt>{t.fields.nextWindow}</dt>
        <dd data-testid="calendar-window">{window}</dd>
      </div>
    </dl>
  );
}
