import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, type TestServer } from '../../test/harness';
import { startNotifyingServer, webhookTestSecret as secret, type Receivers } from '../../test/alertReceivers';
import {
  attempts,
  closeAlert,
  insertContext,
  openStoreDown,
  outbox,
  saveSettings,
} from '../../test/repository/alertNotifyRows';
import type { AlertSender } from '../notify/job';
import { sendDueNotifications } from '../notify/sender';

for (const kind of databaseKinds)
  describe(`alert notifications on ${kind}`, () => {
    let server: TestServer;
    let smtp: Receivers['smtp'];
    let hook: Receivers['hook'];
    let sender: AlertSender;
    let receivers: Receivers;
    let nordmarkt: number;
    let quiet: number;

    before(async () => {
      receivers = await startNotifyingServer(kind, {
        ALERT_FROM: 'Kassen-Konsole <alarm@kasse.example>',
        PUBLIC_URL: 'https://konsole.example/',
      });
      ({ server, smtp, hook, sender } = receivers);
      server.clock.now = Date.parse('2026-06-10T08:00:00Z');
      nordmarkt = await insertContext(server.db, 'NORDMARKT', 'Nordmarkt GmbH');
      await saveSettings(
        server.db,
        nordmarkt,
        { recipients: ['filialen@nordmarkt.example', 'it@nordmarkt.example'], webhookUrl: hook.url },
        secret,
      );
      quiet = await insertContext(server.db, 'STILL', 'Still AG');
    });
    after(() => receivers.close());

    it('sends one mail to the recipients and one signed webhook when an alert opens, and then nothing more', async () => {
      const alertId = await openStoreDown(server.db, nordmarkt, { id: '1003', name: 'Hafen' }, server.clock.now);
      assert.deepEqual(await sender.run(), { sent: 2, failed: 0, held: 0, dropped: 0 });

      assert.equal(smtp.mails.length, 1);
      const [mail] = smtp.mails;
      assert.equal(mail!.from, 'alarm@kasse.example');
      assert.deepEqual(mail!.to, ['filialen@nordmarkt.example', 'it@nordmarkt.example']);
      assert.equal(mail!.subject, '[Kassen-Konsole] Alarm: Filiale 1003 ausgefallen (Nordmarkt GmbH)');
      assert.match(mail!.text, /^Alarm: Filiale 1003 ausgefallen\n/);
      assert.match(mail!.text, /\nKontext: Nordmarkt GmbH \(NORDMARKT\)\n/);
      assert.match(mail!.text, /\nFiliale: 1003 Hafen\n/);
      assert.match(mail!.text, /\nSeit: 10\.06\.2026, 10:00 \(Europe\/Berlin\)\n/);
      assert.match(mail!.text, /\nDetails: 4 Kassen offline\n/);
      // The link opens the alert itself (its uid), not only the page of its context.
      const { uid } = hook.received[0]!.body.alert as { uid: string };
      assert.ok(mail!.text.includes(`https://konsole.example/frontend/alerts?contextId=NORDMARKT&uid=${uid}\n`));

      assert.equal(hook.received.length, 1);
      const [call] = hook.received;
      assert.equal(call!.signed, true);
      assert.equal(call!.timestamp, String(server.clock.now / 1000));
      assert.deepEqual(call!.body, {
        event: 'opened',
        alert: {
          uid: call!.body.alert.uid,
          kind: 'storeDown',
          severity: 'critical',
          state: 'open',
          context: { key: 'NORDMARKT', name: 'Nordmarkt GmbH' },
          store: { id: '1003', name: 'Hafen' },
          register: null,
          rollout: null,
          detail: '4',
          openedAt: '2026-06-10T08:00:00.000Z',
          closedAt: null,
        },
        sentAt: '2026-06-10T08:00:00.000Z',
      });
      assert.deepEqual(await outbox(server.db), ['opened/mail:sent', 'opened/webhook:sent']);
      const tries = await attempts(server.db);
      assert.deepEqual(tries.map((t) => `${t.channel}:${t.ok}`).sort(), ['mail:true', 'webhook:true']);
      assert.match(tries.find((t) => t.channel === 'mail')!.detail, /^250 /);
      assert.equal(tries.find((t) => t.channel === 'webhook')!.detail, 'HTTP 204');

      // A second round finds nothing to send.
      server.clock.now += 60_000;
      assert.deepEqual(await sender.run(), { sent: 0, failed: 0, held: 0, dropped: 0 });
      assert.equal(smtp.mails.length, 1);
      assert.equal(hook.received.length, 1);

      // The alert closes: one closing mail and one closing webhook.
      server.clock.now = Date.parse('2026-06-10T09:30:00Z');
      await closeAlert(server.db, alertId, server.clock.now);
      assert.deepEqual(await sender.run(), { sent: 2, failed: 0, held: 0, dropped: 0 });
      assert.equal(smtp.mails.length, 2);
      assert.equal(smtp.mails[1]!.subject, '[Kassen-Konsole] Alarm beendet: Filiale 1003 ausgefallen (Nordmarkt GmbH)');
      assert.match(smtp.mails[1]!.text, /\nBeendet: 10\.06\.2026, 11:30 \(Europe\/Berlin\)\n/);
      assert.equal(hook.received.length, 2);
      assert.equal(hook.received[1]!.signed, true);
      assert.equal(hook.received[1]!.body.event, 'closed');
      assert.equal(hook.received[1]!.body.alert.state, 'closed');
      assert.equal(hook.received[1]!.body.alert.closedAt, '2026-06-10T09:30:00.000Z');

      server.clock.now += 60_000;
      assert.deepEqual(await sender.run(), { sent: 0, failed: 0, held: 0, dropped: 0 });
      assert.equal(smtp.mails.length, 2);
      assert.equal(hook.received.length, 2);
    });

    it('drops the notifications of a context with nobody to tell, without a try', async () => {
      const [mails, calls] = [smtp.mails.length, hook.received.length];
      await openStoreDown(server.db, quiet, { id: '7', name: 'Ruhe' }, server.clock.now);
      const tried = (await attempts(server.db)).length;
      assert.deepEqual(await sender.run(), { sent: 0, failed: 0, held: 0, dropped: 2 });
      assert.deepEqual((await outbox(server.db)).slice(-2), ['opened/mail:dropped', 'opened/webhook:dropped']);
      assert.equal((await attempts(server.db)).length, tried);
      assert.equal(smtp.mails.length, mails);
      assert.equal(hook.received.length, calls);
    });
    it('tells nothing of an alert that opened and closed between two rounds', async () => {
      const [mails, calls, tried] = [smtp.mails.length, hook.state.requests, (await attempts(server.db)).length];
      const alertId = await openStoreDown(server.db, nordmarkt, { id: '1005', name: 'Kurz' }, server.clock.now);
      server.clock.now += 5_000;
      await closeAlert(server.db, alertId, server.clock.now);
      assert.deepEqual(await sender.run(), { sent: 0, failed: 0, held: 0, dropped: 4 });
      assert.deepEqual((await outbox(server.db)).slice(-4), [
        'opened/mail:dropped',
        'opened/webhook:dropped',
        'closed/mail:dropped',
        'closed/webhook:dropped',
      ]);
      assert.deepEqual(
        [smtp.mails.length, hook.state.requests, (await attempts(server.db)).length],
        [mails, calls, tried],
      );
    });

    it('drops mail without an SMTP server but still calls the webhook', async () => {
      const mails = smtp.mails.length;
      server.clock.now += 60_000;
      await openStoreDown(server.db, nordmarkt, { id: '1006', name: 'Ohne Post' }, server.clock.now);
      const withoutSmtp = {
        db: server.db,
        now: () => server.clock.now,
        log: server.app.log,
        timeZone: 'Europe/Berlin',
        allowPrivateWebhooks: true,
      };
      assert.deepEqual(await sendDueNotifications({ ...withoutSmtp, mailer: undefined, publicUrl: undefined }), {
        sent: 1,
        failed: 0,
        held: 0,
        dropped: 1,
      });
      assert.deepEqual((await outbox(server.db)).slice(-2), ['opened/mail:dropped', 'opened/webhook:sent']);
      assert.equal(smtp.mails.length, mails);
      assert.deepEqual(hook.received.at(-1)!.body.alert.store, { id: '1006', name: 'Ohne Post' });
    });
    it("counts a webhook as delivered by its status, without reading the reply's body", async () => {
      server.clock.now += 60_000;
      const calls = hook.state.requests;
      await saveSettings(server.db, nordmarkt, { recipients: [], webhookUrl: hook.url }, secret);
      Object.assign(hook.state, { endless: true, status: 200 });
      await openStoreDown(server.db, nordmarkt, { id: '1007', name: 'Strom' }, server.clock.now);
      try {
        assert.deepEqual(await sender.run(), { sent: 1, failed: 0, held: 0, dropped: 1 });
      } finally {
        Object.assign(hook.state, { endless: false, status: 204 });
      }
      assert.equal(hook.state.requests, calls + 1);
      // No more than the sockets' buffers hold: reading it all would take in megabytes a second.
      assert.ok(hook.state.bodyBytes < 16 * 1024 ** 2, `${hook.state.bodyBytes} bytes of the reply taken`);
      assert.deepEqual((await attempts(server.db)).at(-1), {
        channel: 'webhook',
        ok: true,
        detail: 'HTTP 200',
        at: server.clock.now,
      });
    });
  });
