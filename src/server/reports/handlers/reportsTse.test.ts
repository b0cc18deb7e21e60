import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { databaseKinds } from '../../test/harness';
import { dayFrom, dayMs, fiscalStart, reportedTse } from '../../test/fiscalKit';
import { queryString } from '../../test/reportQueryKit';
import { reportSuite } from '../../test/reportsKit';

// The register report's TSE columns (issue 50): each register shows the TSE it reports now, as the
// server keeps it (a shared LAN TSE with the same values in each of its registers, whoever reported
// them last), follows a swap and every change at once (the per-store cache sees the TSE writes), counts
// the days left from today, and filters and sorts by each column like any other.

interface Row {
  uid: string;
  storeId: string;
  posId: string;
  tseType: string | null;
  tseSerial: string | null;
  tseCertificateValidUntil: string | null;
  tseDaysLeft: number | null;
  tseCapacityUsedPercent: number | null;
  tseState: string | null;
  tseLastExportAt: string | null;
  tseLastExportOk: boolean | null;
  tseLastSelfTestAt: string | null;
  tseLastSelfTestOk: boolean | null;
}

const cashpointBeat = '/api/agent/cashpoints/heartbeat';
const storeBeat = '/api/agent/store-agents/heartbeat';

for (const kind of databaseKinds)
  describe(`the register report's TSE columns on ${kind}`, () => {
    // 22:00 UTC today: the midnight test moves the clock two hours on, within the 12-hour session (at
    // 00:30 it moved almost a day and logged the users out, failing every test after it).
    const { suite, get, beat } = reportSuite(kind, { tses: true, startAt: fiscalStart() + 12 * 3_600_000 });
    const now = () => suite.server.clock.now;

    async function report(params: Record<string, string> = {}, context = 'SUEDKAUF'): Promise<Row[]> {
      const reply = await get(
        suite.admin,
        `reports/cashpoint-report?${queryString({ contextId: context, ...params })}`,
      );
      assert.equal(reply.statusCode, 200, reply.body);
      return reply.json().cashpoints;
    }
    const rowOf = async (storeId: string, posId: string) =>
      (await report({ storeId })).find((r) => r.storeId === storeId && r.posId === posId)!;
    async function reportTse(storeId: string, posId: string | null, tse?: object) {
      const body = posId === null ? { storeId, agentVersion: '2.9.1' } : { storeId, posId, agentVersion: '3.3.0' };
      const reply = await beat(posId === null ? storeBeat : cashpointBeat, tse ? { ...body, tse } : body);
      assert.equal(reply.statusCode, 200, reply.body);
    }

    it('shows the TSE a register reports, and nothing for a register that reports none', async () => {
      const tse = reportedTse('USB-7101-A', dayFrom(now(), 40), {
        signatureCounter: 16_000_000,
        lastExportAt: '2026-10-01T02:00:00.000Z',
        lastExportOk: false,
      });
      await reportTse('7101', '1', tse);
      await reportTse('7101', '2');
      const [with_, without] = [await rowOf('7101', '1'), await rowOf('7101', '2')];
      assert.deepEqual(
        {
          type: with_.tseType,
          serial: with_.tseSerial,
          validUntil: with_.tseCertificateValidUntil,
          daysLeft: with_.tseDaysLeft,
          used: with_.tseCapacityUsedPercent,
          state: with_.tseState,
          exportAt: with_.tseLastExportAt,
          exportOk: with_.tseLastExportOk,
          testAt: with_.tseLastSelfTestAt,
          testOk: with_.tseLastSelfTestOk,
        },
        {
          type: 'usb',
          serial: 'USB-7101-A',
          validUntil: dayFrom(now(), 40),
          daysLeft: 40,
          used: 80,
          state: 'initialized',
          exportAt: '2026-10-01T02:00:00.000Z',
          exportOk: false,
          testAt: '2026-11-28T01:00:00.000Z',
          testOk: true,
        },
      );
      for (const value of Object.entries(without).filter(
        ([key]) => key.startsWith('tse') && key !== 'tseServerVersion',
      ))
        assert.equal(value[1], null, `${value[0]} of a register without TSE`);
    });

    it('shows a swap at once: the register reports another serial', async () => {
      assert.equal((await rowOf('7101', '1')).tseSerial, 'USB-7101-A');
      await reportTse('7101', '1', reportedTse('USB-7101-B', dayFrom(now(), 1800), { signatureCounter: 10 }));
      const row = await rowOf('7101', '1');
      assert.equal(row.tseSerial, 'USB-7101-B');
      assert.equal(row.tseDaysLeft, 1800);
      assert.equal(row.tseLastExportOk, true);
    });

    it('shows a shared LAN TSE in each of its registers, with what the store server reported last', async () => {
      const lan = reportedTse('LAN-7102', dayFrom(now(), 300), { type: 'lan', signatureCounter: 4_000_000 });
      await reportTse('7102', '1', lan);
      await reportTse('7102', '2', lan);
      const before = (await report({ storeId: '7102' })).filter((r) => r.storeId === '7102');
      assert.deepEqual(
        before.map((r) => [r.posId, r.tseSerial, r.tseType, r.tseCapacityUsedPercent, r.tseLastExportOk]),
        [
          ['1', 'LAN-7102', 'lan', 20, true],
          ['2', 'LAN-7102', 'lan', 20, true],
        ],
      );
      // The store server reports its export failed and the counter grown: no register wrote anything.
      await reportTse('7102', null, {
        ...lan,
        signatureCounter: 4_100_000,
        lastExportAt: '2026-11-29T02:00:00.000Z',
        lastExportOk: false,
      });
      const after = (await report({ storeId: '7102' })).filter((r) => r.storeId === '7102');
      assert.deepEqual(
        after.map((r) => [r.posId, r.tseCapacityUsedPercent, r.tseLastExportAt, r.tseLastExportOk]),
        [
          ['1', 20.5, '2026-11-29T02:00:00.000Z', false],
          ['2', 20.5, '2026-11-29T02:00:00.000Z', false],
        ],
      );
    });

    it('counts the days left from today: after midnight one less, without any report', async () => {
      // Online shortly before midnight (the report keeps its rows while nothing changes and every
      // register it shows stays online), read, then read again shortly after midnight.
      const midnight = Math.floor(now() / dayMs) * dayMs + dayMs;
      suite.server.clock.now = midnight - 60_000;
      await reportTse('7102', '1');
      const before = (await rowOf('7102', '1')).tseDaysLeft!;
      suite.server.clock.now = midnight + 30_000;
      assert.equal((await rowOf('7102', '1')).tseDaysLeft, before - 1);
    });

    it("filters by each TSE column as its values say, in the demo's TSEs", async () => {
      const all = await report();
      const withTse = all.filter((r) => r.tseSerial !== null);
      assert.ok(withTse.length > 10 && withTse.length < all.length, 'demo registers with and without a TSE');
      const cases: [Record<string, string>, (r: Row) => boolean][] = [
        [{ tseDaysLeft: 'expired' }, (r) => r.tseDaysLeft !== null && r.tseDaysLeft < 0],
        [{ tseDaysLeft: '90' }, (r) => r.tseDaysLeft !== null && r.tseDaysLeft <= 90],
        [{ tseCapacityUsedPercent: '80' }, (r) => r.tseCapacityUsedPercent !== null && r.tseCapacityUsedPercent >= 80],
        [{ tseState: 'notInitialized' }, (r) => r.tseState === 'notInitialized'],
        [{ tseType: 'cloud' }, (r) => r.tseType === 'cloud'],
        [{ tseLastExportOk: 'false' }, (r) => r.tseLastExportOk === false],
        [{ tseLastSelfTestOk: 'false' }, (r) => r.tseLastSelfTestOk === false],
        [{ tseSerial: withTse[3]!.tseSerial!.slice(0, 8).toLowerCase() }, (r) => r.tseSerial === withTse[3]!.tseSerial],
      ];
      for (const [filter, matches] of cases) {
        const expected = all.filter(matches).map((r) => r.uid);
        const what = JSON.stringify(filter);
        assert.ok(expected.length > 0 && expected.length < withTse.length, `${what}: the demo has some`);
        assert.deepEqual(
          (await report(filter)).map((r) => r.uid).sort(),
          expected.sort(),
          `${what}: exactly the registers it names`,
        );
      }
      const refused = await get(suite.admin, 'reports/cashpoint-report?contextId=SUEDKAUF&tseDaysLeft=viele');
      assert.equal(refused.statusCode, 400);
    });

    it('sorts by the days left, the registers without a TSE last', async () => {
      const rows = await report({ sortBy: 'tseDaysLeft', sortDirection: 'asc' });
      const days = rows.map((r) => r.tseDaysLeft);
      const known = days.filter((d): d is number => d !== null);
      assert.deepEqual(
        known,
        [...known].sort((a, b) => a - b),
      );
      assert.deepEqual(days.slice(known.length), Array(days.length - known.length).fill(null));
      assert.ok(known[0]! < 0, 'the expired TSE first');
    });

    it('shows each NORDMARKT store as one LAN TSE in all its registers', async () => {
      const rows = (await report({}, 'NORDMARKT')).filter((r) => r.tseSerial !== null);
      assert.ok(rows.length > 20);
      const serialsPerStore = new Map<string, Set<string>>();
      for (const r of rows) {
        assert.equal(r.tseType, 'lan');
        serialsPerStore.set(r.storeId, (serialsPerStore.get(r.storeId) ?? new Set()).add(r.tseSerial!));
      }
      for (const [store, serials] of serialsPerStore) assert.equal(serials.size, 1, `store ${store}`);
      assert.ok(rows.length > serialsPerStore.size, 'stores with several registers on one TSE');
    });
  });
