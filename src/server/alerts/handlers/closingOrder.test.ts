import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, type TestServer } from '../../test/harness';
import { startNotifyingServer, webhookTestSecret as secret, type Receivers } from '../../test/alertReceivers';
import { closeAlert, insertContext, openStoreDown, outbox, saveSettings } from '../../test/repository/alertNotifyRows';
import type { AlertSender } from '../notify/job';

for (const kind of databaseKinds)
  describe(`the closing of an alert whose opening is retried, on ${kind}`, () => {
    let server: TestServer;
    let hook: Receivers['hook'];
    let sender: AlertSender;
    let receivers: Receivers;
    let context: number;

    before(async () => {
      receivers = await startNotifyingServer(kind);
      ({ server, hook, sender } = receivers);
      context = await insertContext(server.db, 'NORDMARKT', 'Nordmarkt GmbH');
      await saveSettings(server.db, context, { recipients: [], webhookUrl: hook.url }, secret);
    });
    after(() => receivers.close());

    it('tells a receiver that may have got the opening of the closing too, after the opening', async () => {
      const start = Date.parse('2026-06-10T08:00:00Z');
      server.clock.now = start;
      const alertId = await openStoreDown(server.db, context, { id: '1003', name: 'Hafen' }, start);
      // The receiver answers 500: it may well have acted on the opening all the same.
      hook.state.status = 500;
      assert.deepEqual(await sender.run(), { sent: 0, failed: 1, held: 0, dropped: 1 });
      server.clock.now = start + 10_000;
      await closeAlert(server.db, alertId, server.clock.now);
      // The closing waits for the opening's next try; the closing mail has nobody to go to.
      assert.deepEqual(await sender.run(), { sent: 0, failed: 0, held: 1, dropped: 1 });
      hook.state.status = 204;
      server.clock.now = start + 30_000;
      assert.deepEqual(await sender.run(), { sent: 1, failed: 0, held: 1, dropped: 0 });
      server.clock.now += 1_000;
      assert.deepEqual(await sender.run(), { sent: 1, failed: 0, held: 0, dropped: 0 });
      assert.deepEqual(
        hook.received.map((r) => r.body.event),
        ['opened', 'closed'],
      );
      assert.deepEqual(await outbox(server.db), [
        'opened/mail:dropped',
        'opened/webhook:sent',
        'closed/mail:dropped',
        'closed/webhook:sent',
      ]);
    });

    it('sends the closing once the opening is given up', async () => {
      const start = Date.parse('2026-06-11T08:00:00Z');
      server.clock.now = start;
      const alertId = await openStoreDown(server.db, context, { id: '1004', name: 'Markt' }, start);
      hook.state.status = 503;
      assert.equal((await sender.run()).failed, 1);
      await closeAlert(server.db, alertId, start + 1_000);
      // Every further try of the opening fails too, until it is given up; only then the closing goes.
      for (let round = 0; round < 12; round++) {
        server.clock.now += 2 * 60 * 60_000;
        await sender.run();
      }
      const calls = hook.state.requests;
      hook.state.status = 204;
      server.clock.now += 2 * 60 * 60_000;
      assert.deepEqual(await sender.run(), { sent: 1, failed: 0, held: 0, dropped: 0 });
      assert.equal(hook.state.requests, calls + 1);
      assert.equal(hook.received.at(-1)!.body.event, 'closed');
      assert.deepEqual((await outbox(server.db)).slice(-3), [
        'opened/webhook:failed',
        'closed/mail:dropped',
        'closed/webhook:sent',
      ]);
    });
  });
