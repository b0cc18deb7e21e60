// The input checks of taxNotice beyond the contract's schemas, with German messages from
// src/shared/texts: they look at the input only (an ESLint zone keeps handlers and SQL out).
import { taxNoticeTexts } from '../../shared/texts/de/taxNotice';

const t = taxNoticeTexts.taxNotice.changes;
const german = (day: string) => day.split('-').reverse().join('.');

/**
 * What is wrong with a register's decommissioning day, or null: not after today (Berlin), not before
 * the register's first day in the record (its first heartbeat, or its creation).
 */
export function decommissionProblem(day: string, today: string, firstDay: string | null): string | null {
  if (day > today) return t.decommissionedInFuture;
  if (firstDay !== null && day < firstDay) return t.decommissionedBeforeFirstSeen(german(firstDay));
  return null;
}
