// The input checks of taxNotice beyond the contract's schemas, with German messages from
// src/shared/texts: they look at the input only (an ESLint zone keeps handlers and SQL out).
import { isValid, parseISO } from 'date-fns';
import { taxNoticeTexts } from '../../shared/texts/de/taxNotice';

const problems = taxNoticeTexts.taxNotice.report.problems;
/** Mein ELSTER's transfer tickets are letters and digits; hyphens allowed as copied in groups. */
const ticketPattern = /^[A-Za-z0-9][A-Za-z0-9-]{5,63}$/;

/**
 * 'Als gemeldet markieren': the day sent must be a real day, not after `today` (Berlin), and the
 * ticket one Mein ELSTER could have shown. The first problem, or none.
 */
export function reportedProblem(reportedOn: string, transferTicket: string, today: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(reportedOn) || !isValid(parseISO(reportedOn))) return problems.reportedOnFormat;
  if (reportedOn > today) return problems.reportedOnFuture;
  const ticket = transferTicket.trim();
  if (ticket === '') return problems.ticketEmpty;
  if (!ticketPattern.test(ticket)) return problems.ticketFormat;
  return undefined;
}

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
