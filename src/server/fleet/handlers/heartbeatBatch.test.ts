import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CompiledQuery, QueryExecutor } from 'kysely';
import { seedDemo } from '../../demo/seed';
import { findContextByKey } from '../../contexts/repository/contexts';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';
import { HeartbeatWriter } from '../repository/heartbeatWriter';

// A batch's heartbeats are written with one statement per table: on PostgreSQL each statement is a
// round trip whose sending costs the server's CPU. The statements are counted where every Kysely
// query passes (the executors of the database and of its transactions share their prototype).

/** Counts the statements run through any Kysely executor of this process while it is watched. */
function countStatements(executor: QueryExecutor) {
  const proto = Object.getPrototypeOf(executor) as { executeQuery: (query: CompiledQuery, id: unknown) => unknown };
  const original = proto.executeQuery;
  const seen: string[] = [];
  proto.executeQuery = function (this: unknown, query: CompiledQuery, id: unknown) {
    seen.push(query.sql);
    return original.call(this, query, id);
  };
  return { seen, stop: () => (proto.executeQuery = original) };
}

for (const kind of databaseKinds)
  describe(`heartbeat batches write one statement per table on ${kind}`, () => {
    let server: TestServer;
    let contextId: number;
    let installedFile: string;
    before(async () => {
      server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
      contextId = (await findContextByKey(server.db, 'WESTFRISCH'))!.id;
      const file = await server.db.kysely
        .selectFrom('syncfiles')
        .select('filename')
        .where('contextId', '=', contextId)
        .where('kind', '=', 'cashpoint')
        .executeTakeFirstOrThrow();
      installedFile = file.filename;
    });
    after(() => server.close());

    const beat = (storeId: string, posId: string, extra: object = {}) => ({
      kind: 'cashpoint' as const,
      contextId,
      heartbeat: { storeId, posId, agentVersion: '3.4.0', currentVersion: installedFile, ...extra },
      now: 1000,
    });
    const storeServer = (storeId: string, storeName: string) => ({
      kind: 'store' as const,
      contextId,
      heartbeat: { storeId, storeName, agentVersion: '2.9.1', currentVersion: null },
      now: 1000,
    });

    /** The statements of one batch that registers a new store, its server and `registers` registers. */
    async function statementsOfBatch(storeId: string, registers: number) {
      const writer = new HeartbeatWriter(server.db);
      const watch = countStatements(server.db.kysely.getExecutor());
      try {
        const posIds = Array.from({ length: registers }, (_, i) => String(i + 1));
        await Promise.all([
          writer.submit(storeServer(storeId, `Filiale ${storeId}`)),
          ...posIds.map((posId) => writer.submit(beat(storeId, posId))),
        ]);
        assert.equal(writer.batchesCommitted, 1);
        return watch.seen.length;
      } finally {
        watch.stop();
      }
    }

    it('registers a store with 40 registers in as many statements as one with 2', async () => {
      const few = await statementsOfBatch('82001', 2);
      const many = await statementsOfBatch('82002', 40);
      assert.equal(many, few);
      const rows = await server.db.kysely
        .selectFrom('cashpoints as c')
        .innerJoin('stores as s', 's.id', 'c.storeRowId')
        .innerJoin('installations as i', 'i.cashpointId', 'c.id')
        .innerJoin('syncfiles as f', 'f.id', 'i.syncfileId')
        .select(['s.name', 'i.installationStatus', 'f.filename'])
        .where('s.contextId', '=', contextId)
        .where('s.storeId', '=', '82002')
        .execute();
      assert.equal(rows.length, 40, 'every register has its installed version recorded');
      assert.ok(
        rows.every((r) => r.name === 'Filiale 82002' && r.installationStatus === 2 && r.filename === installedFile),
      );
    });

    it('writes two heartbeats of one register in one batch in their order, and acknowledges both', async () => {
      const writer = new HeartbeatWriter(server.db);
      const sent = [
        beat('82003', '1', { agentInfo: { cashpointVersion: '5.13.1' } }),
        beat('82003', '1', { agentInfo: { cashpointVersion: '5.14.0' } }),
      ];
      const recorded = await Promise.all(sent.map((item) => writer.submit(item)));
      assert.equal(writer.batchesCommitted, 1);
      assert.equal(recorded[0]!.targetId, recorded[1]!.targetId);
      const row = await server.db.kysely
        .selectFrom('cashpoints')
        .select('agentInfo')
        .where('id', '=', recorded[0]!.targetId)
        .executeTakeFirstOrThrow();
      assert.equal(row.agentInfo, JSON.stringify({ cashpointVersion: '5.14.0' }));
    });
  });
