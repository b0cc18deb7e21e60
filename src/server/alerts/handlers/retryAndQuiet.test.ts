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
import { maxAttempts } from '../notify/sender';
const minute = 60_000;

for (const kind of databaseKinds)
  describe(`alert notification retries and quiet hours on ${kind}`, () => {
    let server: TestServer;
    let smtp: Receivers['smtp'];
    let hook: Receivers['hook'];
    let sender: AlertSender;
    let receivers: Receivers;
    let context: number;

    before(async () => {
      receivers = await startNotifyingServer(kind);
      ({ server, smtp, hook, sender } = receivers);
      context = await insertContext(server.db, 'NORDMARKT', 'Nordmarkt GmbH');
    });
    after(() => receivers.close());

    const settings = (quiet: boolean, recipients = ['it@nordmarkt.example']) =>
      saveSettings(
        server.db,
        context,
        {
          recipients,
          webhookUrl: hook.url,
          quietHours: { enabled: quiet, from: '22:00', to: '06:00', days: [0], timeZone: 'Europe/Berlin' },
        },
        secret,
      );
    const run = () => sender.run();

    it('tries a failing webhook again with growing waits, logs every try, and delivers once it answers', async () => {
      await settings(false, []);
      const start = Date.parse('2026-06-10T08:00:00Z');
      server.clock.now = start;
      await openStoreDown(server.db, context, { id: '1003', name: 'Hafen' }, start);
      hook.state.status = 500;
      assert.deepEqual(await run(), { sent: 0, failed: 1, held: 0, dropped: 1 });
      // Not due again before 30 s.
      server.clock.now = start + 29_000;
      assert.deepEqual(await run(), { sent: 0, failed: 0, held: 0, dropped: 0 });
      server.clock.now = start + 30_000;
      assert.deepEqual(await run(), { sent: 0, failed: 1, held: 0, dropped: 0 });
      // Then after 1 minute more, not earlier.
      server.clock.now += minute - 1;
      assert.deepEqual(await run(), { sent: 0, failed: 0, held: 0, dropped: 0 });
      server.clock.now += 1;
      hook.state.status = 200;
      assert.deepEqual(await run(), { sent: 1, failed: 0, held: 0, dropped: 0 });

      assert.equal(hook.state.requests, 3);
      assert.equal(hook.received.length, 1);
      assert.equal(hook.received[0]!.signed, true);
      const tries = await attempts(server.db);
      assert.deepEqual(
        tries.map((t) => [t.ok, t.detail, t.at - start]),
        [
          [false, 'HTTP 500', 0],
          [false, 'HTTP 500', 30_000],
          [true, 'HTTP 200', 90_000],
        ],
      );
      assert.deepEqual(await outbox(server.db), ['opened/mail:dropped', 'opened/webhook:sent']);
    });

    it('tries mail the SMTP server refused again, with its reply in the log of tries', async () => {
      await settings(false);
      const start = Date.parse('2026-06-10T12:00:00Z');
      server.clock.now = start;
      const [mails, tried] = [smtp.mails.length, (await attempts(server.db)).length];
      await openStoreDown(server.db, context, { id: '1010', name: 'Voll' }, start);
      smtp.state.refusing = true;
      assert.deepEqual(await run(), { sent: 1, failed: 1, held: 0, dropped: 0 });
      smtp.state.refusing = false;
      server.clock.now = start + 30_000;
      assert.deepEqual(await run(), { sent: 1, failed: 0, held: 0, dropped: 0 });
      assert.equal(smtp.mails.length, mails + 1);
      const mailTries = (await attempts(server.db)).slice(tried).filter((t) => t.channel === 'mail');
      assert.deepEqual(
        mailTries.map((t) => [t.ok, t.at - start]),
        [
          [false, 0],
          [true, 30_000],
        ],
      );
      assert.match(mailTries[0]!.detail, /452 Mailbox full/);
      assert.match(mailTries[1]!.detail, /^250 /);
    });

    it('gives a notification up after its last try', async () => {
      await settings(false, []);
      server.clock.now = Date.parse('2026-06-11T08:00:00Z');
      await openStoreDown(server.db, context, { id: '1004', name: 'Markt' }, server.clock.now);
      hook.state.status = 503;
      const requests = hook.state.requests;
      for (let i = 0; i < maxAttempts; i++) {
        assert.equal((await run()).failed, 1);
        server.clock.now += 2 * 60 * minute;
      }
      assert.deepEqual(await run(), { sent: 0, failed: 0, held: 0, dropped: 0 });
      assert.equal(hook.state.requests - requests, maxAttempts);
      assert.deepEqual((await outbox(server.db)).slice(-1), ['opened/webhook:failed']);
      hook.state.status = 204;
    });

    it('holds notifications back in quiet hours and sends them when the quiet time ends', async () => {
      await settings(true);
      const [mails, calls] = [smtp.mails.length, hook.received.length];
      // Wednesday 23:00 in Berlin: inside the night from 22:00 to 06:00.
      server.clock.now = Date.parse('2026-06-10T21:00:00Z');
      await openStoreDown(server.db, context, { id: '2001', name: 'Nacht' }, server.clock.now);
      assert.deepEqual(await run(), { sent: 0, failed: 0, held: 2, dropped: 0 });
      server.clock.now = Date.parse('2026-06-11T03:59:00Z');
      assert.deepEqual(await run(), { sent: 0, failed: 0, held: 0, dropped: 0 });
      assert.equal(smtp.mails.length, mails);
      assert.equal(hook.received.length, calls);
      // 06:00 in Berlin: the alert is still open, so its opening goes out.
      server.clock.now = Date.parse('2026-06-11T04:00:00Z');
      assert.deepEqual(await run(), { sent: 2, failed: 0, held: 0, dropped: 0 });
      assert.equal(smtp.mails.length, mails + 1);
      assert.equal(smtp.mails.at(-1)!.subject, '[Kassen-Konsole] Alarm: Filiale 2001 ausgefallen (Nordmarkt GmbH)');
      assert.equal(hook.received.length, calls + 1);
      assert.equal(hook.received.at(-1)!.body.event, 'opened');
    });

    it('tells nothing at all of an alert that opened and closed within quiet hours', async () => {
      await settings(true);
      const [mails, calls, tried] = [smtp.mails.length, hook.state.requests, (await attempts(server.db)).length];
      // Sunday noon in Berlin: the whole day is quiet.
      server.clock.now = Date.parse('2026-06-14T10:00:00Z');
      const alertId = await openStoreDown(server.db, context, { id: '3001', name: 'Sonntag' }, server.clock.now);
      assert.deepEqual(await run(), { sent: 0, failed: 0, held: 2, dropped: 0 });
      server.clock.now += 30 * minute;
      await closeAlert(server.db, alertId, server.clock.now);
      assert.deepEqual(await run(), { sent: 0, failed: 0, held: 0, dropped: 4 });
      // Monday after 06:00: still nothing.
      server.clock.now = Date.parse('2026-06-15T05:00:00Z');
      assert.deepEqual(await run(), { sent: 0, failed: 0, held: 0, dropped: 0 });
      assert.deepEqual((await outbox(server.db)).slice(-4), [
        'opened/mail:dropped',
        'opened/webhook:dropped',
        'closed/mail:dropped',
        'closed/webhook:dropped',
      ]);
      assert.equal(smtp.mails.length, mails);
      assert.equal(hook.state.requests, calls);
      assert.equal((await attempts(server.db)).length, tried);
    });

    it('sends the closing of an alert told before the quiet time once the quiet time ends', async () => {
      await settings(false);
      server.clock.now = Date.parse('2026-06-12T18:00:00Z');
      const alertId = await openStoreDown(server.db, context, { id: '4001', name: 'Abend' }, server.clock.now);
      assert.equal((await run()).sent, 2);
      await settings(true);
      server.clock.now = Date.parse('2026-06-12T22:00:00Z');
      await closeAlert(server.db, alertId, server.clock.now);
      assert.deepEqual(await run(), { sent: 0, failed: 0, held: 2, dropped: 0 });
      // Saturday 06:00 in Berlin.
      server.clock.now = Date.parse('2026-06-13T04:00:00Z');
      assert.deepEqual(await run(), { sent: 2, failed: 0, held: 0, dropped: 0 });
      assert.equal(
        smtp.mails.at(-1)!.subject,
        '[Kassen-Konsole] Alarm beendet: Filiale 4001 ausgefallen (Nordmarkt GmbH)',
      );
      assert.equal(hook.received.at(-1)!.body.event, 'closed');
    });
  });
