import type { FastifyInstance } from 'fastify';
import type { Job } from '../../platform/jobs/leadership';
import { every } from '../../platform/jobs/leadership';
import { smtpMailer } from '../../platform/mail/smtpMailer';
import { sendDueNotifications, type RoundResult } from './sender';
import { queueFollowUps } from './followUps';

export interface AlertSender {
  /** One round: queues the reminders and escalations due now, then sends what is due now. */
  run(): Promise<RoundResult>;
  close(): void;
}

/** The sender of this app's configuration: its SMTP server and sender, the console's address. */
export function alertSender(app: FastifyInstance): AlertSender {
  const { smtpUrl, from, publicUrl, allowPrivateWebhooks } = app.config.alertDelivery;
  const mailer = smtpUrl && from ? smtpMailer(smtpUrl, from) : undefined;
  return {
    run: async () => {
      await queueFollowUps(app.db, app.now());
      return sendDueNotifications({
        db: app.db,
        now: app.now,
        mailer,
        log: app.log,
        timeZone: app.config.timeZone,
        publicUrl,
        allowPrivateWebhooks,
      });
    },
    close: () => mailer?.close(),
  };
}

/** The job that sends the alert notifications every ALERT_SEND_SECONDS, on the leading instance. */
export function alertNotificationsJob(app: FastifyInstance): Job {
  return {
    name: 'alertNotifications',
    async start() {
      const sender = alertSender(app);
      if (!app.config.alertDelivery.smtpUrl) app.log.info('alerts: no SMTP_URL, mail notifications are dropped');
      const stop = await every(
        'alertNotifications',
        app.config.alertDelivery.sendSeconds * 1000,
        () => sender.run(),
        app.log,
      ).start();
      return async () => {
        await stop();
        sender.close();
      };
    },
  };
}
