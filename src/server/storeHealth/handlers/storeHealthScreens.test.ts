import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds } from '../../test/harness';
import { startStoreHealthServer, type StoreHealthServer } from '../../test/storeHealthKit';

// What the screens of store health ask (issue 51): the trees' marks (every store not green, with
// the causes that name each register), the start page's red stores per context, and one register's
// devices, terminal and receipts for its details, with who may ask which.

interface Row {
  storeUid: string;
  storeId: string;
  state: string;
  causes: { kind: string; state: string; subject: string; text: string }[];
}

for (const kind of databaseKinds)
  describe(`store health screens on ${kind}`, () => {
    let t: StoreHealthServer;
    before(async () => {
      t = await startStoreHealthServer(kind);
    });
    after(() => t.close());

    const printer = (state: string, minutes = -18) => ({
      kind: 'printer',
      name: 'Epson TM-T88',
      state,
      since: t.at(minutes),
    });
    const report = async (storeId: string, posId: string, sections: object, context?: string) => {
      const reply = await t.register(storeId, posId, sections, context);
      assert.equal(reply.statusCode, 200, reply.body);
    };
    const uidOf = async (storeId: string, posId: string, context = 'WESTFRISCH') =>
      (
        await t.server.db.kysely
          .selectFrom('cashpoints as c')
          .innerJoin('stores as s', 's.id', 'c.storeRowId')
          .innerJoin('contexts as x', 'x.id', 's.contextId')
          .select('c.uid')
          .where('x.key', '=', context)
          .where('s.storeId', '=', storeId)
          .where('c.posId', '=', posId)
          .executeTakeFirstOrThrow()
      ).uid;
    const json = async (reply: ReturnType<StoreHealthServer['get']>) => {
      const r = await reply;
      assert.equal(r.statusCode, 200, r.body);
      return JSON.parse(r.body);
    };
    const marks = async (context = 'WESTFRISCH'): Promise<Row[]> =>
      (await json(t.get(t.viewer, `/api/frontend/store-health/marks?contextId=${context}`))).stores;
    const registerHealth = (uid: string, cookie = t.viewer, context = 'WESTFRISCH') =>
      t.get(cookie, `/api/frontend/cashpoints/health/${uid}?contextId=${context}`);

    before(async () => {
      await report('7301', '2', { peripherals: [printer('paperOut')] });
      await t.setOpen('7301', true);
      await report('7302', '1', { peripherals: [printer('paperLow')] });
      await t.setOpen('7302', true);
      await report('7303', '1', { peripherals: [printer('paperOut')] });
      await t.setOpen('7303', false);
    });

    it('marks every store not green, as the store health list judges them, each cause naming its register', async () => {
      const shown = await marks();
      const byId = new Map(shown.map((row) => [row.storeId, row]));
      assert.equal(byId.get('7301')?.state, 'red');
      assert.equal(byId.get('7301')?.causes[0]?.subject, await uidOf('7301', '2'));
      assert.equal(byId.get('7301')?.causes[0]?.text, 'Bondrucker Kasse 2: Papier leer seit 10:42');
      assert.equal(byId.get('7302')?.state, 'yellow');
      assert.equal(byId.has('7303'), false, 'a closed store with its printer out of paper is green');
      // The same stores, states, causes and order as the list's rows that are not green.
      const list = await json(t.health('size=500'));
      assert.deepEqual(
        shown,
        list.rows.filter((row: Row) => row.state !== 'green'),
      );
      assert.equal(shown.length, list.counts.red + list.counts.yellow);
    });

    it('lists per context the caller sees its red stores, and leaves out the yellow and the closed', async () => {
      const red = (await json(t.get(t.viewer, '/api/frontend/store-health/red'))).contexts as {
        key: string;
        total: number;
        stores: Row[];
      }[];
      const west = red.find((c) => c.key === 'WESTFRISCH')!;
      assert.ok(west, 'the context with a red store is listed');
      const ids = west.stores.map((row) => row.storeId);
      assert.ok(ids.includes('7301'));
      assert.ok(!ids.includes('7302') && !ids.includes('7303'));
      assert.ok(west.stores.every((row) => row.state === 'red'));
      const counts = (await json(t.health('size=1'))).counts;
      assert.equal(west.total, counts.red, 'the total is the list’s count of red stores');
      // The operator sees NORDMARKT and SUEDKAUF only: no word of WESTFRISCH.
      const theirs = (await json(t.get(t.operator, '/api/frontend/store-health/red'))).contexts as { key: string }[];
      assert.ok(theirs.every((c) => ['NORDMARKT', 'SUEDKAUF'].includes(c.key)));
      // Refilled, the store is no longer red.
      await report('7301', '2', { peripherals: [printer('ok', -1)] });
      const after = (await json(t.get(t.viewer, '/api/frontend/store-health/red'))).contexts as {
        key: string;
        stores: Row[];
      }[];
      assert.ok(!(after.find((c) => c.key === 'WESTFRISCH')?.stores ?? []).some((row) => row.storeId === '7301'));
      await report('7301', '2', { peripherals: [printer('paperOut')] });
    });

    it("shows a register's devices, terminal and receipts with its own state and causes", async () => {
      await report('7304', '1', {
        peripherals: [printer('paperOut'), { kind: 'eft', name: 'Ingenico Lane 3000', state: 'ok', since: t.at(-300) }],
        payment: {
          terminalId: '60012345',
          reachable: true,
          lastTransactionAt: t.at(-5),
          lastCutAt: t.at(-900),
          offlineTransactions: 2,
          oldestOfflineAt: t.at(-30),
        },
        dataFlow: { unsentReceipts: 3, oldestUnsentAt: t.at(-10), lastUploadAt: t.at(-12) },
        openReceipt: true,
      });
      await t.setOpen('7304', true);
      const uid = await uidOf('7304', '1');
      const health = await json(registerHealth(uid));
      assert.equal(health.state, 'red');
      assert.equal(health.storeOpen, true);
      assert.deepEqual(
        health.causes.map((c: Row['causes'][number]) => [c.kind, c.state, c.subject]),
        [
          ['peripheral', 'red', uid],
          ['offlinePayments', 'yellow', uid],
        ],
      );
      assert.deepEqual(health.peripherals, [
        { kind: 'eft', name: 'Ingenico Lane 3000', state: 'ok', since: t.at(-300) },
        { kind: 'printer', name: 'Epson TM-T88', state: 'paperOut', since: t.at(-18) },
      ]);
      assert.deepEqual(
        { ...health.payment, reportedAt: undefined },
        {
          terminalId: '60012345',
          reachable: true,
          reachableSince: t.at(0),
          lastTransactionAt: t.at(-5),
          lastCutAt: t.at(-900),
          offlineTransactions: 2,
          oldestOfflineAt: t.at(-30),
          reportedAt: undefined,
        },
      );
      assert.deepEqual(
        { ...health.dataFlow, reportedAt: undefined },
        { unsentReceipts: 3, oldestUnsentAt: t.at(-10), lastUploadAt: t.at(-12), reportedAt: undefined },
      );
      assert.equal(health.openReceipt, true);
      // Closed, the same facts are no cause but the waiting offline payments.
      await t.setOpen('7304', false);
      const closed = await json(registerHealth(uid));
      assert.equal(closed.state, 'yellow');
      assert.equal(closed.storeOpen, false);
      assert.deepEqual(
        closed.causes.map((c: Row['causes'][number]) => c.kind),
        ['offlinePayments'],
      );
      assert.equal(closed.peripherals.length, 2);
    });

    it('shows a register that never reported any of it as green with empty sections', async () => {
      await report('7305', '1', {});
      const health = await json(registerHealth(await uidOf('7305', '1')));
      assert.deepEqual(
        { ...health, storeOpen: undefined },
        {
          state: 'green',
          causes: [],
          storeOpen: undefined,
          peripherals: [],
          payment: null,
          dataFlow: null,
          openReceipt: null,
        },
      );
    });

    it("answers another context's register with 404, an unseen context with 403, nobody with 401", async () => {
      await report('7306', '1', { peripherals: [printer('paperOut')] }, 'SUEDKAUF');
      const foreign = await uidOf('7306', '1', 'SUEDKAUF');
      assert.equal((await registerHealth(foreign)).statusCode, 404);
      assert.equal((await registerHealth(foreign, t.viewer, 'SUEDKAUF')).statusCode, 200);
      const own = await uidOf('7301', '2');
      assert.equal((await registerHealth(own, t.operator)).statusCode, 403);
      assert.equal((await t.get(t.operator, '/api/frontend/store-health/marks?contextId=WESTFRISCH')).statusCode, 403);
      for (const url of [
        `/api/frontend/cashpoints/health/${own}?contextId=WESTFRISCH`,
        '/api/frontend/store-health/marks?contextId=WESTFRISCH',
        '/api/frontend/store-health/red',
      ])
        assert.equal((await t.server.app.inject({ method: 'GET', url })).statusCode, 401, url);
      const missing = await registerHealth(own, t.viewer, '');
      assert.equal(missing.statusCode, 400);
      assert.ok(missing.json().message);
    });
  });
