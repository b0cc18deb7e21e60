import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds } from '../../test/harness';
import { check } from '../../test/alertsKit';
import { detectFiscalChanges } from '..';
import { ok, reportedTse, startFiscalServer, type FiscalServer } from '../../test/fiscalKit';
import { loginCookie, withCookie } from '../../test/harness';
import { demo } from '../../test/demoAccounts';
import { fiscalRegisterRow, fiscalStoreRow, markStoreReported } from '../../test/repository/taxNoticeRows';

// The changes to report to the tax office (issue 52) as the fleet shows them and the page
// 'Kassenmeldungen' lists them: each kind opens a due report for its store with the deadline one
// month after its Berlin day (31 January: 28 or 29 February); deleting a register keeps its record
// with the day asked; the states due, overdue, incomplete and reported. The clock jumps to fixed
// days years ahead, so the run date does not matter.

interface Row {
  storeUid: string;
  storeId: string;
  deadline: string | null;
  overdue: boolean;
  lastReportedOn: string | null;
  changes: { kind: string; day: string; posId: string | null; from: string | null; to: string | null }[];
  missing: { scope: string; posId: string | null; fields: string[] }[];
}

const context = 'WESTFRISCH';

for (const kind of databaseKinds)
  describe(`the changes to report on ${kind}`, () => {
    let f: FiscalServer;
    before(async () => {
      f = await startFiscalServer(kind);
      // The demo's fleet taken in (as new: all due, long overdue by the days below).
      await detectFiscalChanges(f.server.db, f.server.clock.now);
    });
    after(() => f.close());

    let admin = '';
    let viewer = '';
    /** The clock moved; the sessions begun now (one begun years before has expired). */
    const at = async (iso: string) => {
      f.server.clock.now = Date.parse(iso);
      [admin, viewer] = await Promise.all([
        loginCookie(f.server.app, ...demo.admin),
        loginCookie(f.server.app, ...demo.viewer),
      ]);
    };
    /** The alert run: the detection, then the checks (as the alert job runs them). */
    const run = async () => {
      await detectFiscalChanges(f.server.db, f.server.clock.now);
      await check(f.server.db, f.server.clock.now);
    };
    const list = async (state: string): Promise<{ rows: Row[]; total: number }> =>
      ok(f.get(viewer, `/api/frontend/fiscal/notifications?contextId=${context}&state=${state}&size=500`));
    const rowOf = async (state: string, storeId: string) => (await list(state)).rows.find((r) => r.storeId === storeId);
    /** The states of the store's notificationOverdue alerts, as the alert list shows them. */
    const overdueAlerts = async (storeId: string) => {
      const reply = await ok(
        f.get(viewer, `/api/frontend/alerts?contextId=${context}&kind=notificationOverdue&state=all&size=200`),
      );
      return (reply.alerts as { storeId: string; state: string }[])
        .filter((a) => a.storeId === storeId)
        .map((a) => a.state);
    };
    const register = (storeId: string, posId: string, serial: string) =>
      ok(f.heartbeat(context, storeId, posId, reportedTse(serial, '2040-01-01')));
    const uidOf = async (storeId: string, posId: string) => {
      const tree = await ok(f.get(admin, `/api/frontend/cashpoints?contextId=${context}`));
      const store = (tree.stores as { id: string; cashpoints: { uid: string; posId: string }[] }[]).find(
        (s) => s.id === storeId,
      );
      return store?.cashpoints.find((c) => c.posId === posId)?.uid;
    };
    const remove = (uid: string, body?: object) =>
      f.server.app.inject(
        withCookie(admin, {
          method: 'DELETE',
          url: `/api/frontend/cashpoints/delete/${uid}?contextId=${context}`,
          ...(body ? { payload: body } : {}),
        }),
      );

    it('a new store with its register: due a month later, 31 January on 28 February; incomplete master data named', async () => {
      await at('2031-01-31T10:00:00Z');
      await register('7901', '1', 'FISK-7901-A');
      await run();
      const row = await rowOf('due', '7901');
      assert.equal(row?.deadline, '2031-02-28');
      assert.equal(row?.overdue, false);
      assert.deepEqual(
        row?.changes.map((c) => [c.kind, c.day, c.posId]),
        [
          ['storeAdded', '2031-01-31', null],
          ['registerAdded', '2031-01-31', '1'],
        ],
      );
      assert.deepEqual(
        row?.missing.map((m) => [m.scope, m.posId]),
        [
          ['taxpayer', null],
          ['store', null],
          ['register', '1'],
        ],
      );
      assert.deepEqual(row?.missing[2]?.fields, ['systemKind', 'manufacturer', 'model', 'serialNumber', 'purchasedOn']);
      assert.ok(await rowOf('incomplete', '7901'));
      // A second run finds nothing new.
      await run();
      assert.equal((await rowOf('due', '7901'))?.changes.length, 2);
      // The demo's stores, due since long before, come first and are overdue; 7901 is not.
      const due = await list('due');
      assert.ok(due.rows[0]?.overdue);
      assert.deepEqual(
        (await list('overdue')).rows.map((r) => r.storeId).filter((id) => id === '7901'),
        [],
      );
      // On its deadline no alert; the day after, the report is overdue and the alert opens.
      await at('2031-02-28T22:30:00Z'); // 23:30 in Berlin
      await run();
      assert.deepEqual(await overdueAlerts('7901'), []);
      await at('2031-02-28T23:30:00Z'); // 00:30 on 1 March in Berlin
      await run();
      assert.equal((await rowOf('overdue', '7901'))?.deadline, '2031-02-28');
      assert.deepEqual(await overdueAlerts('7901'), ['open']);
    });

    it('a report carries the changes: the store is reported until its TSE is swapped (31 January 2032: due 29 February)', async () => {
      const { storeUid } = (await rowOf('due', '7901'))!;
      await markStoreReported(f.server.db, storeUid, '2031-02-10', Date.parse('2031-02-10T10:00:00Z'));
      assert.equal(await rowOf('due', '7901'), undefined);
      assert.equal((await rowOf('reported', '7901'))?.lastReportedOn, '2031-02-10');
      await run();
      assert.deepEqual(await overdueAlerts('7901'), ['closed'], 'reported: the alert closes');
      await at('2032-01-31T22:30:00Z'); // 23:30 in Berlin: still the 31st there
      await register('7901', '1', 'FISK-7901-B');
      await run();
      const row = await rowOf('due', '7901');
      assert.equal(row?.deadline, '2032-02-29');
      assert.deepEqual(
        row?.changes.map((c) => [c.kind, c.posId, c.from, c.to]),
        [['tseChanged', '1', 'FISK-7901-A', 'FISK-7901-B']],
      );
      assert.equal(await rowOf('reported', '7901'), undefined);
      assert.equal((await fiscalRegisterRow(f.server.db, (await uidOf('7901', '1'))!))?.tseSerial, 'FISK-7901-B');
    });

    it('a register added to a known store opens its own change', async () => {
      const { storeUid } = (await rowOf('due', '7901'))!;
      await markStoreReported(f.server.db, storeUid, '2032-02-10', Date.parse('2032-02-10T10:00:00Z'));
      await at('2032-03-31T10:00:00Z');
      await register('7901', '2', 'FISK-7901-C');
      await run();
      const row = await rowOf('due', '7901');
      assert.equal(row?.deadline, '2032-04-30');
      assert.deepEqual(
        row?.changes.map((c) => [c.kind, c.posId]),
        [['registerAdded', '2']],
      );
    });

    it('deleting a register keeps its record with the day and reason asked; a day ahead is refused', async () => {
      const { storeUid } = (await rowOf('due', '7901'))!;
      await markStoreReported(f.server.db, storeUid, '2032-04-10', Date.parse('2032-04-10T10:00:00Z'));
      await at('2032-05-20T10:00:00Z');
      const uid = (await uidOf('7901', '2'))!;
      const ahead = await remove(uid, { decommissionedOn: '2032-05-21' });
      assert.equal(ahead.statusCode, 400);
      assert.match(ahead.json().message, /Außerbetriebnahme darf nicht in der Zukunft/);
      const early = await remove(uid, { decommissionedOn: '2032-03-30' });
      assert.equal(early.statusCode, 400);
      assert.match(early.json().message, /vor dem ersten Kontakt der Kasse \(31\.03\.2032\)/);
      assert.ok(await uidOf('7901', '2'), 'nothing deleted');
      assert.equal(await rowOf('due', '7901'), undefined, 'no change recorded');

      const done = await remove(uid, { decommissionedOn: '2032-05-15', reason: 'Defekt' });
      assert.equal(done.statusCode, 200, done.body);
      assert.equal(await uidOf('7901', '2'), undefined);
      const record = await fiscalRegisterRow(f.server.db, uid);
      assert.deepEqual(
        [record?.decommissionedOn, record?.decommissionReason, record?.removedAt === null],
        ['2032-05-15', 'Defekt', false],
      );
      await run();
      const row = await rowOf('due', '7901');
      assert.equal(row?.deadline, '2032-06-15');
      assert.deepEqual(
        row?.changes.map((c) => [c.kind, c.day, c.posId]),
        [['registerRemoved', '2032-05-15', '2']],
      );
      // The decommissioned register still needs its master data for the report.
      assert.ok(row?.missing.some((m) => m.scope === 'register' && m.posId === '2'));
    });

    it('deleting a register without a body takes today; deleting a store closes it and its registers', async () => {
      await at('2032-06-01T10:00:00Z');
      await register('7902', '1', 'FISK-7902-A');
      await register('7902', '2', 'FISK-7902-B');
      await run();
      const { storeUid } = (await rowOf('due', '7902'))!;
      await markStoreReported(f.server.db, storeUid, '2032-06-02', Date.parse('2032-06-02T10:00:00Z'));
      await at('2032-07-01T10:00:00Z');
      const one = (await uidOf('7902', '1'))!;
      const plain = await remove(one);
      assert.equal(plain.statusCode, 200, plain.body);
      assert.equal((await fiscalRegisterRow(f.server.db, one))?.decommissionedOn, '2032-07-01');
      await at('2032-07-02T10:00:00Z');
      const two = (await uidOf('7902', '2'))!;
      const gone = await f.server.app.inject(
        withCookie(admin, { method: 'DELETE', url: `/api/frontend/stores/delete/${storeUid}?contextId=${context}` }),
      );
      assert.equal(gone.statusCode, 200, gone.body);
      await run();
      const row = await rowOf('due', '7902');
      assert.equal(row?.deadline, '2032-08-01');
      assert.deepEqual(
        row?.changes.map((c) => [c.kind, c.day, c.posId]),
        [
          ['registerRemoved', '2032-07-01', '1'],
          ['registerRemoved', '2032-07-02', '2'],
          ['storeClosed', '2032-07-02', null],
        ],
      );
      assert.equal((await fiscalRegisterRow(f.server.db, two))?.decommissionedOn, '2032-07-02');
      assert.notEqual((await fiscalStoreRow(f.server.db, storeUid))?.closedAt, null);
    });

    it('refuses a context the caller does not see', async () => {
      const reply = await f.get(viewer, '/api/frontend/fiscal/notifications?contextId=NOPE');
      assert.ok([403, 404].includes(reply.statusCode), reply.body);
    });
  });
