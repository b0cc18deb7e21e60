import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, loginCookie } from '../../test/harness';
import { demo } from '../../test/demoAccounts';
import { startSmtpSink } from '../../test/alertReceivers';
import { settingsForm } from '../../test/alertSettingsForm';
import { ok, reportedTse, startFiscalServer, type FiscalServer } from '../../test/fiscalKit';
import { detectFiscalChanges } from '..';
import { notificationReminders } from '../jobs';

// The reminder 7 days before a store's deadline (issue 52) over a real SMTP server: to the
// context's alert recipients, naming the store, its deadline and what changed; once per deadline,
// after a restart too; none for a report already overdue (that is the alert's).

const at = (iso: string) => Date.parse(iso);

for (const kind of databaseKinds)
  describe(`the reminder of a due Kassenmeldung on ${kind}`, () => {
    let f: FiscalServer;
    let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
    /** One round of a fresh job at that moment, as after a restart. */
    const roundAt = async (iso: string) => {
      f.server.clock.now = at(iso);
      const reminders = notificationReminders(f.server.app);
      try {
        return await reminders.run();
      } finally {
        reminders.close();
      }
    };

    before(async () => {
      smtp = await startSmtpSink();
      f = await startFiscalServer(kind, { SMTP_URL: smtp.url, ALERT_FROM: 'konsole@kasse.example' });
      // The demo's fleet taken in today: long overdue by the days below, so never reminded of.
      await detectFiscalChanges(f.server.db, f.server.clock.now);
      f.server.clock.now = at('2031-01-31T10:00:00.000Z');
      f.admin = await loginCookie(f.server.app, ...demo.admin);
      const form = settingsForm({
        contextId: 'WESTFRISCH',
        recipients: ['fiskal@westfrisch.example'],
        webhookUrl: null,
        webhookSecret: null,
        quietHours: { enabled: false, from: '22:00', to: '06:00', days: [], timeZone: 'Europe/Berlin' },
      });
      await ok(f.post(f.admin, '/api/frontend/alert-settings/save', form));
      await ok(f.heartbeat('WESTFRISCH', '7911', '1', reportedTse('REM-7911', '2040-01-01')));
      await detectFiscalChanges(f.server.db, f.server.clock.now);
    });
    after(async () => {
      await f.close();
      await smtp.close();
    });

    it('sends nothing before the 7 days before the deadline', async () => {
      assert.deepEqual(await roundAt('2031-02-20T22:59:00.000Z'), { sent: 0, held: 0, failed: 0 });
      assert.deepEqual(smtp.mails, []);
    });

    it('mails the recipients on the 7th day before the deadline (Berlin), naming the store and what changed', async () => {
      // 00:30 on 21 February in Berlin.
      assert.deepEqual(await roundAt('2031-02-20T23:30:00.000Z'), { sent: 1, held: 0, failed: 0 });
      const [mail, ...more] = smtp.mails;
      assert.deepEqual(more, []);
      assert.deepEqual(mail!.to, ['fiskal@westfrisch.example']);
      assert.equal(mail!.subject, 'Kassenmeldung fällig bis 28.02.2031: Westfrisch eG');
      assert.match(
        mail!.text,
        /^- Filiale 7911: fällig bis 28\.02\.2031 – Kasse in Betrieb genommen, Filiale eröffnet$/m,
      );
    });

    it('sends it once per deadline, after a restart too, and none once the report is overdue', async () => {
      assert.deepEqual(await roundAt('2031-02-21T10:00:00.000Z'), { sent: 0, held: 0, failed: 0 });
      assert.deepEqual(await roundAt('2031-02-27T10:00:00.000Z'), { sent: 0, held: 0, failed: 0 });
      assert.deepEqual(await roundAt('2031-03-02T10:00:00.000Z'), { sent: 0, held: 0, failed: 0 });
      assert.equal(smtp.mails.length, 1);
    });
  });
