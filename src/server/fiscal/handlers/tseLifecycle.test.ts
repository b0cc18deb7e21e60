import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds } from '../../test/harness';
import { tseIngest } from '../ingest';
import { dayFrom, dayMs, reportedTse, startFiscalServer, type FiscalServer, ok } from '../../test/fiscalKit';

// What the agents' TSE reports become in the cockpit: one row per TSE (a shared LAN TSE with all its
// registers), swaps with their history and the plan they close, the estimate of when a TSE is full,
// and the forecast's counts.

interface Row {
  serial: string;
  type: string;
  daysLeft: number;
  storeId: string | null;
  cashpoints: { posId: string; storeId: string }[];
  capacityUsedPercent: number | null;
  fullBy: string | null;
  plannedSwap: { date: string; note: string; by: string } | null;
}

for (const kind of databaseKinds)
  describe(`the TSE lifecycle on ${kind}`, () => {
    let f: FiscalServer;
    before(async () => {
      f = await startFiscalServer(kind);
    });
    after(() => f.close());

    const now = () => f.server.clock.now;
    const rows = async (query = 'contextId=WESTFRISCH&size=500'): Promise<Row[]> =>
      (await ok(f.get(f.admin, `/api/frontend/tse?${query}`))).rows;
    const row = async (serial: string) => (await rows()).find((r) => r.serial === serial);
    const forecast = async (query = 'contextId=WESTFRISCH') =>
      (await ok(f.get(f.admin, `/api/frontend/tse/forecast?${query}`))).months as {
        month: string;
        tses: number;
        cashpoints: number;
      }[];

    it('lists a LAN TSE that two registers and the store server report as one TSE with both registers', async () => {
      const validUntil = dayFrom(now(), 100);
      const before = await forecast();
      const lan = reportedTse('LAN-0001', validUntil, { type: 'lan', model: 'TSE Server LAN' });
      for (const posId of ['1', '2'])
        assert.equal((await f.heartbeat('WESTFRISCH', '8801', posId, lan)).statusCode, 200);
      assert.equal((await f.heartbeat('WESTFRISCH', '8801', null, lan)).statusCode, 200);
      const matching = (await rows()).filter((r) => r.serial === 'LAN-0001');
      assert.equal(matching.length, 1);
      assert.equal(matching[0]!.type, 'lan');
      assert.equal(matching[0]!.storeId, '8801');
      assert.equal(matching[0]!.daysLeft, 100);
      assert.deepEqual(
        matching[0]!.cashpoints.map((c) => `${c.storeId}/${c.posId}`),
        ['8801/1', '8801/2'],
      );
      // The forecast counts the TSE once and both its registers, in the month it ends.
      const after = await forecast();
      const month = validUntil.slice(0, 7);
      const at = (list: typeof after) => list.find((m) => m.month === month)!;
      assert.equal(at(after).tses - at(before).tses, 1);
      assert.equal(at(after).cashpoints - at(before).cashpoints, 2);
      assert.equal(after.length, 24);
      assert.equal(after[0]!.month, new Date(now()).toISOString().slice(0, 7));
      assert.equal((await forecast('contextId=WESTFRISCH&months=3')).length, 3);
    });

    it('counts a LAN TSE’s registers one less once one of them is deleted', async () => {
      const month = dayFrom(now(), 100).slice(0, 7);
      const inMonth = async () => (await forecast()).find((m) => m.month === month)!;
      const before = await inMonth();
      const uid = (await row('LAN-0001'))!.cashpoints.find((c) => c.posId === '2')!['uid' as never] as string;
      const deleted = await f.server.app.inject({
        method: 'DELETE',
        url: `/api/frontend/cashpoints/delete/${uid}?contextId=WESTFRISCH`,
        headers: { cookie: f.admin },
      });
      assert.ok(deleted.statusCode < 300, deleted.body);
      assert.deepEqual(await inMonth(), { ...before, cashpoints: before.cashpoints - 1 });
      assert.deepEqual(
        (await row('LAN-0001'))!.cashpoints.map((c) => c.posId),
        ['1'],
      );
    });

    it('records a swap the heartbeat reports, closes the old TSE’s plan and leaves it in the history only', async () => {
      await ok(f.heartbeat('WESTFRISCH', '8802', '1', reportedTse('USB-OLD', dayFrom(now(), 20))));
      const tomorrow = dayFrom(now(), 1);
      await ok(
        f.post(f.admin, '/api/frontend/tse/USB-OLD/plan-swap', {
          contextId: 'WESTFRISCH',
          date: tomorrow,
          note: 'Techniker kommt',
        }),
      );
      assert.deepEqual(
        { ...(await row('USB-OLD'))!.plannedSwap, by: 'set' },
        { date: tomorrow, note: 'Techniker kommt', by: 'set', at: (await row('USB-OLD'))!.plannedSwap!['at' as never] },
      );

      const oldMonth = dayFrom(now(), 20).slice(0, 7);
      const inMonth = async () => (await forecast()).find((m) => m.month === oldMonth)!;
      const beforeSwap = await inMonth();
      f.server.clock.now += 60_000;
      await ok(f.heartbeat('WESTFRISCH', '8802', '1', reportedTse('USB-NEW', dayFrom(now(), 1800))));
      // The old TSE's expiry no longer counts.
      assert.deepEqual(await inMonth(), {
        ...beforeSwap,
        tses: beforeSwap.tses - 1,
        cashpoints: beforeSwap.cashpoints - 1,
      });
      assert.equal(await row('USB-OLD'), undefined, 'the old TSE is out of use');
      const fresh = (await row('USB-NEW'))!;
      assert.deepEqual(
        fresh.cashpoints.map((c) => c.posId),
        ['1'],
      );
      assert.equal(fresh.plannedSwap, null);

      const old = await ok(f.get(f.admin, '/api/frontend/tse/USB-OLD?contextId=WESTFRISCH'));
      assert.equal(old.inUse, false);
      assert.equal(old.tse.plannedSwap, null);
      assert.deepEqual(
        old.history.map((h: { kind: string; otherSerial: string | null; to: string | null; posId: string | null }) => [
          h.kind,
          h.otherSerial,
          h.kind === 'planClosed' ? h.to : h.posId,
        ]),
        [
          ['planClosed', 'USB-NEW', tomorrow],
          ['swappedOut', 'USB-NEW', '1'],
          ['firstSeen', null, '1'],
        ],
      );
      const swappedIn = await ok(f.get(f.admin, '/api/frontend/tse/USB-NEW?contextId=WESTFRISCH'));
      assert.deepEqual(
        swappedIn.history.map((h: { kind: string; otherSerial: string | null }) => [h.kind, h.otherSerial]),
        [
          ['swappedIn', 'USB-OLD'],
          ['firstSeen', null],
        ],
      );
    });

    it('records a state change in the history', async () => {
      await ok(f.heartbeat('WESTFRISCH', '8803', '1', reportedTse('USB-STATE', dayFrom(now(), 300))));
      f.server.clock.now += 60_000;
      await ok(
        f.heartbeat('WESTFRISCH', '8803', '1', reportedTse('USB-STATE', dayFrom(now(), 300), { state: 'disabled' })),
      );
      const detail = await ok(f.get(f.admin, '/api/frontend/tse/USB-STATE?contextId=WESTFRISCH'));
      assert.equal(detail.tse.state, 'disabled');
      assert.deepEqual(
        detail.history.map((h: { kind: string; from: string | null; to: string | null }) => [h.kind, h.from, h.to]),
        [
          ['state', 'initialized', 'disabled'],
          ['firstSeen', null, null],
        ],
      );
    });

    it('estimates the day the counter is full from its daily samples', async () => {
      const capacity = 2_000_000;
      const tse = (counter: number) =>
        reportedTse('USB-FILLING', dayFrom(now(), 900), { signatureCounter: counter, signatureCapacity: capacity });
      const start = now();
      for (const [day, counter] of [
        [0, 1_000_000],
        [1, 1_100_000],
        [2, 1_200_000],
      ] as const) {
        f.server.clock.now = start + day * dayMs;
        await ok(f.heartbeat('WESTFRISCH', '8804', '1', tse(counter)));
        // Later heartbeats of the same day add no sample (at most one a day).
        f.server.clock.now += 3_600_000;
        await ok(f.heartbeat('WESTFRISCH', '8804', '1', tse(counter + 10)));
      }
      // Back to the first day, where the session is still fresh (the estimate does not depend on today).
      const last = now();
      f.server.clock.now = start;
      const filling = (await row('USB-FILLING'))!;
      assert.equal(filling.capacityUsedPercent, 60);
      // 100,000 a day, 799,990 left after the last report: full in 8 days.
      assert.equal(filling.fullBy, dayFrom(last, 8));
      const detail = await ok(f.get(f.admin, '/api/frontend/tse/USB-FILLING?contextId=WESTFRISCH'));
      assert.deepEqual(
        detail.counterSamples.map((s: { counter: number }) => s.counter),
        [1_000_000, 1_100_000, 1_200_000],
      );
      // A TSE whose counter does not grow has no estimate.
      assert.equal((await row('LAN-0001'))!.fullBy, null);
    });

    it('sorts by days left and pages, and filters by state and expiry', async () => {
      const list = await rows();
      const days = list.map((r) => r.daysLeft);
      assert.deepEqual(
        days,
        [...days].sort((a, b) => a - b),
      );
      const first = await ok(f.get(f.admin, '/api/frontend/tse?contextId=WESTFRISCH&size=1&page=1'));
      assert.equal(first.rows.length, 1);
      assert.equal(first.total, list.length);
      assert.equal(first.rows[0].serial, list[0]!.serial);
      assert.deepEqual(
        (await rows('contextId=WESTFRISCH&state=disabled')).map((r) => r.serial),
        ['USB-STATE'],
      );
      const soon = await rows(`contextId=WESTFRISCH&expiresBefore=${dayFrom(now(), 200)}`);
      assert.deepEqual(
        soon.map((r) => r.serial),
        ['LAN-0001'],
      );
      const fullest = await rows('contextId=WESTFRISCH&sortBy=capacityUsedPercent');
      assert.equal(fullest[0]!.serial, 'USB-FILLING');
    });

    it('writes a reported TSE only when it changed: a growing counter after 5 minutes, another value at once', async () => {
      const ingest = tseIngest(f.server.db);
      const tse = (counter: number, more: object = {}) =>
        reportedTse('USB-QUIET', dayFrom(now(), 500), { signatureCounter: counter, ...more });
      await ok(f.heartbeat('WESTFRISCH', '8805', '1', tse(10)));
      const written = ingest.writes;
      const start = now();
      for (let i = 1; i <= 4; i++) {
        f.server.clock.now = start + i * 60_000;
        await ok(f.heartbeat('WESTFRISCH', '8805', '1', tse(10 + i)));
      }
      assert.equal(ingest.writes, written, 'a counter that only grew within 5 minutes is not written');
      f.server.clock.now = start + 6 * 60_000;
      await ok(f.heartbeat('WESTFRISCH', '8805', '1', tse(30)));
      assert.equal(ingest.writes, written + 1);
      assert.equal((await row('USB-QUIET'))!.capacityUsedPercent, 0);
      f.server.clock.now += 60_000;
      await ok(f.heartbeat('WESTFRISCH', '8805', '1', tse(31, { lastExportOk: false })));
      assert.equal(ingest.writes, written + 2, 'another value is written at once');
      f.server.clock.now = start;
    });

    it('writes the CSV of the list with German headers and values', async () => {
      const reply = await f.get(f.admin, '/api/frontend/tse.csv?contextId=WESTFRISCH');
      assert.equal(reply.statusCode, 200, reply.body);
      assert.match(reply.headers['content-type'] as string, /text\/csv/);
      const lines = reply.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      assert.match(lines[0]!, /^Kontext;Seriennummer;Typ;/);
      const lan = lines.find((l) => l.includes('LAN-0001'))!;
      assert.match(lan, /^WESTFRISCH;LAN-0001;LAN;.*;initialisiert;.*;ja;8801;1;;$/);
    });
  });
