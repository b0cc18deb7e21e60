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
