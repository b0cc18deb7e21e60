import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, type TestServer } from '../../test/harness';
import { startNotifyingServer, webhookTestSecret as secret, type Receivers } from '../../test/alertReceivers';
import { closeAlert, insertContext, openStoreDown, saveSettings } from '../../test/repository/alertNotifyRows';
import { insertStores } from '../../test/repository/alertFollowUpRows';

// A mass outage (issue 33 item 4), with the real SMTP server and HTTP receiver: 30 of a context's
// 200 stores go down at once, which is more than its 10 %: one summary mail and one summary webhook
// instead of 30 of each; they come back: one summary of the closings. A few stores down are told
// one by one, as before.

const minute = 60_000;

interface Summary {
  kind: string;
  text: string;
  count: number;
  context: { key: string };
  alerts: { uid: string; store: { id: string } }[];
}

for (const kind of databaseKinds)
  describe(`a mass outage's summary on ${kind}`, () => {
    let server: TestServer;
    let smtp: Receivers['smtp'];
    let hook: Receivers['hook'];
    let receivers: Receivers;
    let context: number;
    const start = Date.parse('2026-06-10T08:00:00Z');

    before(async () => {
      receivers = await startNotifyingServer(kind, { PUBLIC_URL: 'https://konsole.example' });
      ({ server, smtp, hook } = receivers);
      context = await insertContext(server.db, 'NORDMARKT', 'Nordmarkt GmbH');
      await insertStores(server.db, context, 200);
      await saveSettings(server.db, context, { recipients: ['it@nordmarkt.example'], webhookUrl: hook.url }, secret);
    });
    after(() => receivers.close());

    const summaryOf = (i: number) => (hook.received[i]!.body as unknown as { summary: Summary }).summary;

    it('tells 30 of 200 stores down at once as one mail and one webhook, and their return as one of each', async () => {
      server.clock.now = start;
      const ids: number[] = [];
      for (let i = 0; i < 30; i++)
        ids.push(await openStoreDown(server.db, context, { id: String(1001 + i), name: `Filiale ${i + 1}` }, start));
      // 60 notifications, more than one round's batch of 50: all go into the one summary per channel.
      assert.deepEqual(await receivers.sender.run(), { sent: 60, failed: 0, held: 0, dropped: 0 });

      assert.equal(smtp.mails.length, 1);
      const mail = smtp.mails[0]!;
      assert.deepEqual(mail.to, ['it@nordmarkt.example']);
      assert.equal(mail.subject, '[Kassen-Konsole] Alarm: 30 Filialen offline in NORDMARKT (Nordmarkt GmbH)');
      assert.match(mail.text, /^Alarm: 30 Filialen offline in NORDMARKT\n/);
      assert.match(mail.text, /\n30 Filialen sind ausgefallen \(15 % des Kontexts\):\n/);
      assert.match(mail.text, /\n- Filiale 1001 Filiale 1, seit 10\.06\.2026, 10:00\n/);
      assert.match(mail.text, /\n- Filiale 1030 Filiale 30, seit /);
      assert.equal(mail.text.match(/^- Filiale /gm)!.length, 30);
      assert.match(mail.text, /https:\/\/konsole\.example\/frontend\/alerts\?contextId=NORDMARKT\n/);

      assert.equal(hook.state.requests, 1);
      assert.equal(hook.received[0]!.signed, true);
      assert.equal(hook.received[0]!.body.event, 'opened');
      const summary = summaryOf(0);
      assert.equal(summary.kind, 'storeDown');
      assert.equal(summary.text, '30 Filialen offline in NORDMARKT');
      assert.equal(summary.count, 30);
      assert.equal(summary.context.key, 'NORDMARKT');
      assert.deepEqual(summary.alerts.map((a) => a.store.id).sort(), ids.map((_, i) => String(1001 + i)).sort());

      // Nothing more is due.
      server.clock.now = start + 60_000;
      assert.deepEqual(await receivers.sender.run(), { sent: 0, failed: 0, held: 0, dropped: 0 });

      // Twenty minutes later they are back.
      server.clock.now = start + 20 * 60_000;
      for (const id of ids) await closeAlert(server.db, id, server.clock.now);
      assert.deepEqual(await receivers.sender.run(), { sent: 60, failed: 0, held: 0, dropped: 0 });
      assert.equal(smtp.mails.length, 2);
      assert.equal(
        smtp.mails[1]!.subject,
        '[Kassen-Konsole] Alarm beendet: 30 Filialen wieder online in NORDMARKT (Nordmarkt GmbH)',
      );
      assert.match(smtp.mails[1]!.text, /\n30 Filialen sind wieder erreichbar:\n/);
      assert.match(smtp.mails[1]!.text, /\n- Filiale 1001 Filiale 1, wieder da 10\.06\.2026, 10:20\n/);
      assert.equal(hook.state.requests, 2);
      assert.equal(hook.received[1]!.body.event, 'closed');
      assert.equal(summaryOf(1).text, '30 Filialen wieder online in NORDMARKT');
      assert.equal(summaryOf(1).count, 30);
    });

    it('tells a few stores down one by one (3 of 200 is no mass outage)', async () => {
      server.clock.now = start + 60 * 60_000;
      for (let i = 0; i < 3; i++)
        await openStoreDown(server.db, context, { id: String(1101 + i), name: `Filiale ${101 + i}` }, server.clock.now);
      assert.deepEqual(await receivers.sender.run(), { sent: 6, failed: 0, held: 0, dropped: 0 });
      assert.deepEqual(
        smtp.mails
          .slice(2)
          .map((m) => m.subject)
          .sort(),
        ['1101', '1102', '1103'].map((id) => `[Kassen-Konsole] Alarm: Filiale ${id} ausgefallen (Nordmarkt GmbH)`),
      );
      assert.deepEqual(
        hook.received.slice(2).map((r) => r.body.alert.kind),
        ['storeDown', 'storeDown', 'storeDown'],
      );
    });

    it('summarises the stores that follow within 5 minutes once the outage passes the threshold', async () => {
      const at = start + 3 * 60 * minute;
      server.clock.now = at;
      const mails = smtp.mails.length;
      // 15 stores: below the 21 of a mass outage, told one by one.
      for (let i = 0; i < 15; i++)
        await openStoreDown(server.db, context, { id: String(1121 + i), name: `Filiale ${121 + i}` }, at);
      assert.deepEqual(await receivers.sender.run(), { sent: 30, failed: 0, held: 0, dropped: 0 });
      assert.equal(smtp.mails.length, mails + 15);
      // Two minutes later 10 more: 25 within 5 minutes, the 10 go out as one summary.
      server.clock.now = at + 2 * minute;
      for (let i = 0; i < 10; i++)
        await openStoreDown(server.db, context, { id: String(1141 + i), name: `Filiale ${141 + i}` }, server.clock.now);
      assert.deepEqual(await receivers.sender.run(), { sent: 20, failed: 0, held: 0, dropped: 0 });
      assert.equal(smtp.mails.length, mails + 16);
      assert.equal(
        smtp.mails.at(-1)!.subject,
        '[Kassen-Konsole] Alarm: 10 Filialen offline in NORDMARKT (Nordmarkt GmbH)',
      );
    });
  });
