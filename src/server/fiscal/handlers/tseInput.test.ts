import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds } from '../../test/harness';
import { dayFrom, reportedTse, startFiscalServer, type FiscalServer } from '../../test/fiscalKit';

// A bad TSE report refuses the whole heartbeat with a German 400 and stores nothing of it; a
// heartbeat without `tse` is what it was. A swap plan in the past or for an unknown serial is a
// German 400/404; planning needs CASHPOINTS_CHANGE, and a context the caller does not see never
// shows.

const german = /[äöüß]|Ungültig|darf|muss|liegt|unbekannt/i;

for (const kind of databaseKinds)
  describe(`TSE input and rights on ${kind}`, () => {
    let f: FiscalServer;
    before(async () => {
      f = await startFiscalServer(kind);
    });
    after(() => f.close());

    const now = () => f.server.clock.now;
    const good = () => reportedTse('USB-GOOD', dayFrom(now(), 400));
    const stored = async () =>
      (await f.server.db.kysely.selectFrom('tses').select('serial').execute()).map((r) => r.serial).sort();
    const registers = async (storeId: string) =>
      (
        await f.server.db.kysely
          .selectFrom('cashpoints')
          .innerJoin('stores', 'stores.id', 'cashpoints.storeRowId')
          .select('cashpoints.posId')
          .where('stores.storeId', '=', storeId)
          .execute()
      ).length;

    const bad: [string, object][] = [
      ['a certificate end that is no date', { certificateValidUntil: '31.12.2027' }],
      ['a certificate end on no real day', { certificateValidUntil: '2027-02-30' }],
      ['a counter above the capacity', { signatureCounter: 20_000_001, signatureCapacity: 20_000_000 }],
      ['a negative counter', { signatureCounter: -1 }],
      ['an unknown type', { type: 'floppy' }],
      ['an unknown state', { state: 'broken' }],
      ['a serial of 300 characters', { serial: 'S'.repeat(300) }],
      ['an unknown field', { colour: 'blau' }],
      ['a missing serial', { serial: undefined }],
      ['a time of the last export that is no time', { lastExportAt: 'gestern' }],
    ];
    for (const [what, change] of bad)
      it(`refuses a heartbeat whose TSE has ${what}, storing nothing of it`, async () => {
        for (const posId of ['1', null]) {
          const reply = await f.heartbeat('WESTFRISCH', '8890', posId, { ...good(), ...change });
          assert.equal(reply.statusCode, 400, reply.body);
          assert.match(reply.json().message, german);
        }
        assert.deepEqual(await stored(), []);
        assert.equal(await registers('8890'), 0, 'the register was not registered either');
      });

    it('takes a heartbeat without tse as before and stores no TSE', async () => {
      assert.equal((await f.heartbeat('WESTFRISCH', '8891', '1')).statusCode, 200);
      assert.equal((await f.heartbeat('WESTFRISCH', '8891', null)).statusCode, 200);
      assert.deepEqual(await stored(), []);
      assert.equal(await registers('8891'), 1);
    });

    it('refuses a swap plan in the past, for an unknown serial, or without CASHPOINTS_CHANGE', async () => {
      assert.equal((await f.heartbeat('WESTFRISCH', '8892', '1', good())).statusCode, 200);
      const plan = (cookie: string, serial: string, date: string) =>
        f.post(cookie, `/api/frontend/tse/${serial}/plan-swap`, { contextId: 'WESTFRISCH', date, note: 'x' });
      const past = await plan(f.admin, 'USB-GOOD', dayFrom(now(), -1));
      assert.equal(past.statusCode, 400);
      assert.match(past.json().message, /liegt in der Vergangenheit/);
      const unknown = await plan(f.admin, 'USB-NONE', dayFrom(now(), 5));
      assert.equal(unknown.statusCode, 404);
      assert.match(unknown.json().message, /unbekannt/);
      assert.equal((await plan(f.admin, 'USB-GOOD', 'morgen')).statusCode, 400);
      assert.equal((await plan(f.viewer, 'USB-GOOD', dayFrom(now(), 5))).statusCode, 403);
      assert.equal(
        (await f.post(f.viewer, '/api/frontend/tse/USB-GOOD/plan-swap/delete', { contextId: 'WESTFRISCH' })).statusCode,
        403,
      );
      const plans = await f.server.db.kysely.selectFrom('tseSwapPlans').selectAll().execute();
      assert.deepEqual(plans, []);
      // Today is still allowed, and the delete takes it back.
      assert.equal((await plan(f.admin, 'USB-GOOD', dayFrom(now(), 0))).statusCode, 200);
      const listed = (await f.get(f.viewer, '/api/frontend/tse?contextId=WESTFRISCH')).json();
      assert.equal(listed.rows[0].plannedSwap.date, dayFrom(now(), 0));
      const deleted = await f.post(f.admin, '/api/frontend/tse/USB-GOOD/plan-swap/delete', { contextId: 'WESTFRISCH' });
      assert.equal(deleted.statusCode, 200, deleted.body);
      assert.equal((await f.get(f.viewer, '/api/frontend/tse?contextId=WESTFRISCH')).json().rows[0].plannedSwap, null);
      assert.equal(
        (await f.post(f.admin, '/api/frontend/tse/USB-NONE/plan-swap/delete', { contextId: 'WESTFRISCH' })).statusCode,
        404,
      );
    });

    it('never shows a TSE of a context the caller does not see', async () => {
      // The operator sees NORDMARKT and SUEDKAUF only.
      assert.equal(
        (await f.heartbeat('NORDMARKT', '8893', '1', reportedTse('USB-NORD', dayFrom(now(), 30)))).statusCode,
        200,
      );
      const serials = async (cookie: string, query: string) =>
        (await f.get(cookie, `/api/frontend/tse?${query}`))
          .json()
          .rows.map((r: { serial: string }) => r.serial)
          .sort();
      assert.deepEqual(await serials(f.operator, 'contextId=*'), ['USB-NORD']);
      assert.deepEqual(await serials(f.operator, ''), ['USB-NORD']);
      assert.deepEqual(await serials(f.admin, 'contextId=*'), ['USB-GOOD', 'USB-NORD']);
      for (const url of [
        '/api/frontend/tse?contextId=WESTFRISCH',
        '/api/frontend/tse/forecast?contextId=WESTFRISCH',
        '/api/frontend/tse.csv?contextId=WESTFRISCH',
        '/api/frontend/tse/USB-GOOD?contextId=WESTFRISCH',
      ])
        assert.equal((await f.get(f.operator, url)).statusCode, 403, url);
      const month = dayFrom(now(), 400).slice(0, 7);
      const forecast = (await f.get(f.operator, '/api/frontend/tse/forecast?contextId=*&months=60')).json();
      assert.equal(forecast.months.find((m: { month: string }) => m.month === month).tses, 0);
      const csv = (await f.get(f.operator, '/api/frontend/tse.csv')).body;
      assert.match(csv, /USB-NORD/);
      assert.doesNotMatch(csv, /USB-GOOD/);
      // A serial of another context is unknown in this one.
      assert.equal((await f.get(f.operator, '/api/frontend/tse/USB-GOOD?contextId=NORDMARKT')).statusCode, 404);
      assert.equal((await f.get(f.admin, '/api/frontend/tse/forecast?months=61')).statusCode, 400);
    });
  });
