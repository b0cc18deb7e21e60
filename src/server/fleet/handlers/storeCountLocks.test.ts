import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { seedDemo } from '../../demo/seed';
import { findContextByKey } from '../../contexts/repository/contexts';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';

// The per-store counts (migration 0022) are rows that heartbeat batches lock when they add a
// register or store server. A batch that registers a store writes its registers, then its store
// server, in one transaction; a batch of known stores writes without one, several side by side on
// PostgreSQL. The reviewer's interleaving, forced step by step: with one counts table for both
// kinds the two batches wait for each other and PostgreSQL aborts one (a deadlock).

for (const kind of databaseKinds.filter((k) => k === 'postgres'))
  describe(`store counts under parallel heartbeat batches on ${kind}`, () => {
    let server: TestServer;
    let contextId: number;
    before(async () => {
      server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
      contextId = (await findContextByKey(server.db, 'WESTFRISCH'))!.id;
    });
    after(() => server.close());

    const newStore = async (storeId: string) =>
      (
        await server.db.kysely
          .insertInto('stores')
          .values({ uid: `lock-${storeId}`, contextId, storeId, name: '' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const register = (storeRowId: number, posId: string) => ({ uid: `lock-${storeRowId}-${posId}`, storeRowId, posId });
    /** Statements of this database waiting for a lock now. */
    const waiting = async () =>
      Number(
        (
          await sql<{ n: string }>`select count(*) as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`.execute(server.db.kysely)
        ).rows[0]!.n,
      );

    it('a registering batch and a batch of known stores both commit, and the counts are exact', async () => {
      const [two, five] = [await newStore('9902'), await newStore('9905')];
      let known: Promise<unknown> | undefined;
      await server.db.kysely.transaction().execute(async (trx) => {
        // The registering batch: a new register in store 9905 (its counts row is now locked).
        await trx.insertInto('cashpoints').values(register(five, '1')).execute();
        // A batch of known stores, no transaction: registers in 9902 and 9905, in store order. It
        // takes 9902's row and waits for 9905's.
        known = server.db.kysely
          .insertInto('cashpoints')
          .values([register(two, '1'), register(five, '2')])
          .execute();
        const deadline = Date.now() + 10_000;
        while ((await waiting()) === 0) {
          assert.ok(Date.now() < deadline, 'the second batch never waited for the first');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        // The registering batch goes on with its store server in 9902.
        await trx.insertInto('storeAgents').values({ uid: 'lock-agent', storeRowId: two, agentVersion: '1' }).execute();
      });
      await known;
      const counts = async (table: 'storeCashpointCounts' | 'storeAgentCounts') =>
        new Map(
          (
            await server.db.kysely
              .selectFrom(table)
              .select(['storeRowId', 'n'])
              .where('storeRowId', 'in', [two, five])
              .execute()
          ).map((r) => [r.storeRowId, Number(r.n)]),
        );
      assert.deepEqual(
        await counts('storeCashpointCounts'),
        new Map([
          [two, 1],
          [five, 2],
        ]),
      );
      assert.deepEqual(await counts('storeAgentCounts'), new Map([[two, 1]]));
    });
  });
