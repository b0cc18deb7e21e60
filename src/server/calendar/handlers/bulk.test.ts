import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeCalendar } from '../../test/calendarKit';

// One change for many stores: a dry run counts and writes nothing, the real run writes every chosen
// store of the context (none of another) in one go with one audit entry naming count and change.

const bulkUrl = '/api/frontend/store-calendar/bulk';
const getUrl = (storeUid: string) => `/api/frontend/store-calendar?contextId=NORDMARKT&storeUid=${storeUid}`;
const saveUrl = '/api/frontend/store-calendar/save';
const inventory = { date: '2027-01-04', kind: 'closed', note: 'Inventur' };
const lateHours = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, from: '07:00', to: '22:00' }));

describeCalendar('store calendar bulk changes', (t) => {
  it('counts with dryRun and writes nothing; without, writes the chosen stores of the context only', async () => {
    const north = await t.stores('NORDMARKT');
    const chosen = north.slice(0, 5).map((s) => s.uid);
    const foreign = (await t.stores('WESTFRISCH')).slice(0, 2).map((s) => s.uid);
    const storeUids = [...chosen, ...foreign, 'nichtda', chosen[0]];
    const change = { kind: 'specialDay', specialDay: inventory };

    const before = await t.snapshot();
    const dry = await t.post(t.admin, bulkUrl, { contextId: 'NORDMARKT', storeUids, change, dryRun: true });
    assert.equal(dry.statusCode, 200, dry.body);
    assert.deepEqual(dry.json(), { stores: 5 });
    assert.deepEqual(await t.snapshot(), before);

    const done = await t.post(t.admin, bulkUrl, { contextId: 'NORDMARKT', storeUids, change });
    assert.equal(done.statusCode, 200, done.body);
    assert.deepEqual(done.json(), { stores: 5 });
    for (const store of north) {
      const calendar = (await t.get(t.viewer, getUrl(store.uid))).json();
      assert.deepEqual(calendar.specialDays, chosen.includes(store.uid) ? [inventory] : [], store.storeId);
    }
    const westRows = await t.server.db.kysely
      .selectFrom('storeCalendars')
      .innerJoin('stores', 'stores.id', 'storeCalendars.storeRowId')
      .where('stores.uid', 'in', foreign)
      .selectAll()
      .execute();
    assert.deepEqual(westRows, []);

    const entries = await t.auditEntries('calendarBulkChanged');
    assert.equal(entries.length, 1);
    assert.equal(entries[0]!.contextKey, 'NORDMARKT');
    assert.deepEqual(entries[0]!.changes, [
      { field: 'stores', before: null, after: '5' },
      { field: 'change', before: null, after: 'Sondertag gesetzt: 2027-01-04 geschlossen (Inventur)' },
    ]);

    // The same day again: the stores that have it already are not counted, nor written, nor logged.
    const again = await t.post(t.admin, bulkUrl, { contextId: 'NORDMARKT', storeUids, change, dryRun: true });
    assert.deepEqual(again.json(), { stores: 0 });
    const withOneMore = [...storeUids, north[6]!.uid];
    const once = await t.post(t.admin, bulkUrl, { contextId: 'NORDMARKT', storeUids: withOneMore, change });
    assert.deepEqual(once.json(), { stores: 1 });
    assert.equal((await t.auditEntries('calendarBulkChanged')).length, 2);
  });

  it('sets weekly hours keeping each store its zone and region, and removes a special day where there is one', async () => {
    const [first, second, third] = await t.stores('NORDMARKT');
    // The first store has its own zone and region; the second takes its context's.
    const canary = {
      contextId: 'NORDMARKT',
      storeUid: first!.uid,
      timeZone: 'Atlantic/Canary',
      region: 'ES-CN',
      openingHours: [],
      specialDays: [inventory],
    };
    assert.equal((await t.post(t.admin, saveUrl, canary)).statusCode, 200);
    const storeUids = [first!.uid, second!.uid];
    const change = { kind: 'openingHours', openingHours: lateHours };
    const done = await t.post(t.admin, bulkUrl, { contextId: 'NORDMARKT', storeUids, change });
    assert.deepEqual(done.json(), { stores: 2 });
    const one = (await t.get(t.viewer, getUrl(first!.uid))).json();
    assert.deepEqual(
      [one.timeZone, one.region, one.openingHours, one.own],
      ['Atlantic/Canary', 'ES-CN', lateHours, true],
    );
    const two = (await t.get(t.viewer, getUrl(second!.uid))).json();
    assert.deepEqual([two.timeZone, two.region, two.openingHours, two.own], ['Europe/Berlin', null, lateHours, true]);

    // The first five have the inventory day (from the test before), the eleventh has not: three change.
    const remove = { kind: 'removeSpecialDay', date: inventory.date };
    const all = [first!.uid, second!.uid, third!.uid, (await t.stores('NORDMARKT'))[10]!.uid];
    const dry = await t.post(t.admin, bulkUrl, {
      contextId: 'NORDMARKT',
      storeUids: all,
      change: remove,
      dryRun: true,
    });
    assert.deepEqual(dry.json(), { stores: 3 });
    await t.post(t.admin, bulkUrl, { contextId: 'NORDMARKT', storeUids: all, change: remove });
    for (const uid of all) assert.deepEqual((await t.get(t.viewer, getUrl(uid))).json().specialDays, []);
    const entries = await t.auditEntries('calendarBulkChanged');
    assert.deepEqual(
      entries.slice(-2).map((e) => e.changes),
      [
        [
          { field: 'stores', before: null, after: '2' },
          {
            field: 'change',
            before: null,
            after:
              'Öffnungszeiten gesetzt: Mo 07:00–22:00, Di 07:00–22:00, Mi 07:00–22:00, Do 07:00–22:00, Fr 07:00–22:00',
          },
        ],
        [
          { field: 'stores', before: null, after: '3' },
          { field: 'change', before: null, after: 'Sondertag entfernt: 2027-01-04' },
        ],
      ],
    );
  });

  it('refuses a bad change with a German 400, and without the right or the context with 403, changing nothing', async () => {
    const storeUids = (await t.stores('NORDMARKT')).map((s) => s.uid);
    const before = await t.snapshot();
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ kind: 'openingHours' }, /Bitte die Öffnungszeiten angeben/],
      [{ kind: 'openingHours', openingHours: [{ weekday: 2, from: '09:00', to: '09:00' }] }, /keine Dauer/],
      [{ kind: 'specialDay' }, /Bitte den Sondertag angeben/],
      [{ kind: 'specialDay', specialDay: { ...inventory, date: '2027-02-29' } }, /2027-02-29|ungültiges Format/],
      [{ kind: 'removeSpecialDay' }, /Bitte das Datum des Sondertags angeben/],
      [{ kind: 'openingHours', openingHours: [{ weekday: 8, from: '09:00', to: '10:00' }] }, /weekday/],
    ];
    for (const [change, expected] of bad) {
      for (const dryRun of [true, false]) {
        const reply = await t.post(t.admin, bulkUrl, { contextId: 'NORDMARKT', storeUids, change, dryRun });
        assert.equal(reply.statusCode, 400, reply.body);
        assert.match(reply.json().message, expected);
      }
    }
    const change = { kind: 'specialDay', specialDay: inventory };
    for (const cookie of [t.operator, t.viewer]) {
      const reply = await t.post(cookie, bulkUrl, { contextId: 'NORDMARKT', storeUids, change });
      assert.equal(reply.statusCode, 403);
    }
    await t.server.db.kysely
      .updateTable('roles')
      .set({ rights: JSON.stringify(['CALENDAR_CHANGE']) })
      .where('name', '=', 'Operator')
      .execute();
    const west = await t.post(t.operator, bulkUrl, { contextId: 'WESTFRISCH', storeUids, change });
    assert.equal(west.statusCode, 403);
    assert.deepEqual(await t.snapshot(), before);
  });

  it('applies a change to 5,000 stores in one go', async () => {
    const { id } = await t.contextRow('OSTBAU');
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      uid: `bulk${i}`,
      contextId: id,
      storeId: String(90000 + i),
      name: `Filiale ${i}`,
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await t.server.db.kysely
        .insertInto('stores')
        .values(rows.slice(i, i + 500))
        .execute();
    }
    const storeUids = rows.map((r) => r.uid);
    const started = performance.now();
    const change = { kind: 'openingHours', openingHours: lateHours };
    const reply = await t.post(t.admin, bulkUrl, { contextId: 'OSTBAU', storeUids, change });
    const took = performance.now() - started;
    assert.deepEqual(reply.json(), { stores: 5000 });
    assert.ok(took < 3000, `took ${Math.round(took)} ms`);
    const last = (await t.get(t.viewer, `/api/frontend/store-calendar?contextId=OSTBAU&storeUid=bulk4999`)).json();
    assert.deepEqual(last.openingHours, lateHours);
  });

  it("applies a change to the stores of the registers the register report's filter lets through", async () => {
    // The report's own answer to the same filter names the stores the change must reach.
    const report = await t.get(t.viewer, '/api/frontend/reports/cashpoint-report?contextId=NORDMARKT&storeId=102');
    assert.equal(report.statusCode, 200, report.body);
    const expected = new Set((report.json().cashpoints as { storeId: string }[]).map((row) => row.storeId));
    const north = await t.stores('NORDMARKT');
    assert.ok(expected.size > 0 && expected.size < north.length, 'the filter lets some stores through, not all');
    // A date of its own: the tests before left other special days behind.
    const rebuilding = { date: '2027-02-01', kind: 'closed', note: 'Umbau' };
    const change = { kind: 'specialDay', specialDay: rebuilding };
    const cashpointReport = { filters: { storeId: '102' } };

    const dry = await t.post(t.admin, bulkUrl, { contextId: 'NORDMARKT', cashpointReport, change, dryRun: true });
    assert.equal(dry.statusCode, 200, dry.body);
    assert.deepEqual(dry.json(), { stores: expected.size });
    const done = await t.post(t.admin, bulkUrl, { contextId: 'NORDMARKT', cashpointReport, change });
    assert.deepEqual(done.json(), { stores: expected.size });
    for (const store of north) {
      const calendar = (await t.get(t.viewer, getUrl(store.uid))).json();
      const has = (calendar.specialDays as { date: string }[]).some((day) => day.date === rebuilding.date);
      assert.equal(has, expected.has(store.storeId), store.storeId);
    }
  });

  it('refuses stores named twice or not at all, and a filter the register report does not have', async () => {
    const change = { kind: 'specialDay', specialDay: inventory };
    const before = await t.snapshot();
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{}, /entweder als Liste \(storeUids\) oder als Filter der Kassen-Auswertung/],
      [{ storeUids: [], cashpointReport: {} }, /nicht beides/],
      [
        { cashpointReport: { filters: { filiale: '1' } } },
        /^Ungültige Anfrage: Die Kassen-Auswertung hat keinen Filter „filiale“\.$/,
      ],
    ];
    for (const [stores, message] of refusals) {
      const reply = await t.post(t.admin, bulkUrl, { contextId: 'NORDMARKT', ...stores, change });
      assert.equal(reply.statusCode, 400, JSON.stringify(stores));
      assert.match(reply.json().message, message);
    }
    assert.deepEqual(await t.snapshot(), before);
  });
});
