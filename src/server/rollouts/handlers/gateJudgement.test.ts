import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';
import { setAgentInfo } from '../../test/alertsKit';
import { recordCheckRun } from '../../test/repository/alertRows';
import { plantDayClose } from '../../test/updateWindowKit';
import { addAlert, addFleet, addRollout, addUpdate, hour, install, minute } from '../../test/rolloutEvaluationKit';
import { advanceRollouts } from '../advance';
import { evaluateRollout } from '../evaluation';
import type { RolloutFacts, WaveEvaluation } from '../model';

// Gates that judge what matters (issue 45): the alert gate compares the alerts open and not
// acknowledged now with the level when the wave began (a service that flapped and closed by itself
// pauses nothing), a store without a store server is not measurable for the day close (never
// failed), and a gate shows 'noch offen' until the wave had time to act. On SQLite and PostgreSQL.

const now = Date.parse('2026-11-18T11:00:00Z');

const gateOf = (wave: WaveEvaluation, kind: string) => wave.gates.find((g) => g.kind === kind)!;

for (const kind of databaseKinds) {
  describe(`the gates' judgement on ${kind}`, () => {
    let server: TestServer;
    let contexts = 0;
    before(async () => {
      server = await startTestServer(kind);
    });
    after(() => server.close());
    const db = () => server.db;

    /** A running first wave over `stores` stores of one register each, two hours old, installed an hour ago. */
    async function runningWave(stores: number, withoutServer: number[] = []) {
      const fleet = await addFleet(db(), `GATE${++contexts}`, stores, 1, now - minute, withoutServer);
      const update = await addUpdate(db(), fleet.contextId, 'cashpoint');
      const all = Array.from({ length: stores }, (_, i) => i);
      const rollout = await addRollout(db(), fleet, update, 'cashpoint', 'running', 1, [
        { state: 'running', startedAt: now - 2 * hour, stores: all },
        { state: 'pending' },
      ]);
      return { fleet, update, rollout };
    }
    const stateOf = async (rollout: RolloutFacts) =>
      await db()
        .kysely.selectFrom('rollouts')
        .select(['state', 'pauseCause'])
        .where('id', '=', rollout.id)
        .executeTakeFirstOrThrow();

    it('does not pause for a service alert that opened and closed during the wave', async () => {
      const { fleet, update, rollout } = await runningWave(2);
      await install(db(), update, 'cashpoint', fleet.stores[0]!.registerIds, 2, now - hour);
      const store = fleet.stores[1]!.storeUid;
      await addAlert(db(), fleet.contextId, store, 'serviceStopped', now - 50 * minute, {
        closedAt: now - 45 * minute,
      });
      await addAlert(db(), fleet.contextId, store, 'serviceStopped', now - 30 * minute, {
        closedAt: now - 25 * minute,
      });
      const [wave] = await evaluateRollout(db(), rollout, now);
      assert.deepEqual([gateOf(wave!, 'alertRise').state, gateOf(wave!, 'alertRise').value], ['holds', 0]);
      await advanceRollouts(db(), now);
      assert.equal((await stateOf(rollout)).state, 'running');
    });

    it('pauses for an open alert in a store that had none before, not for one open since before the wave', async () => {
      const { fleet, update, rollout } = await runningWave(3);
      await install(db(), update, 'cashpoint', fleet.stores[0]!.registerIds, 2, now - hour);
      const [a, b] = fleet.stores.map((s) => s.storeUid);
      await addAlert(db(), fleet.contextId, a!, 'serviceStopped', now - 5 * hour); // open before and now: no rise
      await addAlert(db(), fleet.contextId, a!, 'serviceStopped', now - 3 * hour, { acknowledgedAt: now - hour });
      await advanceRollouts(db(), now);
      assert.equal((await stateOf(rollout)).state, 'running', 'the level did not rise');
      await addAlert(db(), fleet.contextId, b!, 'dayCloseMissing', now - 10 * minute);
      const [wave] = await evaluateRollout(db(), rollout, now);
      const gate = gateOf(wave!, 'alertRise');
      assert.deepEqual([gate.state, gate.value, gate.threshold], ['fails', 2, 2], 'the same total, but b rose');
      assert.deepEqual(gate.stores, [{ uid: b, storeId: '002' }]);
      assert.deepEqual(gate.alertKinds, ['serviceStopped', 'dayCloseMissing', 'peripheralDown', 'receiptsUnsent']);
      await advanceRollouts(db(), now);
      assert.deepEqual(await stateOf(rollout), { state: 'paused', pauseCause: 'alertRise' });
    });

    it("counts a store without a store server as 'nicht messbar' for the day close, never as failed", async () => {
      const { fleet, update, rollout } = await runningWave(2, [1]);
      const registers = fleet.stores.flatMap((s) => s.registerIds);
      await install(db(), update, 'cashpoint', registers, 2, now - 26 * hour);
      await setAgentInfo(db(), fleet.stores[0]!.agentId!, {});
      await plantDayClose(db(), fleet.stores[0]!.storeRowId, true, now - 3 * hour);
      const [wave] = await evaluateRollout(db(), rollout, now);
      const gate = gateOf(wave!, 'dayClose');
      assert.deepEqual([gate.state, gate.value, gate.unmeasurable], ['holds', 100, 1]);
      // A wave of only such stores: the gate says it cannot measure, and does not hold the rollout.
      const lab = await runningWave(1, [0]);
      await install(db(), lab.update, 'cashpoint', lab.fleet.stores[0]!.registerIds, 2, now - 26 * hour);
      const [only] = await evaluateRollout(db(), lab.rollout, now);
      assert.deepEqual([gateOf(only!, 'dayClose').state, gateOf(only!, 'dayClose').holds], ['unmeasurable', true]);
    });

    it('counts what the alert checks found when they first looked, after the wave began, as the level before', async () => {
      const { fleet, update, rollout } = await runningWave(2);
      await install(db(), update, 'cashpoint', fleet.stores[0]!.registerIds, 2, now - hour);
      const [a, b] = fleet.stores.map((s) => s.storeUid);
      // A fresh console: its checks first ran half an hour ago, an hour and a half into the wave.
      const firstRun = now - 30 * minute;
      await recordCheckRun(db(), 'serviceStopped', firstRun);
      try {
        await addAlert(db(), fleet.contextId, a!, 'serviceStopped', firstRun);
        await advanceRollouts(db(), now);
        assert.equal((await stateOf(rollout)).state, 'running', 'found at the first look: there before');
        await addAlert(db(), fleet.contextId, b!, 'serviceStopped', now - 10 * minute);
        await advanceRollouts(db(), now);
        assert.deepEqual(await stateOf(rollout), { state: 'paused', pauseCause: 'alertRise' });
      } finally {
        await recordCheckRun(db(), 'serviceStopped', null);
      }
    });

    it("shows 'noch offen' before the wave had time to act", async () => {
      const { rollout } = await runningWave(2);
      const [wave] = await evaluateRollout(db(), rollout, now);
      assert.deepEqual(
        wave!.gates.map((g) => [g.kind, g.state]),
        [
          ['successShare', 'pending'],
          ['failureShare', 'pending'],
          ['heartbeatAfterInstall', 'pending'],
          ['alertRise', 'pending'],
          ['dayClose', 'pending'],
          ['soak', 'pending'],
        ],
      );
    });
  });
}
