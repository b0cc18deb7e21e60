import Spinner from 'react-bootstrap/Spinner';
import { useGetStoreCalendarQuery } from '../../api/calendar';
import { selectSession, useAppSelector } from '../../app/hooks';
import { SubmitButton } from '../../components/SubmitButton';
import { hasRights } from '../../../shared/rights';
import { frameTexts } from '../../../shared/texts/de/frame';
import { storeCalendarTexts } from '../../../shared/texts/de/storeCalendar';
import { CalendarEditor } from './CalendarEditor';
import { CalendarStatus } from './CalendarStatus';
import { CalendarSummary, SpecialDayList } from './CalendarSummary';

const t = storeCalendarTexts.storeCalendar;

/** Shown to those who may not change the calendar: what holds, and the context's special days. */
function ReadOnlyCalendar({ contextId, storeUid }: { contextId: string; storeUid: string }) {
  const { data } = useGetStoreCalendarQuery({ contextId, storeUid });
  if (!data)
    return (
      <Spinner animation="border" size="sm" role="status">
        <span className="visually-hidden">{frameTexts.app.loading}</span>
      </Spinner>
    );
  return (
    <>
      <p className="small text-body-secondary">{data.own ? t.ownCalendar : t.contextCalendar}</p>
      <CalendarSummary calendar={data} />
      <SpecialDayList days={data.contextSpecialDays} label={t.fields.contextSpecialDays} />
    </>
  );
}

/**
 * The store details' tab 'Öffnungszeiten': today's state and the next window in the store's time,
 * then its calendar and window rule, as a form for those with CALENDAR_CHANGE.
 */
export function StoreCalendarTab({ contextId, storeUid }: { contextId: string; storeUid: string }) {
  const canChange = hasRights(useAppSelector(selectSession)?.rights, ['CALENDAR_CHANGE']);
  return (
    <div className="pt-3">
      <CalendarStatus contextId={contextId} storeUid={storeUid} />
      {canChange ? (
        <CalendarEditor
          // A new store starts a fresh form.
          key={storeUid}
          contextId={contextId}
          storeUid={storeUid}
          extra={(calendar) => (
            <SpecialDayList days={calendar.contextSpecialDays} label={t.fields.contextSpecialDays} />
          )}
          footer={(saving) => (
            <div className="d-flex justify-content-end mt-3">
              <SubmitButton disabled={saving}>{t.save}</SubmitButton>
            </div>
          )}
        />
      ) : (
        <>
          <ReadOnlyCalendar contextId={contextId} storeUid={storeUid} />
          <p className="small text-body-secondary mt-3">{t.readOnly}</p>
        </>
      )}
    </div>
  );
}
