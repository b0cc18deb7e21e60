import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, type TestServer } from '../../test/harness';
import {
  startNotifyingServer,
  startWebhookReceiver,
  webhookTestSecret as secret,
  type Receivers,
} from '../../test/alertReceivers';
import { insertContext, openStoreDown, saveSettings } from '../../test/repository/alertNotifyRows';
import { outboxOf } from '../../test/repository/alertFollowUpRows';
import { acknowledgeAlertRow } from '../repository/alertList';
import { defaultNotifyPolicy, type AlertNotifyPolicy } from '../../../shared/alerts/alertSeverity';

// Reminders and escalation (issue 33 item 2), with the real SMTP server and HTTP receivers and the
// test clock: a critical alert left unacknowledged is told again every 30 minutes, and after 60
// minutes to the escalation list too; acknowledging it ends both. Quiet hours hold reminders, those
// of critical alerts not when the context says so.

const minute = 60_000;

for (const kind of databaseKinds)
  describe(`reminders and escalation on ${kind}`, () => {
    let server: TestServer;
    let smtp: Receivers['smtp'];
    let hook: Receivers['hook'];
    let receivers: Receivers;
    let escalationHook: Awaited<ReturnType<typeof startWebhookReceiver>>;

    before(async () => {
      receivers = await startNotifyingServer(kind);
      ({ server, smtp, hook } = receivers);
      escalationHook = await startWebhookReceiver(secret);
    });
    after(async () => {
      await receivers.close();
      await escalationHook.close();
    });

    const policy = (extra: Partial<AlertNotifyPolicy> = {}): AlertNotifyPolicy => {
      const base = defaultNotifyPolicy();
      return {
        ...base,
        reminders: { ...base.reminders, critical: { repeatMinutes: 30, escalateAfterMinutes: 60 } },
        escalation: { recipients: ['leitung@nordmarkt.example'], webhookUrl: escalationHook.url },
        ...extra,
      };
    };
    const run = () => receivers.sender.run();
    const subjects = () => smtp.mails.map((m) => `${m.to.join(',')} ${m.subject}`);

    it('reminds every 30 minutes, escalates after 60, and stops once the alert is acknowledged', async () => {
      const context = await insertContext(server.db, 'NORDMARKT', 'Nordmarkt GmbH');
      await saveSettings(
        server.db,
        context,
        { recipients: ['it@nordmarkt.example'], webhookUrl: hook.url, notify: policy() },
        secret,
      );
      const start = Date.parse('2026-06-10T08:00:00Z');
      server.clock.now = start;
      const alertId = await openStoreDown(server.db, context, { id: '1003', name: 'Hafen' }, start);
      await run();
      const opening = '[Kassen-Konsole] Alarm: Filiale 1003 ausgefallen (Nordmarkt GmbH)';
      const reminder = '[Kassen-Konsole] Erinnerung: Alarm: Filiale 1003 ausgefallen (Nordmarkt GmbH)';
      const escalation = '[Kassen-Konsole] Eskalation: Alarm: Filiale 1003 ausgefallen (Nordmarkt GmbH)';
      assert.deepEqual(subjects(), [`it@nordmarkt.example ${opening}`]);

      // Not before its interval.
      server.clock.now = start + 29 * minute;
      await run();
      assert.equal(smtp.mails.length, 1);
      server.clock.now = start + 30 * minute;
      await run();
      assert.deepEqual(subjects().slice(1), [`it@nordmarkt.example ${reminder}`]);
      assert.match(
        smtp.mails[1]!.text,
        /^Erinnerung: Alarm: Filiale 1003 ausgefallen\nSeit 30 Minuten offen und nicht bestätigt\.\nSchweregrad: kritisch\n/,
      );
      assert.deepEqual(
        hook.received.map((r) => [r.body.event, r.body.alert.severity, r.signed]),
        [
          ['opened', 'critical', true],
          ['reminder', 'critical', true],
        ],
      );

      // An hour on: the second reminder, and the escalation list hears of it (mail and its webhook).
      server.clock.now = start + 59 * minute;
      await run();
      assert.equal(smtp.mails.length, 2);
      server.clock.now = start + 60 * minute;
      await run();
      assert.deepEqual(subjects().slice(2).sort(), [
        `it@nordmarkt.example ${reminder}`,
        `leitung@nordmarkt.example ${escalation}`,
      ]);
      assert.equal(escalationHook.received.length, 1);
      assert.equal(escalationHook.received[0]!.body.event, 'escalated');
      // Another host (port) than the alert webhook's: the console's JSON, unsigned (the secret is the alert webhook's).
      assert.equal(escalationHook.received[0]!.signed, false);
      assert.equal(hook.received.length, 3);

      // Acknowledged: no reminder any more, and the escalation is not told again.
      server.clock.now = start + 70 * minute;
      const acknowledged = {
        acknowledgedBy: 'Erika Muster',
        acknowledgedAt: server.clock.now,
        comment: 'Techniker unterwegs',
      };
      assert.equal(await acknowledgeAlertRow(server.db, alertId, acknowledged), true);
      for (const at of [90, 120, 180]) {
        server.clock.now = start + at * minute;
        await run();
      }
      assert.equal(smtp.mails.length, 4);
      assert.equal(hook.received.length, 3);
      assert.equal(escalationHook.received.length, 1);
      assert.deepEqual(await outboxOf(server.db, 'escalated'), ['mail:sent', 'webhook:sent']);
    });

    it('holds a warning reminder in quiet hours, but lets a critical one through when the context says so', async () => {
      const context = await insertContext(server.db, 'SUEDMARKT', 'Südmarkt GmbH');
      const base = policy({ criticalInQuietHours: true });
      const reminders = { repeatMinutes: 30, escalateAfterMinutes: null };
      const notify = { ...base, reminders: { ...base.reminders, critical: reminders, warning: reminders } };
      await saveSettings(
        server.db,
        context,
        {
          recipients: ['it@suedmarkt.example'],
          webhookUrl: null,
          notify,
          quietHours: { enabled: false, from: '22:00', to: '06:00', days: [], timeZone: 'Europe/Berlin' },
        },
        null,
      );
      // 21:00 in Berlin: opened and told before the quiet night begins at 22:00.
      const start = Date.parse('2026-06-10T19:00:00Z');
      server.clock.now = start;
      await openStoreDown(server.db, context, { id: '2001', name: 'Markt' }, start);
      await run();
      const before = smtp.mails.length;
      // Now quiet hours from 22:00, and storeDown stays critical.
      await saveSettings(
        server.db,
        context,
        {
          recipients: ['it@suedmarkt.example'],
          webhookUrl: null,
          notify,
          quietHours: { enabled: true, from: '22:00', to: '06:00', days: [], timeZone: 'Europe/Berlin' },
        },
        null,
      );
      server.clock.now = start + 90 * minute; // 22:30
      await run();
      assert.deepEqual(
        smtp.mails.slice(before).map((m) => m.subject),
        ['[Kassen-Konsole] Erinnerung: Alarm: Filiale 2001 ausgefallen (Südmarkt GmbH)'],
      );
      // The same as a warning: held until 06:00.
      const warning = { ...notify, severities: { ...notify.severities, storeDown: 'warning' as const } };
      await saveSettings(
        server.db,
        context,
        {
          recipients: ['it@suedmarkt.example'],
          webhookUrl: null,
          notify: warning,
          quietHours: { enabled: true, from: '22:00', to: '06:00', days: [], timeZone: 'Europe/Berlin' },
        },
        null,
      );
      server.clock.now = start + 150 * minute; // 23:30
      const round = await run();
      // Its mail and its webhook (dropped once sent: this context has no webhook).
      assert.equal(round.held, 2);
      assert.equal(smtp.mails.length, before + 1);
      server.clock.now = Date.parse('2026-06-11T04:00:00Z'); // 06:00 in Berlin
      await run();
      assert.equal(smtp.mails.length, before + 2);
    });

    it('counts the escalation from when the opening was told, not from a quiet night that held it', async () => {
      const context = await insertContext(server.db, 'WESTMARKT', 'Westmarkt GmbH');
      const base = policy();
      const warning = { repeatMinutes: null, escalateAfterMinutes: 60 };
      const notify = {
        ...base,
        severities: { ...base.severities, storeDown: 'warning' as const },
        reminders: { ...base.reminders, warning },
      };
      const quietHours = { enabled: true, from: '22:00', to: '06:00', days: [], timeZone: 'Europe/Berlin' };
      await saveSettings(
        server.db,
        context,
        { recipients: ['it@westmarkt.example'], webhookUrl: null, notify, quietHours },
        null,
      );
      // 01:00 in Berlin: the opening waits for 06:00.
      const start = Date.parse('2026-06-10T23:00:00Z');
      server.clock.now = start;
      await openStoreDown(server.db, context, { id: '3001', name: 'Altstadt' }, start);
      await run();
      const before = smtp.mails.length;
      const told = Date.parse('2026-06-11T04:00:00Z'); // 06:00 in Berlin
      server.clock.now = told;
      await run();
      server.clock.now = told + minute;
      await run();
      // Only this alert's mails: the alerts of the tests before stay open and are reminded meanwhile.
      const subjectsSince = () =>
        smtp.mails
          .slice(before)
          .map((m) => `${m.to.join(',')} ${m.subject}`)
          .filter((line) => line.includes('Filiale 3001'));
      assert.deepEqual(subjectsSince(), [
        'it@westmarkt.example [Kassen-Konsole] Alarm: Filiale 3001 ausgefallen (Westmarkt GmbH)',
      ]);
      // An hour after it was told, unacknowledged: the escalation list hears of it.
      server.clock.now = told + 61 * minute;
      await run();
      assert.deepEqual(subjectsSince().slice(1), [
        'leitung@nordmarkt.example [Kassen-Konsole] Eskalation: Alarm: Filiale 3001 ausgefallen (Westmarkt GmbH)',
      ]);
    });
  });
