import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, type TestServer } from '../../test/harness';
import { startNotifyingServer, webhookTestSecret as secret, type Receivers } from '../../test/alertReceivers';
import { insertContext, openStoreDown, outbox, saveSettings } from '../../test/repository/alertNotifyRows';
import { claimNotifications, dueNotifications } from '../repository/alertNotifications';
import type { AlertSender } from '../notify/job';
import type { Mailer } from '../../platform/mail/smtpMailer';
import { claimLeaseMs, sendDueNotifications, type RoundResult } from '../notify/sender';

for (const kind of databaseKinds)
  describe(`alert notifications sent by two senders at once on ${kind}`, () => {
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
      await saveSettings(server.db, context, { recipients: ['it@nordmarkt.example'], webhookUrl: hook.url }, secret);
    });
    after(() => receivers.close());

    it('sends each notification once when the old and the new leader run a round at the same time', async () => {
      server.clock.now = Date.parse('2026-06-10T08:00:00Z');
      for (const id of ['1001', '1002', '1003'])
        await openStoreDown(server.db, context, { id, name: 'Hafen' }, server.clock.now);
      // The other sender runs its whole round while this one is in the middle of its first mail.
      const mailed: string[] = [];
      let other: Promise<RoundResult> | undefined;
      const mailer: Mailer = {
        async send(_to, message) {
          mailed.push(message.subject);
          if (!other) {
            other = sendDueNotifications({ ...deps, mailer });
            await other;
          }
          return { ok: true, detail: '250 OK' };
        },
        close: () => undefined,
      };
      const deps = {
        db: server.db,
        now: () => server.clock.now,
        log: server.app.log,
        timeZone: 'Europe/Berlin',
        publicUrl: undefined,
        allowPrivateWebhooks: true,
      };
      const calls = hook.state.requests;
      const own = await sendDueNotifications({ ...deps, mailer });
      assert.deepEqual(own, { sent: 6, failed: 0, held: 0, dropped: 0 });
      assert.deepEqual(await other, { sent: 0, failed: 0, held: 0, dropped: 0 });
      assert.equal(mailed.length, 3);
      assert.equal(hook.state.requests, calls + 3);
      assert.deepEqual(new Set(await outbox(server.db)), new Set(['opened/mail:sent', 'opened/webhook:sent']));
    });

    it('sends a notification whose sender stopped after taking it once the lease is over', async () => {
      server.clock.now = Date.parse('2026-06-11T08:00:00Z');
      await openStoreDown(server.db, context, { id: '2001', name: 'Markt' }, server.clock.now);
      const ids = (await dueNotifications(server.db, server.clock.now, 50)).map((n) => n.id);
      // A sender took them and ended before sending.
      assert.equal(
        (await claimNotifications(server.db, ids, server.clock.now, server.clock.now + claimLeaseMs)).length,
        2,
      );
      const [mails, calls] = [smtp.mails.length, hook.state.requests];
      assert.deepEqual(await sender.run(), { sent: 0, failed: 0, held: 0, dropped: 0 });
      server.clock.now += claimLeaseMs;
      assert.deepEqual(await sender.run(), { sent: 2, failed: 0, held: 0, dropped: 0 });
      assert.deepEqual([smtp.mails.length, hook.state.requests], [mails + 1, calls + 1]);
    });
  });
