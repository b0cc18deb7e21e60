import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { instanceJobs } from '../../jobs';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';
import { addContext } from '../../test/alertsKit';
import type { AlertState } from '../../platform/db/schema';

const day = 24 * 3600_000;

for (const kind of databaseKinds)
  describe(`the retention of closed alerts on ${kind}`, () => {
    let server: TestServer;
    let contextId: number;
    before(async () => {
      server = await startTestServer(kind);
      contextId = await addContext(server.db, 'AUFBEWAHRUNG');
    });
    after(() => server.close());

    /** An alert opened 200 days ago in a state, with a notification and a delivery attempt. */
    const addAlert = async (subject: string, state: AlertState, closedAt: number | null) => {
      const at = server.clock.now - 200 * day;
      const alert = await server.db.kysely
        .insertInto('alerts')
        .values({
          ...{ uid: `uid-${subject}`, contextId, kind: 'storeDown', subject, state, storeUid: subject },
          ...{ storeId: subject, storeName: subject, posId: null, cashpointUid: null, detail: null },
          ...{ openedAt: at, updatedAt: at, closedAt, acknowledgedBy: null, acknowledgedAt: null, comment: null },
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const notification = await server.db.kysely
        .insertInto('alertNotifications')
        .values({
          alertId: alert.id,
          event: 'opened',
          channel: 'mail',
          state: 'sent',
          nextAttemptAt: at,
          createdAt: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await server.db.kysely
        .insertInto('alertDeliveryAttempts')
        .values({ notificationId: notification.id, at, ok: 1, detail: null })
        .execute();
      return alert.id;
    };

    it('deletes the alerts closed more than 90 days ago with their notifications and attempts, nothing else', async () => {
      const now = server.clock.now;
      const old = await addAlert('a', 'closed', now - 91 * day);
      const kept = [
        await addAlert('b', 'closed', now - 89 * day),
        await addAlert('c', 'open', null),
        await addAlert('d', 'acknowledged', null),
      ];
      const job = instanceJobs(server.app).find((j) => j.name === 'alert-retention');
      assert.ok(job);
      await (
        await job.start()
      )();

      const alerts = await server.db.kysely.selectFrom('alerts').select('id').orderBy('id').execute();
      assert.deepEqual(
        alerts.map((a) => a.id),
        kept,
      );
      const notifications = await server.db.kysely.selectFrom('alertNotifications').select(['id', 'alertId']).execute();
      assert.deepEqual(notifications.map((n) => n.alertId).sort(), [...kept].sort());
      const attempts = await server.db.kysely.selectFrom('alertDeliveryAttempts').select('notificationId').execute();
      assert.deepEqual(attempts.map((a) => a.notificationId).sort(), notifications.map((n) => n.id).sort());
      assert.ok(!alerts.some((a) => a.id === old));
    });
  });
