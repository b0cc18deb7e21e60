import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds } from '../../test/harness';
import { startStoreHealthServer, type StoreHealthServer } from '../../test/storeHealthKit';

// The store health list's states and counts (issue 51) with card terminals, receipts and devices in
// every state that is or is not a cause, open and closed, and the same store numbers with other
// facts in a second context: the list reads the rows that can be a cause of every context and then
// their registers, so a wrong condition or a fact of the other context would show here.

interface Row {
  storeId: string;
  state: string;
  causes: { kind: string; state: string }[];
}

for (const kind of databaseKinds)
  describe(`store health counts on ${kind}`, () => {
    let t: StoreHealthServer;
    before(async () => {
      t = await startStoreHealthServer(kind);
    });
    after(() => t.close());

    const report = async (storeId: string, sections: object, open = true, context = 'WESTFRISCH') => {
      const reply = await t.register(storeId, '1', sections, context);
      assert.equal(reply.statusCode, 200, reply.body);
      await t.setOpen(storeId, open, context);
    };
    const terminal = (facts: object) => ({
      payment: {
        terminalId: '60012345',
        reachable: true,
        lastTransactionAt: t.at(-5),
        lastCutAt: t.at(-1),
        offlineTransactions: 0,
        oldestOfflineAt: null,
        ...facts,
      },
    });
    const receipts = (unsentReceipts: number, minutes: number | null) => ({
      dataFlow: {
        unsentReceipts,
        oldestUnsentAt: minutes === null ? null : t.at(minutes),
        lastUploadAt: t.at(-1),
      },
    });
    const printer = (state: string) => ({
      peripherals: [{ kind: 'printer', name: 'Epson TM-T88', state, since: t.at(-18) }],
    });
    const list = async (context = 'WESTFRISCH') => {
      const reply = await t.get(t.admin, `/api/frontend/store-health?contextId=${context}&size=500`);
      assert.equal(reply.statusCode, 200, reply.body);
      const body = reply.json() as { rows: Row[]; total: number; counts: Record<string, number> };
      assert.equal(body.total, body.rows.length, 'one page holds every store of the context');
      return body;
    };
    /** The list's states of these stores, and its counts checked against all its rows' states. */
    const statesOf = async (storeIds: string[], context = 'WESTFRISCH') => {
      const { rows, counts } = await list(context);
      for (const state of ['red', 'yellow', 'green'])
        assert.equal(counts[state], rows.filter((row) => row.state === state).length, `${context} ${state}`);
      return Object.fromEntries(storeIds.map((id) => [id, rows.find((row) => row.storeId === id)?.state]));
    };

    const expected = {
      '7401': 'red', // terminal unreachable, open
      '7402': 'yellow', // payments waiting offline
      '7403': 'yellow', // yesterday's payments never cut
      '7404': 'green', // every payment cut
      '7405': 'green', // today's payments not cut yet
      '7406': 'red', // receipts unsent for an hour, open
      '7407': 'green', // receipts unsent for 10 minutes
      '7408': 'green', // no receipt unsent
      '7409': 'green', // printer out of paper and terminal unreachable, closed
      '7410': 'yellow', // receipts unsent for an hour, closed
      '7411': 'yellow', // little paper
    };

    before(async () => {
      await report('7401', terminal({ reachable: false }));
      await report('7402', terminal({ offlineTransactions: 2, oldestOfflineAt: t.at(-30) }));
      // 11:00 Berlin: the last sale at 21:00 yesterday, the last cut at 15:00 yesterday.
      await report('7403', terminal({ lastTransactionAt: t.at(-14 * 60), lastCutAt: t.at(-20 * 60) }));
      await report('7404', terminal({}));
      await report('7405', terminal({ lastCutAt: t.at(-900) }));
      await report('7406', receipts(37, -60));
      await report('7407', receipts(3, -10));
      await report('7408', receipts(0, null));
      await report('7409', { ...printer('paperOut'), ...terminal({ reachable: false }) }, false);
      await report('7410', receipts(37, -60), false);
      await report('7411', printer('paperLow'));
      // The same store numbers in NORDMARKT, with causes where WESTFRISCH's stores have none.
      await report('7404', printer('paperOut'), true, 'NORDMARKT');
      await report('7408', receipts(37, -60), true, 'NORDMARKT');
      await report('7401', terminal({}), true, 'NORDMARKT');
    });

    it('judges each store by its own facts, and counts the states of all its rows', async () => {
      assert.deepEqual(await statesOf(Object.keys(expected)), expected);
      assert.deepEqual(await statesOf(['7401', '7404', '7408'], 'NORDMARKT'), {
        '7401': 'green',
        '7404': 'red',
        '7408': 'red',
      });
    });

    it('lists as not green exactly the stores the marks name, with the kinds of their causes', async () => {
      const { rows } = await list();
      const reply = await t.get(t.admin, '/api/frontend/store-health/marks?contextId=WESTFRISCH');
      assert.equal(reply.statusCode, 200, reply.body);
      assert.deepEqual(
        reply.json().stores,
        rows.filter((row) => row.state !== 'green'),
      );
      const kinds = (id: string) => rows.find((row) => row.storeId === id)!.causes.map((c) => `${c.kind}:${c.state}`);
      assert.deepEqual(kinds('7401'), ['terminalUnreachable:red']);
      assert.deepEqual(kinds('7402'), ['offlinePayments:yellow']);
      assert.deepEqual(kinds('7403'), ['cutMissing:yellow']);
      assert.deepEqual(kinds('7406'), ['receiptsUnsent:red']);
      assert.deepEqual(kinds('7410'), ['receiptsUnsent:yellow']);
    });

    it('moves a store between the counts as its facts change', async () => {
      const before = (await list()).counts;
      await report('7401', terminal({})); // reachable again: green
      await report('7404', terminal({ reachable: false })); // unreachable now: red
      await report('7407', receipts(3, -45)); // the oldest unsent receipt is now 45 minutes old: red
      await report('7402', terminal({})); // the offline payments sent: green
      assert.deepEqual((await list()).counts, {
        red: before.red! + 1,
        yellow: before.yellow! - 1,
        green: before.green!,
      });
      const states = await statesOf(['7401', '7402', '7404', '7407']);
      assert.deepEqual(states, { '7401': 'green', '7402': 'green', '7404': 'red', '7407': 'red' });
    });
  });
