import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { runAlertChecks } from '../alerts';
import { advanceRollouts } from '../rollouts';
import { fleetFromDatabase } from '../simulator/fleet';
import { FleetSimulator } from '../simulator/simulator';
import { injectTransport } from '../simulator/transport';
import { demo } from '../test/demoAccounts';
import { rolloutRowByUid } from '../test/repository/rolloutReadRows';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../test/harness';
import { Prng } from './prng';
import { demoBadVersions, seedDemoRollouts } from './rolloutsSeed';
import { seedDemo } from './seed';
import { seedDemoTses } from './tseSeed';

// Issue 45: the demo's rollouts keep telling their story for an hour of `npm start`: one running, one
// waiting for approval, one paused by a gate that a person can override. Played on a fast clock as
// `npm start` runs its jobs: the in-process simulator as startDemoSimulator makes it (the demo's bad
// version, its own chances of outages and failures) over the three rollouts' contexts, its first
// round before the jobs, then the alert checks and the rollouts' job at their configured intervals.

const minute = 60_000;
const contexts = ['MEGAMARKT', 'WESTFRISCH', 'SUEDKAUF'];
const told = { MEGAMARKT: 'running', WESTFRISCH: 'waitingForApproval', SUEDKAUF: 'paused' } as const;

for (const kind of databaseKinds)
  describe(`the demo's rollouts over an hour of npm start on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    before(async () => {
      server = await startTestServer(kind, {
        seed: async (db, dir, now) => {
          await seedDemo(db, dir, now);
          await seedDemoRollouts(db, now);
          await seedDemoTses(db, now);
        },
      });
      admin = await loginCookie(server.app, ...demo.admin);
    });
    after(() => server.close());

    const get = async (url: string) => {
      const reply = await server.app.inject(withCookie(admin, { method: 'GET', url }));
      assert.equal(reply.statusCode, 200, reply.body);
      return reply.json();
    };

    it('keeps one running, one waiting for approval and one paused that a person can resume', async () => {
      const { config, db, clock } = server;
      const fleet = await fleetFromDatabase(db, clock.now, config.offlineAfterSeconds, new Prng(clock.now / 1000));
      const simulator = new FleetSimulator({
        transport: injectTransport(server.app),
        fleet: fleet.filter((c) => contexts.includes(c.key)),
        prng: new Prng(Math.floor(clock.now / 1000)),
        now: () => clock.now,
        // npm start's simulator sends 4 at a time; the order of a round's requests tells the story
        // no differently, and on PostgreSQL each waits on round trips: 16 at a time took the hour's
        // rounds 196 s instead of 326 s there (the test was the suite's longest file, 23 min in CI).
        concurrency: 16,
        badVersions: demoBadVersions,
      });
      const uids: Record<string, string> = {};
      for (const key of contexts) uids[key] = (await get(`/api/frontend/rollouts?contextId=${key}`)).rollouts[0].uid;

      // The simulator's first round, then the jobs, each at its interval, a round every interval.
      assert.equal((await simulator.tick()).errors, 0);
      const startedAt = clock.now;
      const due = { alerts: startedAt, rollouts: startedAt };
      const seen: string[] = [];
      while (clock.now - startedAt <= 60 * minute) {
        if (clock.now >= due.alerts) {
          await runAlertChecks(db, clock.now, config.offlineAfterSeconds, startedAt);
          due.alerts += config.alertCheckSeconds * 1000;
        }
        if (clock.now >= due.rollouts) {
          await advanceRollouts(db, clock.now, { offlineAfterSeconds: config.offlineAfterSeconds });
          due.rollouts += config.rolloutAdvanceSeconds * 1000;
        }
        for (const key of contexts) {
          const rollout = await rolloutRowByUid(db, uids[key]!);
          const at = `${key} after ${(clock.now - startedAt) / minute} min`;
          assert.equal(rollout.state, told[key as keyof typeof told], `${at}: ${rollout.pauseReason ?? ''}`);
          seen.push(`${key}:${rollout.currentWave}`);
        }
        // Every 10 minutes: none of the running one's registers is silent after its install, no gate
        // would pause it now. (Its success share may fall short while offline registers have not
        // installed: judged at the end of its 24 h soak, when they may be back.)
        if ((clock.now - startedAt) % (10 * minute) === 0) {
          const running = await get(`/api/frontend/rollouts/${uids.MEGAMARKT}?contextId=MEGAMARKT`);
          const gates = running.waves[1].gates as { kind: string; state: string }[];
          const failing = gates.filter((gate) => gate.state === 'fails').map((gate) => gate.kind);
          const pausing = failing.filter((kind) =>
            ['heartbeatAfterInstall', 'failureShare', 'alertRise'].includes(kind),
          );
          assert.deepEqual(pausing, [], `MEGAMARKT after ${(clock.now - startedAt) / minute} min`);
        }
        clock.now += config.simulatorIntervalSeconds * 1000;
        assert.equal((await simulator.tick()).errors, 0);
      }
      // Wave 2 of the running rollout all along, after the pilot of the waiting one, wave 2 of the paused one.
      assert.deepEqual([...new Set(seen)].sort(), ['MEGAMARKT:2', 'SUEDKAUF:2', 'WESTFRISCH:1']);

      // The cockpit has work after the hour (issue 50): TSEs expired, expiring, filling up, failing
      // silently, not initialised, and a planned swap.
      const tses = (await get('/api/frontend/tse?contextId=SUEDKAUF&size=500')).rows as {
        daysLeft: number;
        capacityUsedPercent: number | null;
        state: string;
        lastExportOk: boolean | null;
        plannedSwap: object | null;
      }[];
      const states = {
        expired: tses.some((t) => t.daysLeft < 0),
        expiring: tses.some((t) => t.daysLeft >= 0 && t.daysLeft <= 90),
        filling: tses.some((t) => (t.capacityUsedPercent ?? 0) >= 80),
        exportFailing: tses.some((t) => t.lastExportOk === false),
        notInitialized: tses.some((t) => t.state === 'notInitialized'),
        swapPlanned: tses.some((t) => t.plannedSwap !== null),
      };
      assert.deepEqual(
        Object.values(states),
        Object.values(states).map(() => true),
        JSON.stringify(states),
      );

      // The paused one: its failing gate named, a person resumes it despite the gate, with a reason.
      const resume = (payload: object) =>
        server.app.inject(
          withCookie(admin, {
            method: 'POST',
            url: `/api/frontend/rollouts/${uids.SUEDKAUF}/resume`,
            payload: { contextId: 'SUEDKAUF', ...payload },
          }),
        );
      const plain = await resume({});
      assert.equal(plain.statusCode, 409);
      assert.match(plain.json().value, /failureShare/);
      const despite = await resume({ overrideGates: true, comment: 'Fehlerbild bekannt, Hersteller informiert' });
      assert.equal(despite.statusCode, 200, despite.body);
      assert.equal((await get(`/api/frontend/rollouts/${uids.SUEDKAUF}?contextId=SUEDKAUF`)).state, 'running');
    });
  });
