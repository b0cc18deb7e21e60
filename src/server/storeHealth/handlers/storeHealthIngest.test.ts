import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds } from '../../test/harness';
import { startStoreHealthServer, type StoreHealthServer } from '../../test/storeHealthKit';
import { storeHealthIngest } from '../ingest';

// What the agents report of devices, card terminal, receipts and master data (issue 51) is stored
// as reported, each section replacing the last, and only when it changed; a section left out keeps
// what was stored. A bad section refuses the whole heartbeat with a German 400 and stores nothing,
// so the register's last good state stays.

const german = /[äöüß]|Ungültig|darf|muss|liegt|zweimal|nicht/i;

for (const kind of databaseKinds)
  describe(`store health ingest on ${kind}`, () => {
    let t: StoreHealthServer;
    before(async () => {
      t = await startStoreHealthServer(kind);
    });
    after(() => t.close());

    const printer = (state: string, minutes = -5) => ({
      kind: 'printer',
      name: 'Epson TM-T88',
      state,
      since: t.at(minutes),
    });
    const payment = (more: object = {}) => ({
      terminalId: 'T-4711',
      reachable: true,
      lastTransactionAt: t.at(-2),
      lastCutAt: t.at(-60 * 14),
      offlineTransactions: 0,
      oldestOfflineAt: null,
      ...more,
    });
    const good = () => ({
      peripherals: [printer('ok'), { kind: 'eft', name: 'Ingenico', state: 'ok', since: t.at(-600) }],
      payment: payment(),
      dataFlow: { unsentReceipts: 0, oldestUnsentAt: null, lastUploadAt: t.at(-1) },
      openReceipt: false,
    });
    const ms = (iso: string) => Date.parse(iso);

    it('stores each section as reported and keeps a section a later heartbeat leaves out', async () => {
      const first = good();
      assert.equal((await t.register('7101', '1', first)).statusCode, 200);
      assert.equal(
        (
          await t.storeServer('7101', {
            masterData: [{ kind: 'prices', version: 'P-42', receivedAt: t.at(-300), appliedAt: t.at(-290) }],
          })
        ).statusCode,
        200,
      );
      let rows = await t.rows('7101');
      assert.deepEqual(rows.peripherals, [
        { kind: 'eft', name: 'Ingenico', state: 'ok', since: ms(first.peripherals[1]!.since) },
        { kind: 'printer', name: 'Epson TM-T88', state: 'ok', since: ms(first.peripherals[0]!.since) },
      ]);
      assert.equal(rows.payments.length, 1);
      assert.equal(rows.payments[0]!.terminalId, 'T-4711');
      assert.equal(rows.payments[0]!.uncutSince, ms(first.payment.lastTransactionAt));
      assert.deepEqual(rows.dataFlows, [{ unsentReceipts: 0, oldestUnsentAt: null }]);
      assert.deepEqual(rows.masterData, [
        { kind: 'prices', version: 'P-42', receivedAt: ms(t.at(-300)), appliedAt: ms(t.at(-290)) },
      ]);

      // Only the printer now, out of paper; the rest left out stays as it was.
      assert.equal((await t.register('7101', '1', { peripherals: [printer('paperOut', -1)] })).statusCode, 200);
      rows = await t.rows('7101');
      assert.deepEqual(
        rows.peripherals.map((p) => [p.kind, p.state]),
        [['printer', 'paperOut']],
      );
      assert.equal(rows.payments.length, 1);
      assert.equal(rows.dataFlows.length, 1);
      // A light heartbeat with only openReceipt is taken and changes none of them.
      assert.equal((await t.register('7101', '1', { openReceipt: true })).statusCode, 200);
      assert.deepEqual(
        (await t.rows('7101')).peripherals.map((p) => p.state),
        ['paperOut'],
      );
    });

    it('writes nothing for a heartbeat that repeats what was stored', async () => {
      const ingest = storeHealthIngest(t.server.db);
      const same = good();
      assert.equal((await t.register('7102', '1', same)).statusCode, 200);
      const writes = ingest.writes;
      for (let i = 0; i < 3; i++) assert.equal((await t.register('7102', '1', same)).statusCode, 200);
      assert.equal(ingest.writes, writes, 'an unchanged report is no write');
      assert.equal(
        (await t.register('7102', '1', { ...same, dataFlow: { unsentReceipts: 3, oldestUnsentAt: t.at(-4) } }))
          .statusCode,
        200,
      );
      assert.equal(ingest.writes, writes + 1, 'a changed section is one write');
      assert.deepEqual((await t.rows('7102')).dataFlows, [{ unsentReceipts: 3, oldestUnsentAt: ms(t.at(-4)) }]);
    });

    it('writes the last sale and the last upload at a 5-minute step, the first sale after the cut at once', async () => {
      const ingest = storeHealthIngest(t.server.db);
      const cut = t.at(-60);
      const beat = (sale: number, upload: number) => ({
        payment: payment({ lastTransactionAt: t.at(sale), lastCutAt: cut }),
        dataFlow: { unsentReceipts: 0, oldestUnsentAt: null, lastUploadAt: t.at(upload) },
      });
      const stored = async () => {
        const { payments } = await t.rows('7104');
        return [payments[0]!.lastTransactionAt, payments[0]!.uncutSince];
      };
      // The last sale before the cut: nothing uncut.
      assert.equal((await t.register('7104', '1', beat(-70, -10))).statusCode, 200);
      assert.deepEqual(await stored(), [ms(t.at(-70)), null]);
      let writes = ingest.writes;
      // The first sale after the cut is written on its beat: its payments are uncut from then on.
      assert.equal((await t.register('7104', '1', beat(-2, -10))).statusCode, 200);
      assert.equal(ingest.writes, (writes += 1));
      assert.deepEqual(await stored(), [ms(t.at(-2)), ms(t.at(-2))]);
      // More sales and uploads within 5 minutes of the stored times: no write (a full heartbeat a sale).
      for (const minutes of [-1, 0, 2])
        assert.equal((await t.register('7104', '1', beat(minutes, -8))).statusCode, 200);
      assert.equal(ingest.writes, writes, 'a sale or an upload alone within the step is no write');
      assert.deepEqual(await stored(), [ms(t.at(-2)), ms(t.at(-2))]);
      // Five minutes on, the sale is written; the first uncut payment stays the one kept.
      assert.equal((await t.register('7104', '1', beat(3, -8))).statusCode, 200);
      assert.equal(ingest.writes, (writes += 1));
      assert.deepEqual(await stored(), [ms(t.at(3)), ms(t.at(-2))]);
      // Anything else that changes is written at once, with the times as reported.
      const offline = {
        ...beat(4, -7),
        payment: payment({ lastTransactionAt: t.at(4), lastCutAt: cut, offlineTransactions: 1 }),
      };
      assert.equal((await t.register('7104', '1', offline)).statusCode, 200);
      assert.equal(ingest.writes, writes + 1);
      assert.deepEqual(await stored(), [ms(t.at(4)), ms(t.at(-2))]);
    });

    it('keeps the first payment after the last cut until a cut covers it', async () => {
      const yesterday = t.at(-20 * 60);
      assert.equal(
        (
          await t.register('7103', '1', {
            payment: payment({ lastTransactionAt: yesterday, lastCutAt: t.at(-30 * 60) }),
          })
        ).statusCode,
        200,
      );
      // Today's first sale moves lastTransactionAt on; yesterday's uncut payments stay known.
      assert.equal(
        (
          await t.register('7103', '1', {
            payment: payment({ lastTransactionAt: t.at(-1), lastCutAt: t.at(-30 * 60) }),
          })
        ).statusCode,
        200,
      );
      assert.equal((await t.rows('7103')).payments[0]!.uncutSince, ms(yesterday));
      assert.equal(
        (await t.register('7103', '1', { payment: payment({ lastTransactionAt: t.at(-1), lastCutAt: t.at(0) }) }))
          .statusCode,
        200,
      );
      assert.equal((await t.rows('7103')).payments[0]!.uncutSince, null);
    });

    const bad: [string, (g: ReturnType<typeof good>) => object][] = [
      ['an unknown device kind', (g) => ({ peripherals: [{ ...g.peripherals[0], kind: 'toaster' }] })],
      ['an unknown device state', (g) => ({ peripherals: [{ ...g.peripherals[0], state: 'broken' }] })],
      ['a since more than 5 minutes ahead', () => ({ peripherals: [printer('ok', 6)] })],
      [
        '21 devices',
        () => ({ peripherals: Array.from({ length: 21 }, (_, i) => ({ ...printer('ok'), name: `Drucker ${i}` })) }),
      ],
      ['a device name of 101 characters', () => ({ peripherals: [{ ...printer('ok'), name: 'N'.repeat(101) }] })],
      ['the same device twice', (g) => ({ peripherals: [g.peripherals[0], g.peripherals[0]] })],
      ['negative offline transactions', () => ({ payment: payment({ offlineTransactions: -1 }) })],
      ['negative unsent receipts', () => ({ dataFlow: { unsentReceipts: -1 } })],
      ['a lastCutAt that is no date', () => ({ payment: payment({ lastCutAt: 'gestern' }) })],
      ['a payment without terminalId', () => ({ payment: { reachable: true } })],
    ];
    for (const [what, change] of bad)
      it(`refuses a register's heartbeat with ${what}, storing nothing and keeping the last good state`, async () => {
        const last = good();
        last.peripherals[0] = printer('paperLow');
        assert.equal((await t.register('7110', '1', last)).statusCode, 200);
        const before = await t.rows('7110');
        const reply = await t.register('7110', '1', { ...good(), ...change(good()) });
        assert.equal(reply.statusCode, 400, reply.body);
        assert.match(reply.json().message, german);
        assert.deepEqual(await t.rows('7110'), before);
        // Nor is a new register registered by a refused heartbeat.
        assert.equal((await t.register('7111', '1', { ...good(), ...change(good()) })).statusCode, 400);
        assert.equal((await t.rows('7111')).uid, null);
      });

    const badMasterData: [string, object[]][] = [
      ['an unknown kind', [{ kind: 'weather', version: '1' }]],
      [
        'the same kind twice',
        [
          { kind: 'prices', version: '1' },
          { kind: 'prices', version: '2' },
        ],
      ],
      ['an appliedAt that is no time', [{ kind: 'prices', version: '1', appliedAt: 'heute früh' }]],
    ];
    for (const [what, masterData] of badMasterData)
      it(`refuses a store server's heartbeat whose master data has ${what}`, async () => {
        const reply = await t.storeServer('7120', { masterData });
        assert.equal(reply.statusCode, 400, reply.body);
        assert.match(reply.json().message, german);
        assert.equal((await t.rows('7120')).uid, null);
      });
  });
