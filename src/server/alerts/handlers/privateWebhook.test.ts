import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, type TestServer } from '../../test/harness';
import { startNotifyingServer, webhookTestSecret as secret, type Receivers } from '../../test/alertReceivers';
import { attempts, insertContext, openStoreDown, outbox, saveSettings } from '../../test/repository/alertNotifyRows';
import type { AlertSender } from '../notify/job';
import { isPrivateHost } from '../../platform/security/privateAddress';

it('knows the hosts of the server itself and its networks in any spelling the URL allows', () => {
  const internal = [
    'http://127.0.0.1/',
    'http://127.1.2.3:8080/',
    'http://0x7f000001/',
    'http://2130706433/',
    'http://0177.0.0.1/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://localhost:3000/',
    'http://api.localhost/',
    'http://169.254.169.254/latest/meta-data',
    'http://10.1.2.3/',
    'http://172.16.0.1/',
    'http://172.31.255.255/',
    'http://192.168.178.1/',
    'http://0.0.0.0/',
    'http://[fc00::1]/',
    'http://[fd12:3456::1]/',
    'http://[fe80::1]/',
    'http://[::]/',
    'http://224.0.0.1/',
  ];
  for (const url of internal) assert.equal(isPrivateHost(new URL(url).hostname), true, url);
  const outside = ['https://hooks.example/a', 'http://172.32.0.1/', 'http://8.8.8.8/', 'http://[2001:db8::1]/'];
  for (const url of outside) assert.equal(isPrivateHost(new URL(url).hostname), false, url);
});

for (const kind of databaseKinds)
  describe(`webhooks to internal addresses on ${kind}`, () => {
    let server: TestServer;
    let hook: Receivers['hook'];
    let sender: AlertSender;
    let receivers: Receivers;
    let context: number;

    before(async () => {
      // The receiver listens on 127.0.0.1: this server does not allow that.
      receivers = await startNotifyingServer(kind, { ALERT_WEBHOOK_ALLOW_PRIVATE: 'false' });
      ({ server, hook, sender } = receivers);
      context = await insertContext(server.db, 'NORDMARKT', 'Nordmarkt GmbH');
    });
    after(() => receivers.close());

    for (const [title, host, detail] of [
      ['an internal address', '127.0.0.1', /^Abgelehnt: 127\.0\.0\.1 ist eine private Adresse/],
      ['a name of an internal address', 'localhost', /^Abgelehnt: localhost verweist auf die private Adresse/],
    ] as const)
      it(`calls no webhook at ${title}, records the try as failed and does not try again`, async () => {
        const url = hook.url.replace('127.0.0.1', host);
        await saveSettings(server.db, context, { recipients: [], webhookUrl: url }, secret);
        server.clock.now = Date.parse('2026-06-10T08:00:00Z');
        const tried = (await attempts(server.db)).length;
        await openStoreDown(server.db, context, { id: host, name: 'Intern' }, server.clock.now);
        assert.deepEqual(await sender.run(), { sent: 0, failed: 1, held: 0, dropped: 1 });
        server.clock.now += 24 * 60 * 60_000;
        assert.deepEqual(await sender.run(), { sent: 0, failed: 0, held: 0, dropped: 0 });
        assert.equal(hook.state.requests, 0);
        assert.deepEqual((await outbox(server.db)).slice(-1), ['opened/webhook:failed']);
        const tries = (await attempts(server.db)).slice(tried);
        assert.equal(tries.length, 1);
        assert.equal(tries[0]!.ok, false);
        assert.match(tries[0]!.detail, detail);
      });
  });
