import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { createPostgresDatabase, databaseKinds } from '../../test/harness';
import { openDb, type Db } from '../../platform/db/connection';
import { migrate } from '../../platform/db/migrate';
import { addSpan, latestSpans, packSpan, unpackSpans, type Span } from './offlineDays';

// Offline spans packed per target and day: the packing to the second, the upsert that appends and
// adds no span twice, and the timeline's read that goes back a week at a time, against a brute-force
// answer over every planted span.

const second = 1000;
const hour = 3_600_000;
const day = 24 * hour;
const midnight = Date.UTC(2027, 0, 20);

describe('packSpan', () => {
  it('keeps a span to the second on the day it ended, a start on the day before as negative', () => {
    assert.deepEqual(packSpan({ startedAt: midnight + 3_600_400, endedAt: midnight + 3_900_999 }), {
      day: midnight / day,
      packed: '3600:3900',
    });
    const across = { startedAt: midnight - 600 * second, endedAt: midnight + 300 * second };
    assert.deepEqual(packSpan(across), { day: midnight / day, packed: '-600:300' });
    assert.deepEqual(unpackSpans(midnight / day, '-600:300,60:120'), [
      across,
      { startedAt: midnight + 60 * second, endedAt: midnight + 120 * second },
    ]);
  });
});

for (const kind of databaseKinds)
  describe(`offline day rows on ${kind}`, () => {
    let db: Db;
    let dropPg: (() => Promise<void>) | undefined;
    before(async () => {
      const pg = kind === 'postgres' ? await createPostgresDatabase() : undefined;
      dropPg = pg?.drop;
      db = openDb({ postgresUrl: pg?.url, sqliteFile: ':memory:' });
      await migrate(db);
      await sql`insert into contexts (uid, key, name, type) values ('c1', 'NORD', 'Nord', 1)`.execute(db.kysely);
      await sql`insert into stores (uid, context_id, store_id, name) values ('s1', 1, '0001', 'Markt')`.execute(
        db.kysely,
      );
      await sql`insert into cashpoints (uid, store_row_id, pos_id) values ('k1', 1, '1'), ('k2', 1, '2')`.execute(
        db.kysely,
      );
    });
    after(async () => {
      await db.close();
      await dropPg?.();
    });

    const register = (id: number) => ({ column: 'cashpointId' as const, cashpointId: id, storeAgentId: null });
    const stored = async (id: number) =>
      (
        await db.kysely
          .selectFrom('historyOfflineDays')
          .select(['day', 'spans'])
          .where('cashpointId', '=', id)
          .execute()
      )
        .map((r) => r.spans)
        .sort();

    it('appends a span to its day row and adds none twice, telling 5 from 15 and a negative start', async () => {
      const spans: Span[] = [
        { startedAt: midnight + 5 * second, endedAt: midnight + 60 * second },
        { startedAt: midnight + 15 * second, endedAt: midnight + 90 * second },
        { startedAt: midnight - 15 * second, endedAt: midnight + 2 * second },
      ];
      for (const span of [...spans, ...spans]) await addSpan(db.kysely, db, register(1), span);
      assert.deepEqual(await stored(1), ['5:60,15:90,-15:2']);
    });

    it('reads the latest spans of a window as one query over all of them would', async () => {
      // Register 2: three spans a day for 40 days, and one of 20 days that ended on the last.
      const planted: Span[] = [];
      for (let d = 0; d < 40; d++)
        for (const h of [2, 9, 17]) {
          const startedAt = midnight + d * day + h * hour + d * second;
          planted.push({ startedAt, endedAt: startedAt + 20 * 60 * second });
        }
      planted.push({ startedAt: midnight + 19 * day + 23 * hour, endedAt: midnight + 39 * day + 22 * hour });
      for (const span of planted) await addSpan(db.kysely, db, register(2), span);
      const now = midnight + 40 * day;
      const windows = [
        { from: now - 90 * day, before: now, limit: 5 },
        { from: now - 90 * day, before: midnight + 25 * day + 10 * hour, limit: 6 },
        // The newest week holds only the long span for this page: an older week has later starts.
        { from: now - 90 * day, before: midnight + 25 * day + 10 * hour, limit: 1 },
        { from: midnight + 30 * day + 9 * hour + 30 * second, before: now, limit: 200 },
        { from: midnight + 10 * day, before: midnight + 10 * day + 3 * hour, limit: 3 },
        { from: now - 90 * day, before: now, limit: 500 },
      ];
      for (const w of windows) {
        const expected = planted
          .filter((s) => s.startedAt < w.before && s.endedAt >= w.from)
          .sort((a, b) => b.startedAt - a.startedAt)
          .slice(0, w.limit);
        const read = await latestSpans(db, { cashpoints: [2], storeAgents: [] }, { ...w, now });
        assert.deepEqual(
          read.map(({ startedAt, endedAt }) => ({ startedAt, endedAt })),
          expected,
          JSON.stringify(w),
        );
      }
    });
  });
