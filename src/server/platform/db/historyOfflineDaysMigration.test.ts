import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { createPostgresDatabase, databaseKinds } from '../../test/harness';
import { migrateToBefore } from '../../test/migratedBefore';
import { openDb } from './connection';
import { migrate } from './migrate';
import * as offlineDays from './migrations/0045-history-offline-days';

// Migration 0045 packs the offline spans per target and day: a database of the previous version
// holds one row per span in history_offline. Each moves to the day row of the day it ended, to the
// second, in the order of its start; the old table goes.

const day = 86_400_000;
const midnight = Date.UTC(2027, 0, 20);

for (const kind of databaseKinds) {
  describe(`the offline-days migration on ${kind}`, () => {
    it("moves every span to its target's day row of the day it ended", async () => {
      const pgDb = kind === 'postgres' ? await createPostgresDatabase() : undefined;
      const db = openDb({ postgresUrl: pgDb?.url, sqliteFile: ':memory:' });
      try {
        await migrateToBefore(db, offlineDays.name);
        await sql`insert into contexts (uid, key, name, type) values ('c1', 'NORD', 'Nord', 1)`.execute(db.kysely);
        await sql`insert into stores (uid, context_id, store_id, name) values ('s1', 1, '0001', 'Markt')`.execute(
          db.kysely,
        );
        await sql`insert into cashpoints (uid, store_row_id, pos_id) values ('k1', 1, '1'), ('k2', 1, '2')`.execute(
          db.kysely,
        );
        await sql`insert into store_agents (uid, store_row_id) values ('a1', 1)`.execute(db.kysely);
        const spans: [number | null, number | null, number, number][] = [
          // register 1: two spans on one day (written out of order), one that began the day before
          [1, null, midnight + 7_200_500, midnight + 7_500_000],
          [1, null, midnight + 3_600_000, midnight + 3_900_999],
          [1, null, midnight + day - 600_000, midnight + day + 300_000],
          [2, null, midnight + 60_000, midnight + 120_000],
          [null, 1, midnight + 60_000, midnight + 120_000],
        ];
        for (const [cashpoint, agent, start, end] of spans)
          await sql`insert into history_offline (cashpoint_id, store_agent_id, started_at, ended_at)
            values (${cashpoint}, ${agent}, ${start}, ${end})`.execute(db.kysely);

        await migrate(db);
        const rows = await db.kysely
          .selectFrom('historyOfflineDays')
          .select(['cashpointId', 'storeAgentId', 'day', 'spans'])
          .execute();
        const order = (r: { cashpointId: number | null; storeAgentId: number | null; day: number }) =>
          `${r.storeAgentId ?? 0}/${r.cashpointId ?? 0}/${r.day}`;
        const first = midnight / day;
        assert.deepEqual(
          rows.map((r) => ({ ...r, day: Number(r.day) })).sort((a, b) => order(a).localeCompare(order(b))),
          [
            { cashpointId: 1, storeAgentId: null, day: first, spans: '3600:3900,7200:7500' },
            { cashpointId: 1, storeAgentId: null, day: first + 1, spans: '-600:300' },
            { cashpointId: 2, storeAgentId: null, day: first, spans: '60:120' },
            { cashpointId: null, storeAgentId: 1, day: first, spans: '60:120' },
          ],
        );
        const { rows: left } = await sql<{ n: number }>`select count(*) as n from ${sql.table(
          kind === 'postgres' ? 'information_schema.tables' : 'sqlite_master',
        )} where ${sql.ref(kind === 'postgres' ? 'table_name' : 'name')} = 'history_offline'`.execute(db.kysely);
        assert.equal(Number(left[0]!.n), 0, 'history_offline is gone');
      } finally {
        await db.close();
        await pgDb?.drop();
      }
    });
  });
}
