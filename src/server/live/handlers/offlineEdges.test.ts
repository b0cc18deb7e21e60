import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../../demo/seed';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';
import { heardSince } from '../repository/offlineEdges';

// A fleet's outage tells tens of thousands of registers offline within the minute their return is
// watched; asking for all of them in one statement failed at 1M registers ("too many SQL
// variables" on SQLite, above 65,535 on PostgreSQL), and the job told no edge from then on.

for (const kind of databaseKinds)
  describe(`the offline edges' watch for returns, on ${kind}`, () => {
    let server: TestServer;

    before(async () => {
      server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
    });
    after(async () => {
      await server?.close();
    });

    it('asks for 70,000 targets told offline and finds those heard again among them', async () => {
      const heard = await server.db.kysely
        .selectFrom('cashpoints')
        .select(['id', 'uid', 'lastHeartbeat'])
        .where('lastHeartbeat', 'is not', null)
        .orderBy('id')
        .limit(2)
        .execute();
      const since = Math.min(...heard.map((r) => r.lastHeartbeat!));
      const ids = Array.from({ length: 70_000 }, (_, i) => 1_000_000 + i);
      // The heard ones at both ends of the list: the first statement's and the last one's.
      const asked = [heard[0]!.id, ...ids, heard[1]!.id];
      const found = await heardSince(server.db, 'cashpoints', asked, since);
      assert.deepEqual(found.map((t) => t.uid).sort(), heard.map((r) => r.uid).sort());
    });
  });
