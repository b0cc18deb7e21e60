import { deadlineOf } from '../../../shared/taxNotice/fields';

// A store's report falls due with its earliest change not yet reported: its deadline is one month
// after that change's day in Berlin (shared rule deadlineOf). Overdue once today (Berlin) is past it.

export type NotificationState = 'due' | 'overdue' | 'incomplete' | 'reported';

/** The deadline of a store whose earliest due change was on `firstDay`. */
export const storeDeadline = (firstDay: string) => deadlineOf(firstDay);

/** Overdue: the deadline's day is over. */
export const isOverdue = (deadline: string, today: string) => deadline < today;

/** The day a reminder goes: 7 days before the deadline. */
export function reminderDay(deadline: string): string {
  const d = new Date(`${deadline}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 7);
  return d.toISOString().slice(0, 10);
}
