import type { FastifyInstance } from 'fastify';
import { loadAlertSettings, quietUntil, runningMaintenance } from '../alerts';
import { publicHoliday } from '../calendar';
import type { Db } from '../platform/db/connection';
import { every, type Job, type JobLog } from '../platform/jobs/leadership';
import { smtpMailer, type Mailer } from '../platform/mail/smtpMailer';
import { isKnownTimeZone } from '../platform/wallClock';
import { reportMonthDue } from './logic';
import { claimReport, releaseReport, reportContexts, reportSent } from './repository/reportMails';
import { listTses } from './repository/tseList';
import { reportedCount, reportMail, reportSections } from './reportMail';
import { completeRows } from './tseRows';

// The monthly TSE report (issue 50): on the first working day of each month, from 07:00 in the
// context's zone, one mail to the context's alert recipients naming the TSEs that expire or fill up
// within 90 days, the planned swaps and the failing exports. Held as the alerts' notifications are:
// while the context's quiet hours hold or a maintenance of it runs, it waits for a later round.
// `tse_report_mails` records each month sent, so a restart or another instance sends none twice.

/** A round looks this often: the report is at most this late after 07:00. */
export const tseReportIntervalMs = 5 * 60_000;
const lastResortZone = 'Europe/Berlin';

export interface TseReportDeps {
  db: Db;
  now: () => number;
  /** None without SMTP_URL: nothing is sent (nor recorded) until one is configured. */
  mailer: Mailer | undefined;
  log: JobLog & { warn: JobLog['error'] };
  publicUrl: string | undefined;
}

/** What one round did, for the log and the tests. */
export interface TseReportRound {
  sent: number;
  held: number;
  failed: number;
}

/** The context's zone and public holidays: its saved calendar's, else its quiet hours' zone. */
function contextDays(calendarText: string | null, quietZone: string) {
  const calendar = calendarText ? (JSON.parse(calendarText) as { timeZone?: string; region?: string | null }) : null;
  const zone = [calendar?.timeZone, quietZone].find((z): z is string => !!z && isKnownTimeZone(z)) ?? lastResortZone;
  const region = calendar?.region ?? null;
  return { zone, holiday: (date: string) => region !== null && publicHoliday(region, date) !== null };
}

/** The context's TSEs in use as the list shows them (days left first), and when each was first seen. */
async function tsesOf(db: Db, contextId: number, now: number) {
  const size = 1000;
  const rows = [];
  const firstSeen = new Map<string, number>();
  for (let offset = 0; ; offset += size) {
    const page = await listTses(db.kysely, { contextIds: [contextId], sortBy: 'daysLeft', limit: size, offset });
    for (const row of page.rows) firstSeen.set(row.serial, Number(row.firstSeen));
    rows.push(...(await completeRows(db.kysely, page.rows, now)));
    if (page.rows.length < size) return { rows, firstSeen };
  }
}

/** One round: each context whose report is due and not yet sent this month, unless held. */
export async function sendTseReports(deps: TseReportDeps): Promise<TseReportRound> {
  const round: TseReportRound = { sent: 0, held: 0, failed: 0 };
  if (!deps.mailer) return round;
  const now = deps.now();
  const contexts = await reportContexts(deps.db.kysely);
  const settings = await loadAlertSettings(
    deps.db,
    contexts.map((c) => c.id),
  );
  for (const context of contexts) {
    const own = settings.get(context.id)!;
    if (own.recipients.length === 0) continue;
    const { zone, holiday } = contextDays(context.calendar, own.quietHours.timeZone);
    const month = reportMonthDue(now, zone, holiday);
    if (month === null || (await reportSent(deps.db.kysely, context.id, month))) continue;
    if (quietUntil(own.quietHours, now) !== null || (await runningMaintenance(deps.db, context.id, now)).length > 0) {
      round.held++;
      continue;
    }
    const { rows, firstSeen } = await tsesOf(deps.db, context.id, now);
    const sections = reportSections(rows, firstSeen, now);
    const tses = reportedCount(sections);
    if (!(await claimReport(deps.db.kysely, { contextId: context.id, month, sentAt: now, tses }))) continue;
    // Nothing due: the month is recorded all the same, and nobody is mailed an empty report.
    if (tses === 0) continue;
    const mail = reportMail(context, month, sections, {
      now,
      firstSeen,
      publicUrl: deps.publicUrl,
      contextKey: context.key,
    });
    const result = await deps.mailer.send(own.recipients, mail);
    if (result.ok) {
      round.sent++;
      continue;
    }
    // Given back, so the next round tries again.
    await releaseReport(deps.db.kysely, context.id, month);
    deps.log.warn({ context: context.key, month, detail: result.detail }, 'tse-report: mail failed');
    round.failed++;
  }
  return round;
}

/** The report of this app's configuration: the alert mail's server and sender, the console's address. */
export function tseReports(app: FastifyInstance) {
  const { smtpUrl, from, publicUrl } = app.config.alertDelivery;
  const mailer = smtpUrl && from ? smtpMailer(smtpUrl, from) : undefined;
  return {
    run: () => sendTseReports({ db: app.db, now: app.now, mailer, log: app.log, publicUrl }),
    close: () => mailer?.close(),
  };
}

/** The job of src/server/jobs.ts: every few minutes on the leading instance. */
export function tseReportJob(app: FastifyInstance): Job {
  return {
    name: 'tse-report',
    async start() {
      const reports = tseReports(app);
      const stop = await every('tse-report', tseReportIntervalMs, () => reports.run(), app.log).start();
      return async () => {
        await stop();
        reports.close();
      };
    },
  };
}
