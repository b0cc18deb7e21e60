import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { runAlertChecks } from '../alerts';
import { seedDemo } from '../demo/seed';
import { Prng } from '../demo/prng';
import { advanceRollouts } from '../rollouts';
import { demo } from '../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie } from '../test/harness';
import { contextRowByKey, storesOfContext } from '../test/repository/contextRows';
import { rolloutRowByUid, waveRowsOf } from '../test/repository/rolloutReadRows';
import { updateByFilename } from '../test/repository/updateRows';
import { uploadRegisterUpdate, type SimulatedContext } from '../test/simulatorKit';
import { fleetFromDatabase } from './fleet';
import { FleetSimulator } from './simulator';
import { injectTransport } from './transport';

// Issue 45, "Must show": an hour of `npm start` in which the lab's rollout of a healthy version
// finishes with no person's override. Played on a fast clock: the jobs `npm start` runs (the
// in-process simulator with its own defaults, the alert checks, the rollouts' job), each at its
// configured interval, over the demo's lab context (INTERN, kept steady by the simulator), with a
// plan of three waves and short soaks saved, switched to advance by itself and started over HTTP.

const filename = 'kasse-5.15.0.zip';
const minute = 60_000;
/** What the run may take on the simulated clock: the hour. */
const budget = 60 * minute;

const wave = (name: string, choice: Record<string, unknown>) => ({
  name,
  ...choice,
  soakHours: 0.25,
  minSuccessPercent: 100,
  maxFailurePercent: 0,
  requireApproval: false,
});

for (const kind of databaseKinds)
  describe(`the lab's rollout of a healthy version under npm start's jobs on ${kind}`, () => {
    let sim: SimulatedContext;
    before(async () => {
      const server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
      const admin = await loginCookie(server.app, ...demo.admin);
      const all = await fleetFromDatabase(server.db, server.clock.now, server.config.offlineAfterSeconds, new Prng(5));
      const fleet = all.find((c) => c.key === 'INTERN')!;
      // As startDemoSimulator: the simulator's own chances and rhythm, only the lab's context driven.
      const simulator = new FleetSimulator({
        transport: injectTransport(server.app),
        fleet: [fleet],
        prng: new Prng(7),
        now: () => server.clock.now,
      });
      sim = { server, admin, fleet, simulator };
    });
    after(() => sim.server.close());

    it('finishes all three waves within the hour, never paused, no override, every lab register on it', async () => {
      const { server, admin } = sim;
      const { config, db } = server;
      const post = async (url: string, payload: object) => {
        const reply = await server.app.inject(withCookie(admin, { method: 'POST', url, payload }));
        assert.equal(reply.statusCode, 200, `${url}: ${reply.body}`);
        return reply.json();
      };
      await uploadRegisterUpdate(sim, filename, '5.15.0', 1);
      const context = await contextRowByKey(db, 'INTERN');
      const pilotKiel = (await storesOfContext(db, context.id)).find((s) => s.storeId === '9003')!;
      const updateUid = (await updateByFilename(db, context.id, filename)).uid;
      const { uid } = await post('/api/frontend/rollouts/save', {
        contextId: 'INTERN',
        updateUid,
        waves: [
          wave('Pilotkasse', { storeUids: [pilotKiel.uid] }),
          wave('Hälfte', { sharePercent: 50 }),
          wave('Rest', { sharePercent: 100 }),
        ],
      });
      await post('/api/frontend/rollout-settings/save', { contextId: 'INTERN', autoAdvance: true });
      const startedAt = server.clock.now;
      await post(`/api/frontend/rollouts/${uid}/start`, { contextId: 'INTERN', releaseNow: true });

      // Each job at its configured interval, on the simulator's rhythm (30 s), as the leader runs them.
      const step = config.simulatorIntervalSeconds * 1000;
      const due = { alerts: startedAt, rollouts: startedAt };
      const states = new Set<string>();
      let state = '';
      while (server.clock.now - startedAt <= budget) {
        assert.equal((await sim.simulator.tick()).errors, 0);
        if (server.clock.now >= due.alerts) {
          await runAlertChecks(db, server.clock.now, config.offlineAfterSeconds, startedAt);
          due.alerts += config.alertCheckSeconds * 1000;
        }
        if (server.clock.now >= due.rollouts) {
          await advanceRollouts(db, server.clock.now, { offlineAfterSeconds: config.offlineAfterSeconds });
          due.rollouts += config.rolloutAdvanceSeconds * 1000;
        }
        state = (await rolloutRowByUid(db, uid)).state;
        states.add(state);
        // A pause would need a person to resume it: the run ends there, naming the gate in the message.
        if (state === 'finished' || state === 'paused') break;
        server.clock.now += step;
      }

      const detail = await server.app.inject(
        withCookie(admin, { method: 'GET', url: `/api/frontend/rollouts/${uid}?contextId=INTERN` }),
      );
      assert.equal(state, 'finished', `after ${(server.clock.now - startedAt) / minute} min: ${detail.body}`);
      assert.deepEqual([...states].sort(), ['finished', 'running'], 'never paused nor waiting for approval');
      const waves = await waveRowsOf(db, (await rolloutRowByUid(db, uid)).id);
      assert.deepEqual(
        waves.map((w) => [w.state, JSON.parse(String(w.gateOverrides ?? '[]'))]),
        [
          ['done', []],
          ['done', []],
          ['done', []],
        ],
      );
      const registers = sim.fleet.stores.flatMap((s) => s.registers);
      assert.equal(registers.length, 6);
      assert.deepEqual(
        registers.map((r) => r.current),
        registers.map(() => filename),
      );
      const tree = await server.app.inject(
        withCookie(admin, { method: 'GET', url: '/api/frontend/cashpoints?contextId=INTERN' }),
      );
      const shown = (tree.json().stores as { cashpoints: { currentVersionTag: string | null }[] }[]).flatMap((s) =>
        s.cashpoints.map((c) => c.currentVersionTag),
      );
      assert.deepEqual(
        shown,
        registers.map(() => '5.15.0'),
      );
    });
  });
