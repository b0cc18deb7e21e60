import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, type TestServer } from '../../test/harness';
import { startNotifyingServer, webhookTestSecret as secret, type Receivers } from '../../test/alertReceivers';
import { closeAlert, insertContext, openStoreDown, outbox, saveSettings } from '../../test/repository/alertNotifyRows';
import { newUid } from '../../platform/ids';
import type { AlertSender } from '../notify/job';
import { endMaintenanceRow, findMaintenance, insertMaintenance, releaseHeld } from '../repository/maintenance';

// A store in maintenance: its alerts open as usual, but the real SMTP server and webhook receiver
// hear nothing until the maintenance is over, and nothing at all of an alert that closed meanwhile.

const minute = 60_000;

for (const kind of databaseKinds)
  describe(`notifications of a store in maintenance on ${kind}`, () => {
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

    /** A maintenance of the store (as openStoreDown names it) from now for `minutes`. */
    const maintain = async (storeId: string, minutes: number, cashpointUid: string | null = null) => {
      const row = {
        uid: newUid(),
        contextId: context,
        storeUid: `store-${storeId}`,
        storeId,
        cashpointUid,
        posId: cashpointUid === null ? null : '1',
        reason: 'Umbau',
        startsAt: server.clock.now,
        endsAt: server.clock.now + minutes * minute,
        createdBy: 'Otto Operator',
      };
      await insertMaintenance(server.db, row);
      return row;
    };
    const heard = () => [smtp.mails.length, hook.received.length];

    it('sends nothing while the store is in maintenance, and both notifications once it has ended', async () => {
      server.clock.now = Date.parse('2026-06-10T08:00:00Z');
      const before = heard();
      const maintenance = await maintain('1003', 60);
      await openStoreDown(server.db, context, { id: '1003', name: 'Hafen' }, server.clock.now);
      assert.deepEqual(await sender.run(), { sent: 0, failed: 0, held: 2, dropped: 0 });
      server.clock.now += 30 * minute;
      assert.deepEqual(await sender.run(), { sent: 0, failed: 0, held: 0, dropped: 0 }, 'held until its end');
      assert.deepEqual(heard(), before);
      assert.deepEqual(await outbox(server.db), ['opened/mail:pending', 'opened/webhook:pending']);

      server.clock.now = maintenance.endsAt;
      assert.deepEqual(await sender.run(), { sent: 2, failed: 0, held: 0, dropped: 0 });
      assert.deepEqual(heard(), [before[0]! + 1, before[1]! + 1]);
      assert.equal(smtp.mails.at(-1)!.subject, '[Kassen-Konsole] Alarm: Filiale 1003 ausgefallen (Nordmarkt GmbH)');
      assert.equal(hook.received.at(-1)!.body.event, 'opened');
    });

    it('tells nobody of an alert that opened and closed during the maintenance', async () => {
      server.clock.now = Date.parse('2026-06-11T08:00:00Z');
      const before = heard();
      const maintenance = await maintain('1004', 120);
      const alert = await openStoreDown(server.db, context, { id: '1004', name: 'Markt' }, server.clock.now);
      assert.equal((await sender.run()).held, 2);
      server.clock.now += 20 * minute;
      await closeAlert(server.db, alert, server.clock.now);
      // Closed before it was told: the opening and the closing go, on both channels.
      assert.deepEqual(await sender.run(), { sent: 0, failed: 0, held: 0, dropped: 4 });
      server.clock.now = maintenance.endsAt;
      assert.deepEqual(await sender.run(), { sent: 0, failed: 0, held: 0, dropped: 0 });
      assert.deepEqual(heard(), before);
    });

    it('sends the held notifications at once when the maintenance is ended early', async () => {
      server.clock.now = Date.parse('2026-06-12T08:00:00Z');
      const before = heard();
      const maintenance = await maintain('1005', 240);
      await openStoreDown(server.db, context, { id: '1005', name: 'Zentrum' }, server.clock.now);
      assert.equal((await sender.run()).held, 2);
      server.clock.now += 10 * minute;
      assert.equal(await endMaintenanceRow(server.db, await idOf(maintenance.uid), server.clock.now), true);
      await releaseHeld(server.db, maintenance, server.clock.now);
      assert.deepEqual(await sender.run(), { sent: 2, failed: 0, held: 0, dropped: 0 });
      assert.deepEqual(heard(), [before[0]! + 1, before[1]! + 1]);
    });

    it('holds only what the maintenance covers: a register in maintenance leaves its store told', async () => {
      server.clock.now = Date.parse('2026-06-13T08:00:00Z');
      const before = heard();
      await maintain('1006', 60, 'register-of-1006');
      await openStoreDown(server.db, context, { id: '1006', name: 'Bahnhof' }, server.clock.now);
      assert.deepEqual(await sender.run(), { sent: 2, failed: 0, held: 0, dropped: 0 });
      assert.deepEqual(heard(), [before[0]! + 1, before[1]! + 1]);
    });

    const idOf = async (uid: string) => (await findMaintenance(server.db, context, uid))!.id;
  });
