import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, type TestServer } from '../../test/harness';
import { startNotifyingServer, webhookTestSecret as secret, type Receivers } from '../../test/alertReceivers';
import { insertContext, openStoreDown, saveSettings } from '../../test/repository/alertNotifyRows';
import { snoozeAlertRow } from '../repository/snooze';
import { reconcileAlerts } from '../repository/reconcile';
import { sql } from 'kysely';

// A snoozed alert is not told (issue 46): its notifications wait until the snooze ends, and go out
// then if the alert is still open. An alert that opens again while its predecessor's snooze runs
// keeps that snooze: who silenced a flapping cause for 4 hours is not woken by its next return.

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

    it('keeps the snooze of an alert whose cause comes back after it closed, and tells it when the snooze ends', async () => {
      server.clock.now = start;
      // The store server of store 1005 reports its TSE server stopped, then running, then stopped again.
      const cause = (present: boolean) =>
        sql`select cast(${context} as integer) as context_id, cast('S1005' as text) as subject,
          cast('S1005' as text) as store_uid, cast('1005' as text) as store_id, cast('Dom' as text) as store_name,
          cast(null as text) as pos_id, cast(null as text) as cashpoint_uid, cast('tseServer' as text) as detail
          where ${present ? sql`1 = 1` : sql`1 = 0`}`;
      const stopped = (at: number) => reconcileAlerts(server.db, 'serviceStopped', cause(true), at);
      const [first] = (await stopped(start)).opened;
      const until = start + 4 * 60 * minute;
      const snooze = { snoozedBy: 'Otto Operator', snoozedAt: start, snoozeComment: 'Techniker kommt' };
      assert.equal(await snoozeAlertRow(server.db, first!, { ...snooze, snoozedUntil: until }), true);
      await reconcileAlerts(server.db, 'serviceStopped', cause(false), start + 5 * minute);
      await receivers.sender.run();
      const told = smtp.mails.length;

      server.clock.now = start + 10 * minute;
      const [again] = (await stopped(server.clock.now)).opened;
      assert.notEqual(again, first);
      const row = await server.db.kysely
        .selectFrom('alerts')
        .select(['snoozedUntil', 'snoozedBy', 'snoozedAt', 'snoozeComment'])
        .where('id', '=', again!)
        .executeTakeFirstOrThrow();
      assert.deepEqual(
        { ...row, snoozedUntil: Number(row.snoozedUntil), snoozedAt: Number(row.snoozedAt) },
        { ...snooze, snoozedUntil: until },
      );
      await receivers.sender.run();
      assert.equal(smtp.mails.length, told, 'nothing told while the snooze runs');

      // At the snooze's end the alert, still open, is told.
      server.clock.now = until;
      await receivers.sender.run();
      assert.deepEqual(
        smtp.mails.slice(told).map((m) => m.subject),
        ['[Kassen-Konsole] Alarm: Dienst in Filiale 1005 gestoppt (Nordmarkt GmbH)'],
      );

      // A snooze over by then is not taken over.
      await reconcileAlerts(server.db, 'serviceStopped', cause(false), until + minute);
      const [later] = (await stopped(until + 2 * minute)).opened;
      const next = await server.db.kysely
        .selectFrom('alerts')
        .select('snoozedUntil')
        .where('id', '=', later!)
        .executeTakeFirstOrThrow();
      assert.equal(next.snoozedUntil, null);
    });
  });
