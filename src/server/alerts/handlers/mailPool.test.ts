import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, type TestServer } from '../../test/harness';
import { startNotifyingServer, type Receivers } from '../../test/alertReceivers';
import { insertContext, openStoreDown, outbox, saveSettings } from '../../test/repository/alertNotifyRows';
import type { AlertSender } from '../notify/job';
import { mapLimited } from '../../platform/jobs/mapLimited';
import { defaultNotifyPolicy } from '../../../shared/alerts/alertSeverity';

it('runs at most the given number of tasks at once, and returns their results in order', async () => {
  let running = 0;
  let most = 0;
  const waiting: (() => void)[] = [];
  const task = async (n: number) => {
    running++;
    most = Math.max(most, running);
    await new Promise<void>((resolve) => waiting.push(resolve));
    running--;
    return n * 2;
  };
  const all = mapLimited([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 5, task);
  // Let the tasks go one by one: each freed place is taken by the next task.
  for (let done = 0; done < 12; done++) {
    await new Promise((resolve) => setImmediate(resolve));
    waiting.shift()!();
  }
  assert.deepEqual(await all, [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24]);
  assert.equal(most, 5);
});

for (const kind of databaseKinds)
  describe(`alert mail through few SMTP connections on ${kind}`, () => {
    let server: TestServer;
    let smtp: Receivers['smtp'];
    let sender: AlertSender;
    let receivers: Receivers;

    before(async () => {
      receivers = await startNotifyingServer(kind);
      ({ server, smtp, sender } = receivers);
    });
    after(() => receivers.close());

    it('sends the many mails of a round through at most three connections at once, over several rounds', async () => {
      const context = await insertContext(server.db, 'NORDMARKT', 'Nordmarkt GmbH');
      // Twelve stores of a context without stores down at once would be a mass outage, told as one summary.
      const notify = { ...defaultNotifyPolicy(), massOutage: { enabled: false, sharePercent: 10, minStores: 5 } };
      await saveSettings(server.db, context, { recipients: ['it@nordmarkt.example'], webhookUrl: null, notify }, null);
      server.clock.now = Date.parse('2026-06-10T08:00:00Z');
      for (let round = 0; round < 2; round++) {
        for (let store = 0; store < 12; store++)
          await openStoreDown(server.db, context, { id: `${round}-${store}`, name: 'Filiale' }, server.clock.now);
        assert.deepEqual(await sender.run(), { sent: 12, failed: 0, held: 0, dropped: 12 });
        server.clock.now += 60_000;
      }
      assert.equal(smtp.mails.length, 24);
      assert.ok(smtp.state.mostConnections <= 3, `${smtp.state.mostConnections} connections at once`);
      assert.deepEqual(new Set(await outbox(server.db)), new Set(['opened/mail:sent', 'opened/webhook:dropped']));
    });
  });
