import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, type TestServer } from '../../test/harness';
import { startNotifyingServer, webhookTestSecret as secret, type Receivers } from '../../test/alertReceivers';
import { closeAlert, insertContext, openStoreDown, outbox, saveSettings } from '../../test/repository/alertNotifyRows';
import { notifyHolds, type NotifyHold } from '../notify/holds';

// The hook a hold (maintenance, issue 33 item 5) plugs into: the alerts it names are not told while
// it lasts; told after it ends when still open; never told when they closed meanwhile.

const minute = 60_000;

for (const kind of databaseKinds)
  describe(`holds on notifications on ${kind}`, () => {
    let server: TestServer;
    let smtp: Receivers['smtp'];
    let hook: Receivers['hook'];
    let receivers: Receivers;
    let context: number;
    const start = Date.parse('2026-06-10T08:00:00Z');
    // Store 1003 is held for an hour.
    const hold: NotifyHold = async (_db, alerts) =>
      new Map(alerts.filter((a) => a.storeId === '1003').map((a) => [a.alertId, start + 60 * minute]));

    before(async () => {
      receivers = await startNotifyingServer(kind);
      ({ server, smtp, hook } = receivers);
      context = await insertContext(server.db, 'NORDMARKT', 'Nordmarkt GmbH');
      await saveSettings(server.db, context, { recipients: ['it@nordmarkt.example'], webhookUrl: hook.url }, secret);
      notifyHolds.push(hold);
    });
    after(async () => {
      notifyHolds.splice(notifyHolds.indexOf(hold), 1);
      await receivers.close();
    });

    it('tells nothing of a held alert while the hold lasts, and tells it after when it is still open', async () => {
      server.clock.now = start;
      await openStoreDown(server.db, context, { id: '1003', name: 'Hafen' }, start);
      await openStoreDown(server.db, context, { id: '1004', name: 'Markt' }, start);
      assert.deepEqual(await receivers.sender.run(), { sent: 2, failed: 0, held: 2, dropped: 0 });
      assert.deepEqual(
        smtp.mails.map((m) => m.subject),
        ['[Kassen-Konsole] Alarm: Filiale 1004 ausgefallen (Nordmarkt GmbH)'],
      );
      server.clock.now = start + 59 * minute;
      assert.deepEqual(await receivers.sender.run(), { sent: 0, failed: 0, held: 0, dropped: 0 });
      server.clock.now = start + 60 * minute;
      assert.deepEqual(await receivers.sender.run(), { sent: 2, failed: 0, held: 0, dropped: 0 });
      assert.equal(smtp.mails[1]!.subject, '[Kassen-Konsole] Alarm: Filiale 1003 ausgefallen (Nordmarkt GmbH)');
      assert.equal(hook.received.length, 2);
    });

    it('never tells a held alert that closed during its hold', async () => {
      const at = start + 2 * 60 * minute;
      server.clock.now = at;
      const before = { mails: smtp.mails.length, hooks: hook.state.requests };
      // Held until start + 60 minutes only: a hold that has ended holds nothing; a new one for this test.
      const later: NotifyHold = async (_db, alerts) =>
        new Map(alerts.filter((a) => a.storeId === '1005').map((a) => [a.alertId, at + 30 * minute]));
      notifyHolds.push(later);
      try {
        const id = await openStoreDown(server.db, context, { id: '1005', name: 'Bahnhof' }, at);
        assert.deepEqual(await receivers.sender.run(), { sent: 0, failed: 0, held: 2, dropped: 0 });
        server.clock.now = at + 10 * minute;
        await closeAlert(server.db, id, server.clock.now);
        server.clock.now = at + 30 * minute;
        await receivers.sender.run();
        assert.deepEqual({ mails: smtp.mails.length, hooks: hook.state.requests }, before);
        assert.deepEqual((await outbox(server.db)).slice(-4), [
          'opened/mail:dropped',
          'opened/webhook:dropped',
          'closed/mail:dropped',
          'closed/webhook:dropped',
        ]);
      } finally {
        notifyHolds.splice(notifyHolds.indexOf(later), 1);
      }
    });
  });
