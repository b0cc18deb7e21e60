import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, type TestServer } from '../../test/harness';
import { startNotifyingServer, webhookTestSecret as secret, type Receivers } from '../../test/alertReceivers';
import { insertContext, openStoreDown, saveSettings } from '../../test/repository/alertNotifyRows';
import { snoozeAlertRow } from '../repository/snooze';

// A snoozed alert is not told (issue 46): its notifications wait until the snooze ends, and go out
// then if the alert is still open.

const minute = 60_000;

for (const kind of databaseKinds)
  describe(`notifications of a snoozed alert on ${kind}`, () => {
    let server: TestServer;
    let smtp: Receivers['smtp'];
    let receivers: Receivers;
    let context: number;
    const start = Date.parse('2026-06-10T08:00:00Z');

    before(async () => {
      receivers = await startNotifyingServer(kind);
      ({ server, smtp } = receivers);
      context = await insertContext(server.db, 'NORDMARKT', 'Nordmarkt GmbH');
      await saveSettings(server.db, context, { recipients: ['it@nordmarkt.example'] }, secret);
    });
    after(() => receivers.close());

    it('tells nothing while the snooze lasts and tells the alert when it ends by itself', async () => {
      server.clock.now = start;
      const snoozed = await openStoreDown(server.db, context, { id: '1003', name: 'Hafen' }, start);
      await openStoreDown(server.db, context, { id: '1004', name: 'Markt' }, start);
      const snooze = { snoozedBy: 'Otto Operator', snoozedAt: start, snoozeComment: null };
      assert.equal(await snoozeAlertRow(server.db, snoozed, { ...snooze, snoozedUntil: start + 60 * minute }), true);
      await receivers.sender.run();
      assert.deepEqual(
        smtp.mails.map((m) => m.subject),
        ['[Kassen-Konsole] Alarm: Filiale 1004 ausgefallen (Nordmarkt GmbH)'],
      );
      server.clock.now = start + 59 * minute;
      await receivers.sender.run();
      assert.equal(smtp.mails.length, 1);
      server.clock.now = start + 60 * minute;
      await receivers.sender.run();
      assert.deepEqual(
        smtp.mails.map((m) => m.subject),
        [
          '[Kassen-Konsole] Alarm: Filiale 1004 ausgefallen (Nordmarkt GmbH)',
          '[Kassen-Konsole] Alarm: Filiale 1003 ausgefallen (Nordmarkt GmbH)',
        ],
      );
    });
  });
