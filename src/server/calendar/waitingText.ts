import { calendarTexts } from '../../shared/texts/de/calendar';
import { reportTexts } from '../../shared/texts/de/reports';
import type { StoreWindowState } from './storeWindowState';

const weekdaysShort = calendarTexts.calendar.weekdaysShort;

const words = reportTexts.reports.cashpoint;

/**
 * 'wartet bis Di 20:30': when a waiting store's next window starts, in the store's own time (its
 * zone, not the server's); null for a store that may install now.
 */
export function waitingText(state: StoreWindowState): string | null {
  if (state.mayInstall || state.notBefore === null) return null;
  if (state.noWindow) return words.waitsWithoutWindow;
  if (state.waitingForDayClose) return words.waitsForDayClose;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: state.timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(state.notBefore)
      .map((part) => [part.type, part.value]),
  );
  // 0 Sunday … 6 Saturday of the local date; the texts count from Monday.
  const weekday = new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day))).getUTCDay();
  return words.waitsUntil(weekdaysShort[(weekday + 6) % 7]!, `${parts.hour}:${parts.minute}`);
}
