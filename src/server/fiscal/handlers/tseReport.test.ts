import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, loginCookie } from '../../test/harness';
import { demo } from '../../test/demoAccounts';
import { startSmtpSink } from '../../test/alertReceivers';
import { settingsForm } from '../../test/alertSettingsForm';
import { reportedTse, startFiscalServer, type FiscalServer, ok } from '../../test/fiscalKit';
import { tseReports } from '../jobs';

// The monthly TSE report (issue 50) over a real SMTP server: on the first working day of the month
// at 07:00 in the context's zone (WESTFRISCH: Berlin, holidays of NRW; 1 January 2027 is a Friday
// and a holiday, so Monday the 4th), held by the quiet hours, naming exactly the TSEs due, once.

const at = (iso: string) => Date.parse(iso);
const recent = '2026-12-30T02:00:00.000Z';

for (const kind of databaseKinds)
  describe(`the monthly TSE report on ${kind}`, () => {
    let f: FiscalServer;
    let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
    /** The clock set (the session renewed, it may have expired) and one round of a fresh job, as after a restart. */
    const roundAt = async (iso: string) => {
      f.server.clock.now = at(iso);
      const reports = tseReports(f.server.app);
      try {
        return await reports.run();
      } finally {
        reports.close();
      }
    };
    const report = (serial: string, storeId: string, validUntil: string, more: object = {}) =>
      ok(f.heartbeat('WESTFRISCH', storeId, '1', reportedTse(serial, validUntil, { lastExportAt: recent, ...more })));

    before(async () => {
      smtp = await startSmtpSink();
      f = await startFiscalServer(kind, { SMTP_URL: smtp.url, ALERT_FROM: 'konsole@kasse.example' });
      f.server.clock.now = at('2026-12-30T12:00:00.000Z');
      f.admin = await loginCookie(f.server.app, ...demo.admin);
      // Filling up: 100,000 signatures a day, 900,000 left after the second day.
      await report('DUE-FULL', '8901', '2030-01-01', { signatureCounter: 19_000_000 });
      f.server.clock.now = at('2026-12-31T12:00:00.000Z');
      f.admin = await loginCookie(f.server.app, ...demo.admin);
      await report('DUE-FULL', '8901', '2030-01-01', { signatureCounter: 19_100_000 });
      await report('DUE-EXPIRES', '8902', '2027-02-15');
      await report('DUE-EXPIRED', '8903', '2026-12-20');
      await report('DUE-EXPORT', '8904', '2030-01-01', { lastExportOk: false });
      await report('DUE-PLAN', '8905', '2030-01-01');
      await report('OK-FAR', '8906', '2030-01-01');
      // 117 days after the report's day: beyond its 90.
      await report('OK-LATER', '8907', '2027-05-01');
      await ok(
        f.post(f.admin, '/api/frontend/tse/DUE-PLAN/plan-swap', {
          contextId: 'WESTFRISCH',
          date: '2027-01-20',
          note: 'Techniker Meier',
        }),
      );
      // Quiet until 07:30 (Berlin) every night: the report waits for the end.
      const form = settingsForm({
        contextId: 'WESTFRISCH',
        recipients: ['fiskal@westfrisch.example'],
        webhookUrl: null,
        webhookSecret: null,
        quietHours: { enabled: true, from: '22:00', to: '07:30', days: [0], timeZone: 'Europe/Berlin' },
      });
      await ok(f.post(f.admin, '/api/frontend/alert-settings/save', form));
    });
    after(async () => {
      await f.close();
      await smtp.close();
    });

    it('sends nothing before the first working day’s 07:00, nor while the quiet hours hold', async () => {
      // New Year's Day (a holiday) at 10:00, Saturday, Sunday.
      for (const iso of ['2027-01-01T09:00:00.000Z', '2027-01-02T09:00:00.000Z', '2027-01-03T09:00:00.000Z'])
        assert.deepEqual(await roundAt(iso), { sent: 0, held: 0, failed: 0 }, iso);
      // Monday 06:59 in Berlin.
      assert.deepEqual(await roundAt('2027-01-04T05:59:00.000Z'), { sent: 0, held: 0, failed: 0 });
      // 07:10 in Berlin: due, but quiet until 07:30.
      assert.deepEqual(await roundAt('2027-01-04T06:10:00.000Z'), { sent: 0, held: 1, failed: 0 });
      assert.deepEqual(smtp.mails, []);
    });

    it('mails the recipients exactly the TSEs due, in their lists', async () => {
      assert.deepEqual(await roundAt('2027-01-04T06:31:00.000Z'), { sent: 1, held: 0, failed: 0 });
      assert.equal(smtp.mails.length, 1);
      const [mail] = smtp.mails;
      assert.deepEqual(mail!.to, ['fiskal@westfrisch.example']);
      assert.equal(mail!.subject, 'TSE-Monatsbericht Januar 2027: Westfrisch eG');
      const named = [...mail!.text.matchAll(/^- TSE (\S+) /gm)].map((m) => m[1]);
      assert.deepEqual([...new Set(named)].sort(), [
        'DUE-EXPIRED',
        'DUE-EXPIRES',
        'DUE-EXPORT',
        'DUE-FULL',
        'DUE-PLAN',
      ]);
      const section = (title: string) => {
        const rest = mail!.text.split(`${title}:\n`)[1]!;
        return rest.slice(0, rest.indexOf('\n\n'));
      };
      assert.equal(
        section('Zertifikat läuft in den nächsten 90 Tagen ab'),
        [
          '- TSE DUE-EXPIRED (Filiale 8903, Kasse 1): abgelaufen am 20.12.2026',
          '- TSE DUE-EXPIRES (Filiale 8902, Kasse 1): gültig bis 15.02.2027, noch 42 Tage',
        ].join('\n'),
      );
      assert.match(
        section('Signaturen in den nächsten 90 Tagen aufgebraucht'),
        /^- TSE DUE-FULL \(Filiale 8901, Kasse 1\): voll etwa am 09\.01\.2027 \(95,5 % verbraucht\)$/,
      );
      assert.equal(
        section('Geplanter Austausch'),
        '- TSE DUE-PLAN (Filiale 8905, Kasse 1): am 20.01.2027, geplant von Anna Admin – Techniker Meier',
      );
      assert.equal(
        section('Export oder Selbsttest fehlerhaft'),
        '- TSE DUE-EXPORT (Filiale 8904, Kasse 1): letzter Export fehlgeschlagen',
      );
    });

    it('sends it once a month, after a restart too, and again the next month', async () => {
      assert.deepEqual(await roundAt('2027-01-04T06:36:00.000Z'), { sent: 0, held: 0, failed: 0 });
      assert.deepEqual(await roundAt('2027-01-20T10:00:00.000Z'), { sent: 0, held: 0, failed: 0 });
      assert.equal(smtp.mails.length, 1);
      // February's first working day is Monday the 1st.
      assert.deepEqual(await roundAt('2027-02-01T06:45:00.000Z'), { sent: 1, held: 0, failed: 0 });
      assert.equal(smtp.mails[1]!.subject, 'TSE-Monatsbericht Februar 2027: Westfrisch eG');
    });

    it('waits while a maintenance of the context runs, and goes out when it ended', async () => {
      // Monday 1 March, 07:31 in Berlin: a store of the context is in maintenance.
      f.server.clock.now = at('2027-03-01T06:31:00.000Z');
      f.admin = await loginCookie(f.server.app, ...demo.admin);
      const store = await f.server.db.kysely
        .selectFrom('stores as s')
        .innerJoin('contexts as c', 'c.id', 's.contextId')
        .select('s.uid')
        .where('c.key', '=', 'WESTFRISCH')
        .where('s.storeId', '=', '8901')
        .executeTakeFirstOrThrow();
      const until = new Date(f.server.clock.now + 2 * 3600_000).toISOString();
      const maintenance = await ok(
        f.post(f.admin, '/api/frontend/maintenance/save', {
          contextId: 'WESTFRISCH',
          storeUid: store.uid,
          until,
          reason: 'Umbau',
        }),
      );
      assert.deepEqual(await roundAt('2027-03-01T06:32:00.000Z'), { sent: 0, held: 1, failed: 0 });
      await ok(f.post(f.admin, '/api/frontend/maintenance/end', { contextId: 'WESTFRISCH', uid: maintenance.uid }));
      assert.deepEqual(await roundAt('2027-03-01T06:40:00.000Z'), { sent: 1, held: 0, failed: 0 });
      assert.equal(smtp.mails[2]!.subject, 'TSE-Monatsbericht März 2027: Westfrisch eG');
    });
  });
