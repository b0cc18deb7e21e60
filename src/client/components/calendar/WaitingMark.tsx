import type { WaitingStore } from '../../api/calendar';
import { storeCalendarTexts } from '../../../shared/texts/de/storeCalendar';
import { localParts } from './calendarFormat';
import './storeCalendar.css';

const t = storeCalendarTexts.storeCalendar.waiting;

/** 'Di, 24.11. 20:30', in the store's own zone (as every time of its calendar). */
function localStart(iso: string, timeZone: string): string {
  const { weekday, date, time } = localParts(iso, timeZone);
  return `${weekday}, ${date} ${time}`;
}

/** A store waiting for its update window in a fleet tree: a clock, named for assistive technology. */
export function WaitingMark({ store }: { store: WaitingStore }) {
  const label = store.notBefore ? t.mark(localStart(store.notBefore, store.timeZone)) : t.markNoTime;
  return (
    <span className="calendar-waiting-mark" title={label} role="img" aria-label={label}>
      <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
    </span>
  );
}
