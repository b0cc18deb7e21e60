// Times of a store as its operators read them: in the STORE's time zone, German, short.
import type { StoreDayState, UpdateWindow } from '../../api/calendar';
import { storeCalendarTexts } from '../../../shared/texts/de/storeCalendar';
import { specialDayKindName } from './calendarWords';

const t = storeCalendarTexts.storeCalendar;

/** Formatters per zone: building one is slow, the tree asks for many rows. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('de-DE', {
      timeZone,
      weekday: 'short',
      day: '2-digit',
      month: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface LocalParts {
  weekday: string;
  date: string;
  time: string;
}

/** The local weekday ('Di', without Intl's dot), date ('24.11.') and time ('20:30') of an instant. */
export function localParts(iso: string, timeZone: string): LocalParts {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return {
    weekday: String(parts.weekday ?? '').replace('.', ''),
    date: `${parts.day}.${parts.month}.`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

const sameLocalDay = (a: LocalParts, b: LocalParts) => a.date === b.date;

/** 'Mo 08:00', or only '20:00' when the instant is on the local day of `now`. */
export function shortWhen(iso: string, timeZone: string, now: Date): string {
  const when = localParts(iso, timeZone);
  return sameLocalDay(when, localParts(now.toISOString(), timeZone)) ? when.time : `${when.weekday} ${when.time}`;
}

/** 'Di, 24.11. 20:30 – Mi 06:30' (the end without its day when it is the same local day). */
export function windowRange(window: { from: string; to: string }, timeZone: string): string {
  const from = localParts(window.from, timeZone);
  const to = localParts(window.to, timeZone);
  const end = sameLocalDay(from, to) ? to.time : `${to.weekday} ${to.time}`;
  return `${from.weekday}, ${from.date} ${from.time} – ${end}`;
}

/** Today's state as parts: 'Feiertag: Fronleichnam', 'geschlossen bis Fr 08:00', 'Update-Sperre heute'. */
export function dayStateParts(state: StoreDayState, timeZone: string, now = new Date()): string[] {
  if (!state) return [];
  const parts: string[] = [];
  if (state.holiday) parts.push(t.state.holiday(state.holiday));
  if (state.specialDay) {
    const kind = specialDayKindName(state.specialDay);
    parts.push(t.state.specialDay(state.note ? `${kind} – ${state.note}` : kind));
  }
  const until = state.until && shortWhen(state.until, timeZone, now);
  if (state.open) parts.push(until ? t.state.openUntil(until) : t.state.open);
  else parts.push(until ? t.state.closedUntil(until) : t.state.closed);
  if (state.blackout) parts.push(t.state.blackout);
  return parts;
}

/**
 * The next window as a sentence: 'Nächstes Update-Fenster: Di, 24.11. 20:30 – Mi 06:30', the one
 * running now, 'wartet auf Tagesabschluss', or with no rule 'Updates jederzeit (keine Regel)'.
 */
export function windowText(window: UpdateWindow, ruleEnabled: boolean, timeZone: string, now = new Date()): string {
  if (!ruleEnabled) return t.window.anyTime;
  if (!window) return t.window.none;
  const running = Date.parse(window.from) <= now.getTime() && !window.waitingForDayClose;
  const sentence = running
    ? t.window.now(shortWhen(window.to, timeZone, now))
    : t.window.next(windowRange(window, timeZone));
  return window.waitingForDayClose ? `${sentence}, ${t.window.waitingForDayClose}` : sentence;
}
