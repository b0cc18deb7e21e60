import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../../demo/seed';
import { findContextByKey } from '../../contexts/repository/contexts';
import { deleteStore } from '../repository/stores';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';
import { HeartbeatWriter } from '../repository/heartbeatWriter';

const beat = (storeId: string, posId: string) => ({ storeId, posId, agentVersion: '3.4.0' });

for (const kind of databaseKinds)
  describe(`heartbeat batches on ${kind}`, () => {
    let server: TestServer;
    let contextId: number;
    before(async () => {
      server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
      contextId = (await findContextByKey(server.db, 'WESTFRISCH'))!.id;
    });
    after(() => server.close());

    const registersOf = async (storeId: string) =>
      (
        await server.db.kysely
          .selectFrom('cashpoints as c')
          .innerJoin('stores as s', 's.id', 'c.storeRowId')
          .select('c.posId')
          .where('s.contextId', '=', contextId)
          .where('s.storeId', '=', storeId)
          .orderBy('c.posId')
          .execute()
      ).map((r) => r.posId);

    it('writes heartbeats that arrive together in one transaction, every one of them', async () => {
      const writer = new HeartbeatWriter(server.db);
      const posIds = Array.from({ length: 30 }, (_, i) => String(i + 10));
      await Promise.all(
        posIds.map((posId) =>
          writer.submit({ kind: 'cashpoint', contextId, heartbeat: beat('81001', posId), now: 1000 }),
        ),
      );
      assert.equal(writer.batchesCommitted, 1);
      assert.deepEqual(await registersOf('81001'), [...posIds].sort());
    });

    it('fails only the bad heartbeat of a batch and still writes and acknowledges the others', async () => {
      const writer = new HeartbeatWriter(server.db);
      const write = (context: number, posId: string) =>
        writer.submit({ kind: 'cashpoint', contextId: context, heartbeat: beat('81002', posId), now: 1000 });
      // A context that does not exist breaks the store's foreign key, as a write that fails does.
      const results = await Promise.allSettled([write(contextId, '1'), write(-1, '2'), write(contextId, '3')]);
      assert.deepEqual(
        results.map((r) => r.status),
        ['fulfilled', 'rejected', 'fulfilled'],
      );
      assert.deepEqual(await registersOf('81002'), ['1', '3']);
    });

    it('registers the store again when the store it remembered was deleted', async () => {
      const writer = new HeartbeatWriter(server.db);
      const send = (posId: string) =>
        writer.submit({ kind: 'cashpoint', contextId, heartbeat: beat('81003', posId), now: 1000 });
      await send('1');
      const store = await server.db.kysely
        .selectFrom('stores')
        .select('id')
        .where('contextId', '=', contextId)
        .where('storeId', '=', '81003')
        .executeTakeFirstOrThrow();
      await deleteStore(server.db, store.id);
      await Promise.all([send('1'), send('2')]);
      assert.deepEqual(await registersOf('81003'), ['1', '2']);
    });

    it('keeps the stored agent info through light heartbeats and replaces it when a full one differs', async () => {
      const writer = new HeartbeatWriter(server.db);
      const send = (agentInfo?: object) =>
        writer.submit({ kind: 'cashpoint', contextId, heartbeat: { ...beat('81004', '1'), agentInfo }, now: 1000 });
      const stored = async () =>
        (
          await server.db.kysely
            .selectFrom('cashpoints as c')
            .innerJoin('stores as s', 's.id', 'c.storeRowId')
            .select('c.agentInfo')
            .where('s.contextId', '=', contextId)
            .where('s.storeId', '=', '81004')
            .executeTakeFirstOrThrow()
        ).agentInfo;
      await send({ cashpointVersion: '5.13.1' });
      await send();
      assert.equal(await stored(), JSON.stringify({ cashpointVersion: '5.13.1' }));
      await send({ cashpointVersion: '5.14.0' });
      assert.equal(await stored(), JSON.stringify({ cashpointVersion: '5.14.0' }));
    });

    it("fills an empty store name from the store server, but never overwrites the operators' name", async () => {
      const writer = new HeartbeatWriter(server.db);
      const send = (storeName: string) =>
        writer.submit({
          kind: 'store',
          contextId,
          heartbeat: { storeId: '81005', storeName, agentVersion: '2.9.1' },
          now: 1000,
        });
      const name = async () =>
        (
          await server.db.kysely
            .selectFrom('stores')
            .select('name')
            .where('contextId', '=', contextId)
            .where('storeId', '=', '81005')
            .executeTakeFirstOrThrow()
        ).name;
      await send('');
      assert.equal(await name(), '');
      await send('Filiale Nord');
      await send('Anderer Name');
      assert.equal(await name(), 'Filiale Nord');
    });
  });
