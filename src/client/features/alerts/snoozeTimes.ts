import { addDays, addHours, format, setHours, startOfDay } from 'date-fns';

// The ends a snooze offers (issue 46): an hour, four, a day, tomorrow at 8 in the morning (the next
// shift), or a time of one's own. Local time of the browser; the server takes the instant.

export const snoozeChoices = ['hour', 'fourHours', 'day', 'tomorrow', 'custom'] as const;
export type SnoozeChoice = (typeof snoozeChoices)[number];

/** The longest snooze the server takes (alerts/validation.ts). */
export const maxSnoozeMs = 7 * 24 * 60 * 60_000;

/** The end of a snooze chosen at `now`; for 'custom' the datetime-local field's value (NaN when empty). */
export function snoozeEnd(choice: SnoozeChoice, custom: string, now: Date): number {
  switch (choice) {
    case 'hour':
      return addHours(now, 1).getTime();
    case 'fourHours':
      return addHours(now, 4).getTime();
    case 'day':
      return addDays(now, 1).getTime();
    case 'tomorrow':
      return setHours(startOfDay(addDays(now, 1)), 8).getTime();
    case 'custom':
      return custom ? new Date(custom).getTime() : Number.NaN;
  }
}

/** A datetime-local field's value of a time. */
export const localInputValue = (at: number) => format(at, "yyyy-MM-dd'T'HH:mm");

/** 'hh:mm' of a time today, else 'dd.MM. hh:mm': the mark 'Stummgeschaltet bis …'. */
export function snoozeEndText(until: string | number, now: Date = new Date()): string {
  const at = new Date(until);
  return startOfDay(at).getTime() === startOfDay(now).getTime() ? format(at, 'HH:mm') : format(at, 'dd.MM. HH:mm');
}
