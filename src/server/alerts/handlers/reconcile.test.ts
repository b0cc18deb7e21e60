import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';
import { addContext, alertsOf } from '../../test/alertsKit';
import { reconcileAlerts } from '../repository/reconcile';

for (const kind of databaseKinds)
  describe(`reconciling alerts on ${kind}`, () => {
    let server: TestServer;
    let contextId: number;
    before(async () => {
      server = await startTestServer(kind);
      contextId = await addContext(server.db, 'ABGLEICH');
    });
    after(() => server.close());

    it('takes the causes by column name, whatever order a check selects them in', async () => {
      const causes = sql`select cast('3' as text) as detail, cast('P1' as text) as pos_id, cast('S1' as text) as subject,
        cast('Filiale 9' as text) as store_name, cast(null as text) as cashpoint_uid, cast('9' as text) as store_id,
        cast('U1' as text) as store_uid, cast(${contextId} as integer) as context_id`;
      await reconcileAlerts(server.db, 'storeDown', causes, 1_000);
      const [alert, ...more] = await alertsOf(server.db, 'storeDown');
      assert.deepEqual(more, []);
      assert.deepEqual(
        [alert!.contextId, alert!.subject, alert!.storeUid, alert!.posId, alert!.detail],
        [contextId, 'S1', 'U1', 'P1', '3'],
      );
    });

    it('rewrites no alert whose cause is unchanged, yet it reads as found by the last run; closing keeps that time', async () => {
      const causes = (detail: string) => sql`select cast(${contextId} as integer) as context_id,
        cast('S2' as text) as subject, cast('U2' as text) as store_uid, cast('2' as text) as store_id,
        cast('Filiale 2' as text) as store_name, cast(null as text) as pos_id, cast(null as text) as cashpoint_uid,
        cast(${detail} as text) as detail`;
      const rowOf = () =>
        server.db.kysely
          .selectFrom('alerts')
          .select(['id', 'updatedAt', 'detail'])
          .where('subject', '=', 'S2')
          .executeTakeFirstOrThrow();
      const { opened } = await reconcileAlerts(server.db, 'serviceStopped', causes('a'), 10_000);
      assert.equal(opened.length, 1);
      const unchanged = await reconcileAlerts(server.db, 'serviceStopped', causes('a'), 20_000);
      assert.deepEqual(unchanged, { opened: [], closed: [] });
      assert.equal(Number((await rowOf()).updatedAt), 10_000, 'the row is not rewritten');
      const [found] = (await alertsOf(server.db, 'serviceStopped')).filter((a) => a.subject === 'S2');
      assert.equal(Number(found!.updatedAt), 20_000, 'last found by the run at 20,000');
      await reconcileAlerts(server.db, 'serviceStopped', causes('a, b'), 30_000);
      assert.deepEqual([Number((await rowOf()).updatedAt), (await rowOf()).detail], [30_000, 'a, b']);
      await reconcileAlerts(server.db, 'serviceStopped', causes('a, b'), 40_000);
      const { closed } = await reconcileAlerts(
        server.db,
        'serviceStopped',
        sql`select * from (${causes('x')}) c where false`,
        50_000,
      );
      assert.equal(closed.length, 1);
      const [ended] = (await alertsOf(server.db, 'serviceStopped')).filter((a) => a.subject === 'S2');
      assert.deepEqual([ended!.state, Number(ended!.updatedAt), Number(ended!.closedAt)], ['closed', 40_000, 50_000]);
    });
  });
