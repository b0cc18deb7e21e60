import type { components } from '../../shared/generated/contract';
import { fiscalTexts } from '../../shared/texts/de/fiscal';
import type { MailMessage } from '../platform/mail/smtpMailer';
import { dayOf } from './logic';

type TseRow = components['schemas']['TseRow'];

const t = fiscalTexts.tseReport;
const dayMs = 86_400_000;
/** What the report looks ahead: the certificates and counters that end within it. */
export const reportHorizonDays = 90;
/** An export this old (or none since the TSE was first seen) counts as failing, as the alert's. */
const exportDueMs = 30 * dayMs;

/** The report's four lists: each TSE in those it belongs to, in the list's (days left) order. */
export interface ReportSections {
  expiring: TseRow[];
  filling: TseRow[];
  planned: TseRow[];
  failing: TseRow[];
}

/** Why a TSE's export counts as failing, or null when it does not. */
function exportProblem(row: TseRow, firstSeen: number, now: number): string | null {
  if (row.lastExportOk === false) return t.exportFailed;
  if (row.lastSelfTestOk === false) return t.selfTestFailed;
  const last = row.lastExportAt === null ? firstSeen : Date.parse(row.lastExportAt);
  return last < now - exportDueMs ? t.noExport : null;
}

/** Sorts a context's TSEs in use into the report's lists (`firstSeen` of each, by serial). */
export function reportSections(rows: TseRow[], firstSeen: Map<string, number>, now: number): ReportSections {
  const horizon = dayOf(now + reportHorizonDays * dayMs);
  return {
    expiring: rows.filter((row) => row.daysLeft <= reportHorizonDays),
    filling: rows.filter((row) => row.fullBy !== null && row.fullBy <= horizon),
    planned: rows.filter((row) => row.plannedSwap !== null),
    failing: rows.filter((row) => exportProblem(row, firstSeen.get(row.serial) ?? now, now) !== null),
  };
}

/** How many TSEs the report names (a TSE in several lists counts once). */
export const reportedCount = (sections: ReportSections) =>
  new Set(Object.values(sections).flatMap((rows: TseRow[]) => rows.map((row) => row.serial))).size;

const whereOf = (row: TseRow) =>
  t.where(
    row.storeId,
    row.cashpoints.map((c) => c.posId),
  );

/** The German report of a context for the month 'YYYY-MM'. */
export function reportMail(
  context: { name: string },
  month: string,
  sections: ReportSections,
  options: { now: number; firstSeen: Map<string, number>; publicUrl: string | undefined; contextKey: string },
): MailMessage {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const monthName = `${t.months[monthNumber - 1]} ${year}`;
  const list = (rows: TseRow[], what: (row: TseRow) => string) =>
    rows.length === 0 ? [t.none] : rows.map((row) => t.line(row.serial, whereOf(row), what(row)));
  const section = (title: string, lines: string[]) => ['', `${title}:`, ...lines];
  const lines = [
    t.head(context.name, monthName, reportedCount(sections)),
    ...section(
      t.sections.expiring,
      list(sections.expiring, (row) => t.expires(row.certificateValidUntil, row.daysLeft)),
    ),
    ...section(
      t.sections.filling,
      list(sections.filling, (row) => t.fullBy(row.fullBy!, row.capacityUsedPercent)),
    ),
    ...section(
      t.sections.planned,
      list(sections.planned, (row) => t.planned(row.plannedSwap!.date, row.plannedSwap!.by, row.plannedSwap!.note)),
    ),
    ...section(
      t.sections.failing,
      list(sections.failing, (row) =>
        exportProblem(row, options.firstSeen.get(row.serial) ?? options.now, options.now)!,
      ),
    ),
    ...(options.publicUrl
      ? ['', `${t.link}: ${options.publicUrl}/frontend/fiscal?contextId=${encodeURIComponent(options.contextKey)}`]
      : []),
    '',
    '-- ',
    t.footer,
  ];
  return { subject: t.subject(monthName, context.name), text: `${lines.join('\n')}\n` };
}
