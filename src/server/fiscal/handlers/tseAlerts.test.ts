import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, loginCookie } from '../../test/harness';
import { demo } from '../../test/demoAccounts';
import { check } from '../../test/alertsKit';
import { settingsForm } from '../../test/alertSettingsForm';
import { defaultNotifyPolicy } from '../../../shared/alerts/alertSeverity';
import { queueFollowUps } from '../../alerts/notify/followUps';
import { dayFrom, dayMs, reportedTse, startFiscalServer, type FiscalServer, ok } from '../../test/fiscalKit';

// The TSE alerts (issue 50) as the agents' heartbeats cause them and the alert list shows them: a
// shared TSE once per store, each stage of a certificate's end once and more severe, a swap that
// closes the old TSE's alerts and its plan, and a planned swap whose day passed.

interface Alert {
  uid: string;
  kind: string;
  state: string;
  severity: string;
  storeId: string | null;
  posId: string | null;
  detail: string | null;
  openedAt: string;
}

for (const kind of databaseKinds)
  describe(`the TSE alerts on ${kind}`, () => {
    let f: FiscalServer;
    before(async () => {
      f = await startFiscalServer(kind);
    });
    after(() => f.close());

    const now = () => f.server.clock.now;
    const runChecks = () => check(f.server.db, now());
    /** Moves the clock (days on: the session expires, so the admin logs in again). */
    const advance = async (ms: number) => {
      f.server.clock.now += ms;
      f.admin = await loginCookie(f.server.app, ...demo.admin);
    };
    /** The alerts of a kind about this TSE (its serial the detail's first line), oldest first. */
    const alertsOf = async (alertKind: string, serial: string): Promise<Alert[]> => {
      const reply = await ok(
        f.get(f.admin, `/api/frontend/alerts?contextId=WESTFRISCH&kind=${alertKind}&state=all&size=100`),
      );
      return (reply.alerts as Alert[])
        .filter((a) => a.detail?.split('\n')[0] === serial)
        .sort((a, b) => a.openedAt.localeCompare(b.openedAt));
    };
    /** How many notifications of each event the checks queued for an alert (any channel). */
    const told = async (uid: string) => {
      const rows = await f.server.db.kysely
        .selectFrom('alertNotifications as n')
        .innerJoin('alerts as a', 'a.id', 'n.alertId')
        .select(['n.event', 'n.channel'])
        .where('a.uid', '=', uid)
        .execute();
      return {
        opened: rows.filter((r) => r.event === 'opened').length,
        closed: rows.filter((r) => r.event === 'closed').length,
      };
    };

    it('opens one alert for a LAN TSE that two registers and the store server report, for its store', async () => {
      const lan = reportedTse('LAN-ALERT', dayFrom(now(), 80), { type: 'lan', state: 'disabled' });
      for (const posId of ['1', '2']) await ok(f.heartbeat('WESTFRISCH', '8811', posId, lan));
      await ok(f.heartbeat('WESTFRISCH', '8811', null, lan));
      await runChecks();
      await runChecks();
      for (const alertKind of ['tseExpiring', 'tseNotReady']) {
        const alerts = await alertsOf(alertKind, 'LAN-ALERT');
        assert.equal(alerts.length, 1, alertKind);
        assert.equal(alerts[0]!.storeId, '8811');
        assert.equal(alerts[0]!.posId, null, 'a shared TSE names its store, not a register');
        assert.equal(alerts[0]!.state, 'open');
      }
      const [notReady] = await alertsOf('tseNotReady', 'LAN-ALERT');
      assert.equal(notReady!.severity, 'critical');
    });

    it('opens each threshold of a certificate’s end once, each more severe, and closes the stage before silently', async () => {
      await ok(f.heartbeat('WESTFRISCH', '8812', '1', reportedTse('USB-STAGES', dayFrom(now(), 95))));
      await runChecks();
      assert.deepEqual(await alertsOf('tseExpiring', 'USB-STAGES'), [], 'nothing 95 days before');
      const stages: [number, string][] = [
        [90, 'info'],
        [60, 'info'],
        [42, 'warning'],
        [30, 'warning'],
        [7, 'critical'],
        [-1, 'critical'],
      ];
      const start = now();
      for (const [daysLeft, severity] of stages) {
        await advance(start + (95 - daysLeft) * dayMs - now());
        await ok(f.heartbeat('WESTFRISCH', '8812', '1', reportedTse('USB-STAGES', dayFrom(start, 95))));
        // Twice: the second run of the same stage opens nothing more.
        await runChecks();
        await runChecks();
        const open = (await alertsOf('tseExpiring', 'USB-STAGES')).filter((a) => a.state !== 'closed');
        assert.equal(open.length, 1, `one open alert at ${daysLeft} days`);
        assert.equal(open[0]!.severity, severity, `${daysLeft} days`);
        assert.equal(open[0]!.posId, '1', 'a TSE of one register names it');
      }
      const all = await alertsOf('tseExpiring', 'USB-STAGES');
      // 90 (60 is still its stage), 42, 30, 7 and expired: five alerts, each opened and told once.
      assert.equal(all.length, 5);
      assert.match(all[4]!.detail!, /^USB-STAGES\nexpired:/);
      for (const alert of all) assert.equal((await told(alert.uid)).opened > 0, true, 'each stage is told');
      for (const alert of all.slice(0, 4)) {
        assert.equal(alert.state, 'closed');
        assert.equal((await told(alert.uid)).closed, 0, 'a stage passed on is not told as ended');
      }
      // The list filters by the raised severity too (info in the context's settings).
      const critical = await ok(
        f.get(
          f.admin,
          '/api/frontend/alerts?contextId=WESTFRISCH&kind=tseExpiring&severity=critical&state=all&size=100',
        ),
      );
      assert.deepEqual(
        (critical.alerts as Alert[])
          .filter((a) => a.detail?.startsWith('USB-STAGES\n'))
          .map((a) => a.uid)
          .sort(),
        all
          .slice(3)
          .map((a) => a.uid)
          .sort(),
      );
      const openedPerAlert = await Promise.all(all.map(async (a) => (await told(a.uid)).opened));
      assert.deepEqual(
        openedPerAlert,
        all.map(() => openedPerAlert[0]),
        'every stage told on the same channels',
      );
    });

    it('reminds of a raised stage as of its severity (the kind is info, its expired stage critical)', async () => {
      const notify = defaultNotifyPolicy();
      notify.reminders.critical = { repeatMinutes: 5, escalateAfterMinutes: null };
      const form = settingsForm({ contextId: 'WESTFRISCH', webhookUrl: null, webhookSecret: null, notify });
      await ok(f.post(f.admin, '/api/frontend/alert-settings/save', form));
      // The openings went out (a reminder follows a told opening).
      await f.server.db.kysely
        .updateTable('alertNotifications')
        .set({ state: 'sent', sentAt: now() })
        .where('event', '=', 'opened')
        .execute();
      await queueFollowUps(f.server.db, now() + 10 * 60_000);
      const reminded = async (uid: string) =>
        (
          await f.server.db.kysely
            .selectFrom('alertNotifications as n')
            .innerJoin('alerts as a', 'a.id', 'n.alertId')
            .select('n.id')
            .where('a.uid', '=', uid)
            .where('n.event', '=', 'reminder')
            .execute()
        ).length;
      const [expired] = (await alertsOf('tseExpiring', 'USB-STAGES')).filter((a) => a.state !== 'closed');
      assert.equal(expired!.severity, 'critical');
      assert.ok((await reminded(expired!.uid)) > 0, 'the critical stage is reminded of');
      // The shared LAN TSE's alert (80 days left) is info, as its kind: no reminder.
      const [lan] = await alertsOf('tseExpiring', 'LAN-ALERT');
      assert.equal(lan!.severity, 'info');
      assert.equal(await reminded(lan!.uid), 0);
    });

    it('closes the old TSE’s alerts and its plan when a heartbeat reports a new serial', async () => {
      const old = reportedTse('USB-SWAP-OLD', dayFrom(now(), 20), { lastExportOk: false });
      await ok(f.heartbeat('WESTFRISCH', '8813', '1', old));
      await ok(
        f.post(f.admin, '/api/frontend/tse/USB-SWAP-OLD/plan-swap', {
          contextId: 'WESTFRISCH',
          date: dayFrom(now(), 3),
          note: 'Neue TSE liegt bereit',
        }),
      );
      await runChecks();
      const before = [
        ...(await alertsOf('tseExpiring', 'USB-SWAP-OLD')),
        ...(await alertsOf('tseExportFailing', 'USB-SWAP-OLD')),
      ];
      assert.deepEqual(
        before.map((a) => [a.kind, a.state]),
        [
          ['tseExpiring', 'open'],
          ['tseExportFailing', 'open'],
        ],
      );
      await advance(60_000);
      await ok(
        f.heartbeat(
          'WESTFRISCH',
          '8813',
          '1',
          reportedTse('USB-SWAP-NEW', dayFrom(now(), 1800), { lastExportAt: new Date(now()).toISOString() }),
        ),
      );
      await runChecks();
      for (const alertKind of ['tseExpiring', 'tseExportFailing']) {
        const [alert, ...more] = await alertsOf(alertKind, 'USB-SWAP-OLD');
        assert.deepEqual(more, []);
        assert.equal(alert!.state, 'closed', alertKind);
        assert.equal((await told(alert!.uid)).closed > 0, true, 'the swap is told as the end of the alert');
        assert.deepEqual(await alertsOf(alertKind, 'USB-SWAP-NEW'), []);
      }
      const detail = await ok(f.get(f.admin, '/api/frontend/tse/USB-SWAP-OLD?contextId=WESTFRISCH'));
      assert.equal(detail.tse.plannedSwap, null, 'the plan is closed');
    });

    it('opens an alert for a planned swap whose day passed without a new serial, closed when the plan is deleted', async () => {
      await ok(f.heartbeat('WESTFRISCH', '8814', '1', reportedTse('USB-LATE', dayFrom(now(), 400))));
      const planned = dayFrom(now(), 1);
      await ok(
        f.post(f.admin, '/api/frontend/tse/USB-LATE/plan-swap', { contextId: 'WESTFRISCH', date: planned, note: '' }),
      );
      await runChecks();
      assert.deepEqual(await alertsOf('tseSwapOverdue', 'USB-LATE'), [], 'not before its day passed');
      await advance(dayMs);
      await runChecks();
      assert.deepEqual(await alertsOf('tseSwapOverdue', 'USB-LATE'), [], 'not on its day');
      await advance(dayMs);
      await ok(f.heartbeat('WESTFRISCH', '8814', '1', reportedTse('USB-LATE', dayFrom(now(), 400))));
      await runChecks();
      await runChecks();
      const [alert, ...more] = await alertsOf('tseSwapOverdue', 'USB-LATE');
      assert.deepEqual(more, []);
      assert.equal(alert!.state, 'open');
      assert.equal(alert!.storeId, '8814');
      assert.equal(alert!.detail, `USB-LATE\nplanned:${planned}`);
      await ok(f.post(f.admin, '/api/frontend/tse/USB-LATE/plan-swap/delete', { contextId: 'WESTFRISCH' }));
      await runChecks();
      assert.equal((await alertsOf('tseSwapOverdue', 'USB-LATE'))[0]!.state, 'closed');
    });
  });
