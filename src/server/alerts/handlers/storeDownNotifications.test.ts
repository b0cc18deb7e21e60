import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Prng } from '../../demo/prng';
import { FleetSimulator } from '../../simulator/simulator';
import { syntheticFleet } from '../../simulator/fleet';
import { injectTransport } from '../../simulator/transport';
import { startNotifyingServer, webhookTestSecret as secret, type Receivers } from '../../test/alertReceivers';
import { insertContext, saveSettings } from '../../test/repository/alertNotifyRows';
import { databaseKinds, type TestServer } from '../../test/harness';
import { startJobs } from '../../jobs';
import { defaultAlertSettings } from '../settings';

for (const kind of databaseKinds)
  describe(`a store going down, end to end, on ${kind}`, () => {
    let server: TestServer;
    let smtp: Receivers['smtp'];
    let hook: Receivers['hook'];
    let receivers: Receivers;
    let simulator: FleetSimulator;
    let fleet: ReturnType<typeof syntheticFleet>;

    before(async () => {
      receivers = await startNotifyingServer(kind);
      ({ server, smtp, hook } = receivers);
      server.clock.now = Date.parse('2026-06-10T08:00:00Z');
      const contextId = await insertContext(server.db, 'NORDMARKT', 'Nordmarkt GmbH');
      // The simulated store servers report stopped services and failed installations now and then;
      // those checks are off here, so only the store's line decides what is sent.
      const rules = defaultAlertSettings().rules;
      await saveSettings(
        server.db,
        contextId,
        {
          rules: { ...rules, serviceStopped: { enabled: false }, installFailed: { enabled: false } },
          recipients: ['it@nordmarkt.example'],
          webhookUrl: hook.url,
        },
        secret,
      );
      fleet = syntheticFleet([{ key: 'NORDMARKT', secret: 'geheim-geheim' }], 2, 3, new Prng(1), 1003);
      simulator = new FleetSimulator({
        transport: injectTransport(server.app),
        fleet,
        prng: new Prng(2),
        now: () => server.clock.now,
        outageChance: 0,
      });
    });
    after(() => receivers.close());

    /** A minute of the console's life: the fleet reports, the checks run, the sender sends. */
    const minuteLater = async () => {
      server.clock.now += 60_000;
      const stats = await simulator.tick();
      assert.equal(stats.errors, 0);
      // The leader's jobs, started and stopped: each runs once at its start, the checks before the sender.
      const jobs = await startJobs(server.app);
      await jobs.stop();
    };
    const store1003 = () => fleet[0]!.stores.find((s) => s.storeId === '1003')!;
    const registerNotices = () => hook.received.filter((r) => r.body.alert.kind === 'cashpointOffline').length;

    it('sends one mail and one signed webhook when a store goes offline, the closing when it is back, none per register', async () => {
      await minuteLater();
      assert.deepEqual([smtp.mails.length, hook.state.requests], [0, 0]);

      // The store's line goes down for half an hour: its registers and its store server fall silent.
      const store = store1003();
      for (const t of store.registers) t.silentFor = 45;
      store.server!.silentFor = 30;
      // Past the offline limit and the rule's 5 minutes.
      for (let i = 0; i < 12; i++) await minuteLater();
      assert.equal(smtp.mails.length, 1);
      assert.deepEqual(smtp.mails[0]!.to, ['it@nordmarkt.example']);
      assert.equal(smtp.mails[0]!.subject, '[Kassen-Konsole] Alarm: Filiale 1003 ausgefallen (Nordmarkt GmbH)');
      assert.equal(hook.received.length, 1);
      assert.equal(hook.state.requests, 1);
      const opened = hook.received[0]!;
      assert.equal(opened.signed, true);
      assert.equal(opened.body.event, 'opened');
      assert.equal(opened.body.alert.kind, 'storeDown');
      assert.deepEqual(opened.body.alert.store, { id: '1003', name: store.name });

      // The store server is back after 30 minutes; its registers stay silent another quarter hour,
      // longer in all than the registers' 30 minutes, but not since the store came back.
      for (let i = 0; i < 20; i++) await minuteLater();
      assert.equal(smtp.mails.length, 2);
      assert.equal(smtp.mails[1]!.subject, '[Kassen-Konsole] Alarm beendet: Filiale 1003 ausgefallen (Nordmarkt GmbH)');
      assert.equal(hook.received.length, 2);
      assert.equal(hook.received[1]!.signed, true);
      assert.equal(hook.received[1]!.body.event, 'closed');
      assert.equal(hook.received[1]!.body.alert.uid, opened.body.alert.uid);
      for (let i = 0; i < 17; i++) await minuteLater();
      assert.ok(store.registers.every((t) => t.silentFor === 0));

      // 50 minutes in all: nothing about the registers was sent.
      assert.equal(registerNotices(), 0);
      assert.equal(smtp.mails.length, 2);
      assert.equal(hook.state.requests, 2);
    });
  });
