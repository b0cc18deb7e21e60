import type { FastifyInstance } from 'fastify';
import { smtpMailer, type Mailer } from '../platform/mail/smtpMailer';
import type { Db } from '../platform/db/connection';
import { every, type Job, type JobLog } from '../platform/jobs/leadership';
import { tokenMail } from '../../shared/texts/tokenMail';
import { claimReminder, releaseReminder, tokensNearExpiry, type TokenNearExpiry } from './repository/reminders';

// Expiry reminders: 14 and 3 days before a token expires its owner gets a mail, once each, through
// the alert channels' mail server (SMTP_URL, ALERT_FROM). The owner of a personal token is its user;
// of a service account's token, the service account's owner. `api_tokens.reminded_days` keeps the
// last reminder sent, so a later run (or another instance's) sends none twice.

const dayMs = 86_400_000;
/** The reminders, in days before the expiry. */
export const reminderStages = [14, 3] as const;
/** The job looks once an hour: a reminder is at most that late. */
export const reminderIntervalMs = 60 * 60_000;

type Stage = (typeof reminderStages)[number];

/**
 * The reminder due for a token now, or undefined. Of the stages whose day has come, the latest: after
 * a pause of the job a token 2 days from its expiry gets the 3-day reminder only, not both. A stage
 * whose day had come before the token was created is none (a token made for 7 days is not 'reminded'
 * at its creation that it expires within 14), nor is one sent already or passed by a later one.
 */
export function dueStage(
  token: Pick<TokenNearExpiry, 'expiresAt' | 'createdAt' | 'remindedDays'>,
  now: number,
): Stage | undefined {
  const left = token.expiresAt - now;
  if (left <= 0) return undefined;
  const come = reminderStages.filter(
    (days) => left <= days * dayMs && token.createdAt < token.expiresAt - days * dayMs,
  );
  const stage = come[come.length - 1];
  if (stage === undefined) return undefined;
  if (token.remindedDays !== null && token.remindedDays <= stage) return undefined;
  return stage;
}

/** Whom the reminder goes to: the holder (a person) or the service account's owner; null without an address. */
export function recipientOf(token: TokenNearExpiry): string | null {
  const email = token.holderKind === 'service' ? token.ownerEmail : token.holderEmail;
  return email?.trim() || null;
}

function time(at: number, timeZone: string): string {
  return new Intl.DateTimeFormat('de-DE', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

/** The German reminder mail of a token. */
export function reminderMail(token: TokenNearExpiry, now: number, options: { timeZone: string; publicUrl?: string }) {
  const t = tokenMail;
  const inDays = t.inDays(Math.max(1, Math.ceil((token.expiresAt - now) / dayMs)));
  const service = token.holderKind === 'service';
  // Where its tokens are listed: a person's on the profile, a service account's under 'Benutzer'.
  const page = service ? 'users' : 'profile';
  const lines = [
    t.head(token.name, token.prefix, inDays),
    '',
    `${t.expiresAt}: ${time(token.expiresAt, options.timeZone)} (${options.timeZone})`,
    `${t.holder}: ${service ? t.serviceAccount(token.holderLogin) : t.personal(token.holderLogin)}`,
    '',
    t.advice,
    ...(options.publicUrl ? ['', `${t.link}: ${options.publicUrl}/frontend/${page}`] : []),
    '',
    '-- ',
    t.footer,
  ];
  return { subject: t.subject(token.name, inDays), text: `${lines.join('\n')}\n` };
}

export interface ReminderDeps {
  db: Db;
  now: () => number;
  /** None without SMTP_URL: then no reminder is sent (nor marked), until one is configured. */
  mailer: Mailer | undefined;
  log: JobLog & { warn: JobLog['error'] };
  timeZone: string;
  publicUrl: string | undefined;
}

/** What one round did, for the log and the tests. */
export interface ReminderRound {
  sent: number;
  /** Reminders nobody could get (no owner or no address): marked all the same, and logged. */
  unaddressed: number;
  failed: number;
}

/** One round: every reminder due now, each sent once. */
export async function sendTokenReminders(deps: ReminderDeps): Promise<ReminderRound> {
  const round: ReminderRound = { sent: 0, unaddressed: 0, failed: 0 };
  if (!deps.mailer) return round;
  const now = deps.now();
  const last = reminderStages[reminderStages.length - 1];
  const tokens = await tokensNearExpiry(deps.db, now, reminderStages[0] * dayMs, last);
  for (const token of tokens) {
    const stage = dueStage(token, now);
    if (stage === undefined || !(await claimReminder(deps.db, token.id, stage))) continue;
    // The token's prefix names it in the log; the token itself is never known here.
    const which = { token: token.prefix, holder: token.holderLogin, days: stage };
    const to = recipientOf(token);
    if (!to) {
      deps.log.warn(which, 'token-reminders: nobody to remind (no owner or no e-mail address)');
      round.unaddressed++;
      continue;
    }
    const result = await deps.mailer.send([to], reminderMail(token, now, deps));
    if (result.ok) {
      round.sent++;
      continue;
    }
    // Given back, so the next round tries again (while the stage still holds).
    await releaseReminder(deps.db, token.id, stage, token.remindedDays);
    deps.log.warn({ ...which, detail: result.detail }, 'token-reminders: mail failed');
    round.failed++;
  }
  return round;
}

/** The reminders of this app's configuration: the alert mail's server and sender, the console's address. */
export function tokenReminders(app: FastifyInstance) {
  const { smtpUrl, from, publicUrl } = app.config.alertDelivery;
  const mailer = smtpUrl && from ? smtpMailer(smtpUrl, from) : undefined;
  return {
    hasMailer: mailer !== undefined,
    run: () =>
      sendTokenReminders({ db: app.db, now: app.now, mailer, log: app.log, timeZone: app.config.timeZone, publicUrl }),
    close: () => mailer?.close(),
  };
}

/** The job of jobs.ts: once an hour on the leading instance. */
export function tokenRemindersJob(app: FastifyInstance): Job {
  return {
    name: 'token-reminders',
    async start() {
      const reminders = tokenReminders(app);
      if (!reminders.hasMailer) app.log.info('token-reminders: no SMTP_URL, expiry reminders are not sent');
      const stop = await every('token-reminders', reminderIntervalMs, () => reminders.run(), app.log).start();
      return async () => {
        await stop();
        reminders.close();
      };
    },
  };
}
