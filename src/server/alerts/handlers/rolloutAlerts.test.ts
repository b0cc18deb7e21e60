import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';
import { addContext, alertsOf, check, minute, pendingOf, saveRules } from '../../test/alertsKit';
import { addRollout, setRollout, type RolloutRows } from '../../test/repository/rolloutRows';

// The rollouts' notifications (issue 29): a rollout that waits for approval, that a gate paused, or
// that finished opens an alert of its kind, about the rollout (no store), with mail and webhook
// queued; it closes when the state is over (the finished one after a day, unannounced).

const t0 = Date.UTC(2026, 2, 10, 9, 0);
const hour = 60 * minute;
const reason = 'Fehlgeschlagene Installationen 12 % über der Obergrenze 5 % (Welle „Pilot“)';

const openOf = async (server: TestServer, kind: string) =>
  (await alertsOf(server.db, kind)).filter((alert) => alert.state !== 'closed');

for (const database of databaseKinds)
  describe(`rollout alerts on ${database}`, () => {
    let server: TestServer;
    let contextId: number;
    before(async () => {
      server = await startTestServer(database);
      contextId = await addContext(server.db, 'ROLLOUTS');
    });
    after(() => server.close());

    describe('paused by a gate', () => {
      let rollout: RolloutRows;
      before(async () => {
        rollout = await addRollout(server.db, contextId, 'kasse-6.1.0.zip', {
          ...{ state: 'paused', waves: ['Pilot', '25 %', 'Rest'], startedWaves: 1, at: t0 },
          pause: { cause: 'failureShare', reason },
        });
        await check(server.db, t0);
      });

      it('opens exactly one alert, about the rollout, and queues its mail and webhook', async () => {
        const alerts = await alertsOf(server.db, 'rolloutPaused');
        assert.equal(alerts.length, 1);
        const [alert] = alerts;
        assert.equal(alert!.contextId, contextId);
        assert.equal(alert!.subject, `rollout:${rollout.uid}`);
        assert.equal(alert!.state, 'open');
        assert.equal(alert!.detail, `kasse-6.1.0.zip\n${reason}`);
        assert.deepEqual([alert!.storeUid, alert!.posId, alert!.cashpointUid], [null, null, null]);
        assert.deepEqual(await pendingOf(server.db, alert!.id, 'opened'), ['mail', 'webhook']);
        // No other kind takes it for its own.
        assert.deepEqual(await alertsOf(server.db, 'rolloutApproval'), []);
        assert.deepEqual(await alertsOf(server.db, 'rolloutFinished'), []);
      });

      it('stays one alert while the rollout stays paused', async () => {
        await check(server.db, t0 + minute);
        const alerts = await alertsOf(server.db, 'rolloutPaused');
        assert.equal(alerts.length, 1);
        assert.equal(Number(alerts[0]!.updatedAt), t0 + minute);
      });

      it('closes, announced, when the rollout is resumed', async () => {
        await setRollout(server.db, rollout.id, { state: 'running', pauseCause: null, pauseReason: null });
        await check(server.db, t0 + 2 * minute);
        const [alert, ...more] = await alertsOf(server.db, 'rolloutPaused');
        assert.deepEqual(more, []);
        assert.equal(alert!.state, 'closed');
        assert.deepEqual(await pendingOf(server.db, alert!.id, 'closed'), ['mail', 'webhook']);
      });

      it('opens a new alert when a gate pauses it again', async () => {
        await setRollout(server.db, rollout.id, {
          state: 'paused',
          pauseCause: 'alertRise',
          pauseReason: 'Mehr Alarme',
        });
        await check(server.db, t0 + 3 * minute);
        const alerts = await alertsOf(server.db, 'rolloutPaused');
        assert.deepEqual(
          alerts.map((alert) => [alert.state, alert.detail]),
          [
            ['closed', `kasse-6.1.0.zip\n${reason}`],
            ['open', 'kasse-6.1.0.zip\nMehr Alarme'],
          ],
        );
      });

      it('closes unannounced when the rollout is gone with its update', async () => {
        await server.db.kysely.deleteFrom('syncfiles').where('filename', '=', 'kasse-6.1.0.zip').execute();
        await check(server.db, t0 + 4 * minute);
        const alerts = await alertsOf(server.db, 'rolloutPaused');
        assert.deepEqual(
          alerts.map((alert) => alert.state),
          ['closed', 'closed'],
        );
        assert.deepEqual(await pendingOf(server.db, alerts[1]!.id, 'closed'), []);
      });
    });

    it('opens none for a rollout a person paused', async () => {
      const other = await addContext(server.db, 'MANUAL');
      await addRollout(server.db, other, 'kasse-6.2.0.zip', {
        ...{ state: 'paused', waves: ['Pilot'], startedWaves: 1, at: t0 },
        pause: { cause: 'manual', reason: 'Wartung am Wochenende' },
      });
      await check(server.db, t0 + 5 * minute);
      assert.deepEqual(
        (await alertsOf(server.db, 'rolloutPaused')).filter((alert) => alert.contextId === other),
        [],
      );
    });

    it('waits for approval with the waiting wave, and closes on the approval', async () => {
      const other = await addContext(server.db, 'APPROVAL');
      const rollout = await addRollout(server.db, other, 'kasse-6.3.0.zip', {
        ...{ state: 'waitingForApproval', waves: ['Pilot', 'Region Nord', 'Rest'], startedWaves: 1, at: t0 },
      });
      await check(server.db, t0 + 6 * minute);
      const [alert, ...more] = await openOf(server, 'rolloutApproval');
      assert.deepEqual(more, []);
      assert.equal(alert!.subject, `rollout:${rollout.uid}`);
      assert.equal(alert!.detail, 'kasse-6.3.0.zip\nRegion Nord');
      assert.deepEqual(await pendingOf(server.db, alert!.id, 'opened'), ['mail', 'webhook']);
      // Approved: wave 2 starts.
      await setRollout(server.db, rollout.id, { state: 'running' });
      await server.db.kysely
        .updateTable('rolloutWaves')
        .set({ state: 'running', startedAt: t0 + 7 * minute })
        .where('rolloutId', '=', rollout.id)
        .where('number', '=', 2)
        .execute();
      await check(server.db, t0 + 7 * minute);
      assert.deepEqual(await openOf(server, 'rolloutApproval'), []);
      assert.deepEqual(await pendingOf(server.db, alert!.id, 'closed'), ['mail', 'webhook']);
    });

    it('tells of a finished rollout for a day, then closes unannounced', async () => {
      const other = await addContext(server.db, 'FINISHED');
      const finishedAt = t0 + 10 * minute;
      const rollout = await addRollout(server.db, other, 'kasse-6.4.0.zip', {
        ...{ state: 'running', waves: ['Alle'], startedWaves: 1, at: t0 },
      });
      await setRollout(server.db, rollout.id, { state: 'finished', finishedAt });
      await check(server.db, finishedAt + minute);
      const [alert, ...more] = await openOf(server, 'rolloutFinished');
      assert.deepEqual(more, []);
      assert.equal(alert!.detail, 'kasse-6.4.0.zip');
      assert.deepEqual(await pendingOf(server.db, alert!.id, 'opened'), ['mail', 'webhook']);
      await check(server.db, finishedAt + 24 * hour - minute);
      assert.equal((await openOf(server, 'rolloutFinished')).length, 1);
      await check(server.db, finishedAt + 24 * hour);
      const [closed] = await alertsOf(server.db, 'rolloutFinished');
      assert.equal(closed!.state, 'closed');
      assert.deepEqual(await pendingOf(server.db, closed!.id, 'closed'), []);
      // A later run does not open it again.
      await check(server.db, finishedAt + 25 * hour);
      assert.deepEqual(await openOf(server, 'rolloutFinished'), []);
    });

    it('opens none in a context that switched the kind off', async () => {
      const other = await addContext(server.db, 'QUIET');
      await saveRules(server.db, other, { rolloutApproval: { enabled: false } });
      await addRollout(server.db, other, 'kasse-6.5.0.zip', {
        ...{ state: 'waitingForApproval', waves: ['Pilot', 'Rest'], startedWaves: 1, at: t0 },
      });
      await check(server.db, t0 + 30 * hour);
      assert.deepEqual(
        (await alertsOf(server.db, 'rolloutApproval')).filter((alert) => alert.contextId === other),
        [],
      );
    });
  });
