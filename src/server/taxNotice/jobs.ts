// The jobs of taxNotice, which src/server/jobs.ts starts on the leading instance.
import type { FastifyInstance } from 'fastify';
import { loadAlertSettings, quietUntil } from '../alerts';
import type { Db } from '../platform/db/connection';
import { every, type Job, type JobLog } from '../platform/jobs/leadership';
import { smtpMailer, type Mailer } from '../platform/mail/smtpMailer';
import { berlinDay, isOverdue, reminderDay, storeDeadline } from './logic';
import { reminderMail, type ReminderStore } from './reminderMail';
import { dueChangesOf } from './repository/notificationsList';
import { claimReminders, dueStores, releaseReminders, type DueStore } from './repository/reminders';

// The reminder 7 days before a store's deadline (issue 52): one mail per context to its alert
// recipients naming its stores whose report is due within 7 days, each store once per deadline
// (fiscal_reminders), so a restart or another instance sends none twice. Held while the context's
// quiet hours hold. An overdue report is the alert notificationOverdue's, not a reminder's.

export const reminderIntervalMs = 5 * 60_000;

export interface ReminderDeps {
  db: Db;
  now: () => number;
  /** None without SMTP_URL: nothing is sent (nor recorded). */
  mailer: Mailer | undefined;
  log: JobLog & { warn: JobLog['error'] };
  publicUrl: string | undefined;
}

export interface ReminderRound {
  sent: number;
  held: number;
  failed: number;
}

/** The stores whose reminder is due today, by context. */
function dueReminders(stores: DueStore[], today: string): Map<number, (DueStore & { deadline: string })[]> {
  const byContext = new Map<number, (DueStore & { deadline: string })[]>();
  for (const store of stores) {
    const deadline = storeDeadline(berlinDay(store.firstDue));
    if (today < reminderDay(deadline) || isOverdue(deadline, today)) continue;
    const list = byContext.get(store.contextId) ?? [];
    list.push({ ...store, deadline });
    byContext.set(store.contextId, list);
  }
  return byContext;
}

/** One round: each context's reminders due and not yet sent, unless held. */
export async function sendNotificationReminders(deps: ReminderDeps): Promise<ReminderRound> {
  const round: ReminderRound = { sent: 0, held: 0, failed: 0 };
  if (!deps.mailer) return round;
  const now = deps.now();
  const byContext = dueReminders(await dueStores(deps.db), berlinDay(now));
  if (byContext.size === 0) return round;
  const settings = await loadAlertSettings(deps.db, [...byContext.keys()]);
  for (const [contextId, stores] of byContext) {
    const own = settings.get(contextId)!;
    if (own.recipients.length === 0) continue;
    if (quietUntil(own.quietHours, now) !== null) {
      round.held++;
      continue;
    }
    const claimed = await claimReminders(deps.db, contextId, stores, now);
    if (claimed.length === 0) continue;
    const uids = new Set(claimed.map((c) => c.storeUid));
    const mine = stores.filter((s) => uids.has(s.storeUid));
    const changes = await dueChangesOf(
      deps.db,
      contextId,
      mine.map((s) => s.storeUid),
    );
    const listed: ReminderStore[] = mine.map((s) => ({
      ...s,
      kinds: [...new Set(changes.filter((c) => c.storeUid === s.storeUid).map((c) => c.kind))],
    }));
    const mail = reminderMail(mine[0]!.contextName, mine[0]!.contextKey, listed, deps.publicUrl);
    const result = await deps.mailer.send(own.recipients, mail);
    if (result.ok) {
      round.sent++;
      continue;
    }
    // Given back, so the next round tries again.
    await releaseReminders(deps.db, contextId, claimed);
    deps.log.warn({ context: mine[0]!.contextKey, detail: result.detail }, 'fiscal-reminders: mail failed');
    round.failed++;
  }
  return round;
}

/** The reminders of this app's configuration: the alert mail's server and sender, the console's address. */
export function notificationReminders(app: FastifyInstance) {
  const { smtpUrl, from, publicUrl } = app.config.alertDelivery;
  const mailer = smtpUrl && from ? smtpMailer(smtpUrl, from) : undefined;
  return {
    run: () => sendNotificationReminders({ db: app.db, now: app.now, mailer, log: app.log, publicUrl }),
    close: () => mailer?.close(),
  };
}

/** The job of src/server/jobs.ts: every few minutes on the leading instance. */
export function notificationReminderJob(app: FastifyInstance): Job {
  return {
    name: 'fiscal-reminders',
    async start() {
      const reminders = notificationReminders(app);
      const stop = await every('fiscal-reminders', reminderIntervalMs, () => reminders.run(), app.log).start();
      return async () => {
        await stop();
        reminders.close();
      };
    },
  };
}
