import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';
import { addContext } from '../../test/alertsKit';
import { reconcileAlerts } from '../repository/reconcile';
import { flapLimit } from '../repository/flapping';

// Issue 46: a cause that comes and goes more than flapLimit times within an hour flaps: its next
// alerts are marked 'flattert', and only the spell's first opening is notified.

const minute = 60_000;

for (const kind of databaseKinds)
  describe(`flapping alerts on ${kind}`, () => {
    let server: TestServer;
    let contextId: number;
    before(async () => {
      server = await startTestServer(kind);
      contextId = await addContext(server.db, 'FLATTERN');
    });
    after(() => server.close());

    const causesOf = (subjects: string[]) =>
      sql`select cast(${contextId} as integer) as context_id, s.subject, cast('U1' as text) as store_uid,
        cast('1' as text) as store_id, cast('Filiale 1' as text) as store_name, cast(null as text) as pos_id,
        cast(null as text) as cashpoint_uid, cast('dzuska28' as text) as detail
        from (select cast('F1' as text) as subject union all select cast('F2' as text)) s
        where s.subject in (${sql.join(subjects.length > 0 ? subjects : ['-'])})`;
    const rows = () =>
      server.db.kysely
        .selectFrom('alerts')
        .select(['id', 'subject', 'state', 'flapping'])
        .where('contextId', '=', contextId)
        .orderBy('id')
        .execute();
    const told = async (id: number) =>
      (
        await server.db.kysely
          .selectFrom('alertNotifications')
          .select('event')
          .distinct()
          .where('alertId', '=', id)
          .orderBy('event')
          .execute()
      ).map((r) => r.event);

    it("marks a subject's alerts 'flattert' once it opened and closed more than 3 times in an hour, telling it once", async () => {
      let now = 0;
      // F2 stays; F1 comes and goes every 5 minutes.
      for (let round = 0; round < flapLimit + 3; round++) {
        await reconcileAlerts(server.db, 'serviceStopped', causesOf(['F1', 'F2']), (now += 5 * minute));
        await reconcileAlerts(server.db, 'serviceStopped', causesOf(['F2']), (now += 5 * minute));
      }
      const f1 = (await rows()).filter((r) => r.subject === 'F1');
      assert.equal(f1.length, flapLimit + 3);
      // The first four open and close, told each time; the fifth opens with four closed within the hour.
      assert.deepEqual(
        f1.map((r) => r.flapping),
        [0, 0, 0, 0, 1, 1],
      );
      for (const alert of f1.slice(0, flapLimit + 1)) assert.deepEqual(await told(alert.id), ['closed', 'opened']);
      assert.deepEqual(await told(f1[flapLimit + 1]!.id), ['opened'], "the spell's first opening is told, once");
      assert.deepEqual(await told(f1[flapLimit + 2]!.id), [], 'the next ones are not');
      const f2 = (await rows()).filter((r) => r.subject === 'F2');
      assert.deepEqual(
        f2.map((r) => [r.state, r.flapping]),
        [['open', 0]],
      );

      // An hour later without it, the subject flaps no more: its next alert is told as before.
      now += 61 * minute;
      await reconcileAlerts(server.db, 'serviceStopped', causesOf(['F1', 'F2']), now);
      const last = (await rows()).filter((r) => r.subject === 'F1').at(-1)!;
      assert.deepEqual([last.state, last.flapping, await told(last.id)], ['open', 0, ['opened']]);
    });
  });
