import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';
import { addContext, alertsOf } from '../../test/alertsKit';
import { reconcileAlerts } from './reconcile';

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
  });
