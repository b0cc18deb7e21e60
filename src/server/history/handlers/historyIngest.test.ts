import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds } from '../../test/harness';
import { reportedTse } from '../../test/fiscalKit';
import { fullRegisterBeat, registerModel, startHistoryServer, type HistoryServer } from '../../test/historyKit';
import { historyIngest } from '../ingest';

// What a register's or store server's full heartbeat changed is kept as changes (issue 53): one row
// per changed value (key, old, new, when), nothing when nothing changed, never a copy; the values
// that move by themselves (a clock's last sync, a receipt number) change nothing.

for (const kind of databaseKinds)
  describe(`history of full heartbeats on ${kind}`, () => {
    let t: HistoryServer;
    before(async () => {
      t = await startHistoryServer(kind);
    });
    after(() => t.close());

    const seconds = () => Math.floor(t.server.clock.now / 1000);

    it('keeps the first full heartbeat as the baseline, then one change for one changed config value', async () => {
      const m = registerModel();
      await t.register('8101', '1', fullRegisterBeat(m, seconds()));
      let rows = await t.rows('8101', '1');
      assert.deepEqual(rows.changes, [], 'the first report is the baseline, no change');
      assert.ok(rows.state, 'the baseline is stored');

      await t.advance(60_000);
      m.config.waehrung = 'CHF';
      await t.register('8101', '1', fullRegisterBeat(m, seconds()));
      rows = await t.rows('8101', '1');
      assert.deepEqual(rows.changes, [{ at: t.server.clock.now, key: 'config:waehrung', old: 'EUR', new: 'CHF' }]);
    });

    it('stores nothing for a full heartbeat that changes nothing (its moving values aside)', async () => {
      const m = registerModel();
      await t.register('8102', '1', fullRegisterBeat(m, seconds()));
      const before = await t.rows('8102', '1');
      await t.advance(5 * 60_000);
      const ingest = historyIngest(t.server.db);
      const writes = ingest.writes;
      await t.register('8102', '1', fullRegisterBeat(m, seconds()));
      assert.equal(ingest.writes, writes, 'no write of history at all');
      const after = await t.rows('8102', '1');
      assert.deepEqual(after.changes, []);
      assert.deepEqual(after.state, before.state, 'the stored state is not even rewritten');
    });

    it('costs a light heartbeat no statement of history, and keeps a changed installed version', async () => {
      const m = registerModel();
      await t.register('8103', '1', fullRegisterBeat(m, seconds()));
      const ingest = historyIngest(t.server.db);
      const reads = ingest.reads;
      await t.advance(30_000);
      await t.register('8103', '1', { posType: 'KASSE', currentVersion: m.currentVersion });
      assert.equal(ingest.reads, reads, 'an unchanged light heartbeat reads nothing');
      await t.advance(30_000);
      await t.register('8103', '1', { posType: 'KASSE', currentVersion: 'kasse-5.14.0.zip' });
      assert.deepEqual((await t.rows('8103', '1')).changes, [
        { at: t.server.clock.now, key: 'version:current', old: m.currentVersion, new: 'kasse-5.14.0.zip' },
      ]);
    });

    it('keys each kind of value so the key says what it is, and writes them in one transaction', async () => {
      const m = registerModel();
      const tse = reportedTse('HIST-8104', '2031-05-31');
      const printer = (state: string) => [
        { kind: 'printer', name: 'Epson TM-T88', state, since: new Date(t.server.clock.now - 60_000).toISOString() },
      ];
      await t.register('8104', '1', { ...fullRegisterBeat(m, seconds()), tse, peripherals: printer('ok') });
      await t.advance(5 * 60_000);
      m.services.druckservice = 'STOPPED';
      m.hosts['store-server'] = '10.3.0.20';
      delete m.hosts['tse-server'];
      m.cashpointVersion = '5.14.0';
      const ingest = historyIngest(t.server.db);
      const writes = ingest.writes;
      await t.register('8104', '1', {
        ...fullRegisterBeat(m, seconds()),
        agentVersion: '3.5.0',
        // The counter and the export's time move by themselves; the state is a change.
        tse: { ...tse, signatureCounter: 5000, lastExportAt: '2026-11-29T02:00:00.000Z', state: 'disabled' },
        peripherals: printer('paperOut'),
      });
      assert.equal(ingest.writes, writes + 1, 'one short transaction (its changes in one multi-row insert)');
      const { changes } = await t.rows('8104', '1');
      assert.deepEqual(changes.map((c) => [c.key, c.old, c.new]).sort(), [
        ['hosts:store-server', '10.3.0.10', '10.3.0.20'],
        ['hosts:tse-server', '10.3.0.11', null],
        ['peripheral:printer:Epson TM-T88.state', 'ok', 'paperOut'],
        ['service:druckservice.state', 'RUNNING', 'STOPPED'],
        ['tse.state', 'initialized', 'disabled'],
        ['version:agent', '3.4.0', '3.5.0'],
        ['version:cashpoint', '5.13.1', '5.14.0'],
      ]);
    });

    it("keeps a store server's changes: a service's start type, its master data", async () => {
      const info = (startType: string) => ({
        osInfo: { osName: 'Windows', hostname: 'STORE-8105' },
        storeInfo: { storeVersion: '8.5.0', license: 'LIZ-1' },
        serviceInfo: { dutiserv: { state: 'RUNNING', startType } },
      });
      const masterData = (version: string) => [{ kind: 'prices', version, receivedAt: null, appliedAt: null }];
      await t.storeServer('8105', { agentInfo: info('AUTOMATIC'), masterData: masterData('P-1') });
      await t.advance(5 * 60_000);
      await t.storeServer('8105', { agentInfo: info('MANUAL'), masterData: masterData('P-1') });
      await t.advance(5 * 60_000);
      // The master data alone, with the next light heartbeat: a change of its own.
      await t.storeServer('8105', { masterData: masterData('P-2') });
      assert.deepEqual(
        (await t.rows('8105', null)).changes.map((c) => [c.key, c.old, c.new]),
        [
          ['service:dutiserv.startType', 'AUTOMATIC', 'MANUAL'],
          ['masterData:prices.version', 'P-1', 'P-2'],
        ],
      );
    });

    it('keeps nothing before the first full heartbeat, and a section first reported later as a change', async () => {
      await t.register('8106', '1', { posType: 'KASSE', currentVersion: 'kasse-5.12.0.zip' });
      await t.advance(30_000);
      await t.register('8106', '1', { posType: 'KASSE', currentVersion: 'kasse-5.13.1.zip' });
      assert.deepEqual(await t.rows('8106', '1'), { changes: [], spans: [], state: undefined });
      await t.advance(30_000);
      await t.register('8106', '1', fullRegisterBeat(registerModel(), seconds()));
      assert.deepEqual((await t.rows('8106', '1')).changes, []);
      await t.advance(30_000);
      await t.register('8106', '1', { tse: reportedTse('HIST-8106', '2031-05-31') });
      const keys = (await t.rows('8106', '1')).changes.map((c) => `${c.key}:${c.old}→${c.new}`);
      assert.ok(keys.includes('tse.serial:null→HIST-8106'), keys.join(', '));
    });
  });
