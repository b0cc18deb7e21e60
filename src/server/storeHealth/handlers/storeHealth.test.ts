import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds } from '../../test/harness';
import { startStoreHealthServer, type StoreHealthServer } from '../../test/storeHealthKit';

// GET /api/frontend/store-health (issue 51) as a user sees it: a printer out of paper makes its
// store red while the store is open and leaves it green while closed; the counts are the stores'
// states; the state filter and paging; and who may ask.

interface Row {
  storeUid: string;
  storeId: string;
  state: string;
  causes: { kind: string; state: string; subject: string; text: string; since: string | null }[];
}

for (const kind of databaseKinds)
  describe(`store health list on ${kind}`, () => {
    let t: StoreHealthServer;
    before(async () => {
      t = await startStoreHealthServer(kind);
    });
    after(() => t.close());

    const printer = (state: string) => ({ kind: 'printer', name: 'Epson TM-T88', state, since: '' });
    const report = async (storeId: string, posId: string, state: string, sinceMinutes = -18) => {
      const reply = await t.register(storeId, posId, {
        peripherals: [{ ...printer(state), since: t.at(sinceMinutes) }],
      });
      assert.equal(reply.statusCode, 200, reply.body);
    };
    const rowOf = async (storeId: string): Promise<Row> => {
      const all: Row[] = [];
      for (let page = 1; ; page++) {
        const reply = await t.health(`page=${page}&size=500`);
        assert.equal(reply.statusCode, 200, reply.body);
        all.push(...(reply.json().rows as Row[]));
        if (all.length >= reply.json().total) break;
      }
      return all.find((row) => row.storeId === storeId)!;
    };

    it('makes the store of a printer out of paper red while it is open, with the cause in German', async () => {
      await report('7201', '3', 'paperOut');
      await t.setOpen('7201', true);
      const row = await rowOf('7201');
      assert.equal(row.state, 'red');
      const register = (
        await t.server.db.kysely.selectFrom('cashpoints').select('uid').where('posId', '=', '3').execute()
      ).map((r) => r.uid);
      assert.equal(row.causes.length, 1);
      assert.equal(row.causes[0]!.kind, 'peripheral');
      assert.equal(row.causes[0]!.state, 'red');
      assert.ok(register.includes(row.causes[0]!.subject));
      // The kit's clock is 10:00 UTC, 11:00 in Berlin: 18 minutes before is 10:42.
      assert.equal(row.causes[0]!.text, 'Bondrucker Kasse 3: Papier leer seit 10:42');
      assert.equal(row.causes[0]!.since, t.at(-18));
    });

    it('leaves the store of a printer out of paper green while it is closed', async () => {
      await report('7202', '3', 'paperOut');
      await t.setOpen('7202', false);
      assert.deepEqual(await rowOf('7202'), { ...(await rowOf('7202')), state: 'green', causes: [] });
      // Opened, the same report makes it red; refilled, green again.
      await t.setOpen('7202', true);
      assert.equal((await rowOf('7202')).state, 'red');
      await report('7202', '3', 'ok', -1);
      assert.equal((await rowOf('7202')).state, 'green');
    });

    it('makes little paper yellow, and the counts are the per-store states whatever the filter', async () => {
      await report('7203', '1', 'paperLow');
      await t.setOpen('7203', true);
      assert.equal((await rowOf('7203')).state, 'yellow');
      const all = await t.health('size=500');
      const counts = all.json().counts as Record<string, number>;
      const rows: Row[] = all.json().rows;
      assert.equal(all.json().total, rows.length, 'one page holds every store of the demo context');
      for (const state of ['green', 'yellow', 'red'])
        assert.equal(counts[state], rows.filter((row) => row.state === state).length, state);
      assert.ok(counts.red! >= 1 && counts.yellow! >= 1 && counts.green! >= 1);
      // Red first, then yellow, then green.
      const ranks = rows.map((row) => ['red', 'yellow', 'green'].indexOf(row.state));
      assert.deepEqual(
        ranks,
        [...ranks].sort((a, b) => a - b),
      );
      for (const state of ['green', 'yellow', 'red']) {
        const filtered = (await t.health(`state=${state}&size=500`)).json();
        assert.equal(filtered.total, counts[state]);
        assert.ok(filtered.rows.every((row: Row) => row.state === state));
        assert.deepEqual(filtered.counts, counts, 'the counts ignore the filter');
      }
    });

    it('pages through the stores: every store once, in the same order as one page', async () => {
      const whole = (await t.health('size=500')).json();
      const paged: string[] = [];
      for (let page = 1; page <= Math.ceil(whole.total / 3); page++) {
        const reply = (await t.health(`page=${page}&size=3`)).json();
        assert.equal(reply.total, whole.total);
        assert.ok(reply.rows.length <= 3);
        paged.push(...reply.rows.map((row: Row) => row.storeUid));
      }
      assert.deepEqual(
        paged,
        whole.rows.map((row: Row) => row.storeUid),
      );
      assert.deepEqual((await t.health(`page=${Math.ceil(whole.total / 3) + 1}&size=3`)).json().rows, []);
      // The green ones alone, page by page, are the whole list's green ones in its order.
      const greens = whole.rows.filter((row: Row) => row.state === 'green').map((row: Row) => row.storeUid);
      const pagedGreens: string[] = [];
      for (let page = 1; page <= Math.ceil(greens.length / 2) + 1; page++)
        pagedGreens.push(
          ...(await t.health(`state=green&page=${page}&size=2`)).json().rows.map((row: Row) => row.storeUid),
        );
      assert.deepEqual(pagedGreens, greens);
    });

    it('refuses a bad state or size with a German 400, and a context the caller does not see with 403', async () => {
      for (const query of ['state=purple', 'size=0', 'page=0']) {
        const reply = await t.health(query);
        assert.equal(reply.statusCode, 400, query);
        assert.ok(reply.json().message);
      }
      const unseen = await t.get(t.viewer, '/api/frontend/store-health?contextId=UNBEKANNT');
      assert.ok([403, 404].includes(unseen.statusCode), unseen.body);
      assert.equal(
        (await t.server.app.inject({ method: 'GET', url: '/api/frontend/store-health?contextId=WESTFRISCH' }))
          .statusCode,
        401,
      );
    });
  });
