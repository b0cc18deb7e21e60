import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { databaseKinds, type TestServer } from '../../test/harness';
import { queryString, readCsv, type Params } from '../../test/reportQueryKit';
import { reportSuite, type CashpointRow, type StoreRow } from '../../test/reportsKit';
import { stageRollout } from '../../test/rolloutRowsKit';

// The reports filtered to a rollout's stores, or to one wave's ('in Welle 2'): the progress view
// links there, and the CSV export holds the same rows.

for (const kind of databaseKinds)
  describe(`reports on ${kind}: filtered to a rollout`, () => {
    const { suite, get } = reportSuite(kind);
    let server: TestServer;
    let admin: string;
    let rolloutUid: string;
    let otherContextUid: string;
    /** The store numbers of wave 1 and of wave 2. */
    let waveStores: [string[], string[]];

    const call = (path: string, params: Params, context = 'NORDMARKT') =>
      get(admin, `reports/${path}?${queryString({ contextId: context, ...params })}`);
    const registerRows = async (params: Params) => {
      const reply = await call('cashpoint-report', params);
      assert.equal(reply.statusCode, 200, reply.body);
      return (reply.json() as { cashpoints: CashpointRow[]; total: number }).cashpoints;
    };
    /** The store servers' uids of the given stores, from the database. */
    const storeAgentUids = async (storeIds: string[]) =>
      (
        await server.db.kysely
          .selectFrom('storeAgents')
          .innerJoin('stores', 'stores.id', 'storeAgents.storeRowId')
          .innerJoin('contexts', 'contexts.id', 'stores.contextId')
          .select('storeAgents.uid')
          .where('contexts.key', '=', 'NORDMARKT')
          .where('stores.storeId', 'in', storeIds)
          .execute()
      )
        .map((row) => row.uid)
        .sort();

    before(async () => {
      ({ server, admin } = suite);
      const all = await registerRows({ size: '500' });
      const storeIds = [...new Set(all.map((r) => r.storeId))];
      waveStores = [[storeIds[0]!], [storeIds[3]!, storeIds[5]!]];
      const staged = await stageRollout(server.db, {
        contextKey: 'NORDMARKT',
        kind: 'cashpoint',
        filename: 'kasse-5.14.0.zip',
        waves: waveStores,
        now: server.clock.now,
      });
      rolloutUid = staged.uid;
      const other = await stageRollout(server.db, {
        contextKey: 'SUEDKAUF',
        kind: 'cashpoint',
        filename: 'kasse-5.14.0.zip',
        waves: [],
        now: server.clock.now,
      });
      otherContextUid = other.uid;
    });

    it("the register report holds only the rollout's stores' registers, or one wave's", async () => {
      const all = await registerRows({ size: '500' });
      const expected = (stores: string[]) =>
        all
          .filter((r) => stores.includes(r.storeId))
          .map((r) => r.uid)
          .sort();
      const inRollout = await registerRows({ rollout: rolloutUid, size: '500' });
      assert.deepEqual(inRollout.map((r) => r.uid).sort(), expected(waveStores.flat()));
      assert.ok(inRollout.length < all.length);
      const inWave2 = await registerRows({ rollout: rolloutUid, wave: '2', size: '500' });
      assert.deepEqual(inWave2.map((r) => r.uid).sort(), expected(waveStores[1]));
      assert.deepEqual(await registerRows({ rollout: rolloutUid, wave: '3' }), [], 'a wave that took no store yet');

      // Without page or filter the call is still answered, filtered, and not as the cached whole list.
      const plain = await call('cashpoint-report', { rollout: rolloutUid, wave: '1' });
      assert.equal(plain.statusCode, 200, plain.body);
      assert.equal(plain.headers.etag, undefined);
      assert.deepEqual(
        (plain.json() as { cashpoints: CashpointRow[] }).cashpoints.map((r) => r.uid).sort(),
        expected(waveStores[0]),
      );
    });

    it("the store report holds only the rollout's store servers", async () => {
      const reply = await call('storeagent-report', { rollout: rolloutUid, wave: '2' });
      assert.equal(reply.statusCode, 200, reply.body);
      const rows = (reply.json() as { storeAgents: StoreRow[] }).storeAgents;
      assert.deepEqual(rows.map((r) => r.uid).sort(), await storeAgentUids(waveStores[1]));
    });

    it('the CSV exports hold the same rows as the filtered reports', async () => {
      const params = { rollout: rolloutUid, wave: '2', sortBy: 'posId' };
      const csv = await call('cashpoint-report.csv', params);
      assert.equal(csv.statusCode, 200, csv.body);
      const lines = readCsv(csv.body.slice(1));
      const rows = await registerRows({ ...params, size: '500' });
      assert.ok(rows.length > 0);
      assert.deepEqual(
        lines.slice(1).map((cells) => cells.slice(0, 2)),
        rows.map((r) => [r.storeId, r.posId]),
      );
      const stores = await call('storeagent-report.csv', { rollout: rolloutUid });
      assert.equal(stores.statusCode, 200, stores.body);
      assert.equal(readCsv(stores.body.slice(1)).length - 1, (await storeAgentUids(waveStores.flat())).length);
    });

    it('refuses a wave without a rollout (400) and a rollout the context does not have (404), in German', async () => {
      for (const path of ['cashpoint-report', 'storeagent-report', 'cashpoint-report.csv', 'storeagent-report.csv']) {
        const wave = await call(path, { wave: '2' });
        assert.equal(wave.statusCode, 400, path);
        assert.equal(wave.json().message, 'Ungültige Anfrage: "wave" gilt nur zusammen mit "rollout".');
        for (const uid of [otherContextUid, '00000000-0000-4000-8000-000000000000']) {
          const unknown = await call(path, { rollout: uid });
          assert.equal(unknown.statusCode, 404, path);
          assert.equal(unknown.json().message, 'Kein Rollout dieses Kontexts hat diese Kennung.');
        }
      }
    });
  });
