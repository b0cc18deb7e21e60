import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { databaseKinds } from '../../test/harness';
import { reportSuite, type CashpointRow } from '../../test/reportsKit';

// Only PostgreSQL has writers side by side: two transactions draw their change marks in one order
// and commit in the other.
for (const kind of databaseKinds.filter((k) => k === 'postgres'))
  describe(`cached report after writes that commit out of order on ${kind}`, () => {
    const { suite, get } = reportSuite(kind);
    const report = async () => {
      const reply = await get(suite.admin, 'reports/cashpoint-report?contextId=NORDMARKT');
      assert.equal(reply.statusCode, 200);
      return (reply.json() as { cashpoints: CashpointRow[] }).cashpoints;
    };

    it('shows a register written first and committed last', async () => {
      const rows = await report();
      const [first, second] = rows.filter((r) => r.storeId === rows[0]!.storeId);
      assert.ok(first && second, 'a store with two registers');
      const idOf = async (uid: string) =>
        (
          await suite.server.db.kysely
            .selectFrom('cashpoints')
            .select('id')
            .where('uid', '=', uid)
            .executeTakeFirstOrThrow()
        ).id;
      const [firstId, secondId] = [await idOf(first.uid), await idOf(second.uid)];

      let commitFirst!: () => void;
      const firstMayCommit = new Promise<void>((resolve) => (commitFirst = resolve));
      let firstWrote!: () => void;
      const firstHasWritten = new Promise<void>((resolve) => (firstWrote = resolve));
      const firstWrite = suite.server.db.kysely.transaction().execute(async (trx) => {
        await sql`update cashpoints set pos_type = 'ZUERST' where id = ${firstId}`.execute(trx);
        firstWrote();
        await firstMayCommit;
      });
      await firstHasWritten;
      await sql`update cashpoints set pos_type = 'DANACH' where id = ${secondId}`.execute(suite.server.db.kysely);
      const between = await report();
      assert.equal(between.find((r) => r.uid === second.uid)!.posType, 'DANACH');
      assert.equal(between.find((r) => r.uid === first.uid)!.posType, first.posType, 'not committed yet');

      commitFirst();
      await firstWrite;
      const after = await report();
      assert.equal(after.find((r) => r.uid === first.uid)!.posType, 'ZUERST');
    });
  });
