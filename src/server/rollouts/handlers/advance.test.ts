import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../../demo/seed';
import { demo } from '../../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../../test/harness';
import { setAgentInfo } from '../../test/alertsKit';
import { plantDayClose } from '../../test/updateWindowKit';
import {
  addAlert,
  addFleet,
  addRollout,
  addUpdate,
  hour,
  install,
  minute,
  setRolloutSettings,
  type Fleet,
  type SeededWave,
} from '../../test/rolloutEvaluationKit';
import { advanceRollout, advanceRollouts, type AdvanceStep } from '../advance';
import type { RolloutFacts } from '../model';

// The rollouts' job over rollouts as the transitions leave them: what a run does, seen through the
// progress view an operator reads (GET /api/frontend/rollouts/{uid}) and the audit log, on SQLite
// and PostgreSQL.

const now = Date.parse('2026-11-18T11:00:00Z');

/** The steps a run took for one rollout (the suite's earlier rollouts share the database). */
const stepsOf = (rollout: RolloutFacts, steps: AdvanceStep[]) =>
  steps.filter((step) => step.rolloutUid === rollout.uid);

interface Detail {
  state: string;
  pauseReason: string | null;
  pauseCause: string | null;
  currentWave: number;
  waves: { number: number; state: string; soakUntil: string | null; counts: { stores: number; targets: number } }[];
}

for (const kind of databaseKinds) {
  describe(`the rollouts' job on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    let contexts = 0;
    before(async () => {
      server = await startTestServer(kind, { seed: (db, dir, at) => seedDemo(db, dir, at) });
      server.clock.now = now;
      admin = await loginCookie(server.app, ...demo.admin);
    });
    after(() => server.close());
    const db = () => server.db;

    const detail = async (fleet: Fleet, rollout: RolloutFacts): Promise<Detail> => {
      const reply = await server.app.inject(
        withCookie(admin, {
          method: 'GET',
          url: `/api/frontend/rollouts/${rollout.uid}?contextId=${fleet.contextKey}`,
        }),
      );
      assert.equal(reply.statusCode, 200, reply.body);
      return reply.json();
    };
    const systemEntries = (rollout: RolloutFacts) =>
      db()
        .kysely.selectFrom('auditLog')
        .select(['action', 'userLogin'])
        .where('objectId', '=', rollout.uid)
        .where('userLogin', '=', 'system')
        .orderBy('id')
        .execute();

    /** A register fleet of `stores` × 2 registers heard from a minute ago, with its update and a rollout of `waves`. */
    async function rolloutOf(stores: number, waves: SeededWave[], currentWave: number, autoAdvance = true) {
      const fleet = await addFleet(db(), `JOB${++contexts}`, stores, 2, now - minute);
      await setRolloutSettings(db(), fleet.contextId, autoAdvance);
      const update = await addUpdate(db(), fleet.contextId, 'cashpoint');
      const rollout = await addRollout(db(), fleet, update, 'cashpoint', 'running', currentWave, waves);
      const registers = (...indexes: number[]) => indexes.flatMap((i) => fleet.stores[i]!.registerIds);
      return { fleet, update, rollout, registers };
    }

    /** Every store heard from a minute ago with a successful day close after `at`. */
    async function closedDays(fleet: Fleet, at: number) {
      for (const store of fleet.stores) {
        await setAgentInfo(db(), store.agentId!, {});
        await plantDayClose(db(), store.storeRowId, true, at);
      }
    }

    it('pauses wave 2 of a bad version at the failure ceiling while it still runs, with its German reason', async () => {
      const { fleet, update, rollout, registers } = await rolloutOf(
        6,
        [
          { state: 'done', startedAt: now - 30 * hour, stores: [0] },
          { state: 'running', startedAt: now - hour, stores: [1, 2, 3, 4, 5] },
          { state: 'pending' },
        ],
        2,
      );
      await install(db(), update, 'cashpoint', registers(0), 2, now - 28 * hour);
      // 40 % of wave 2's ten registers failed, the rest have not begun.
      await install(db(), update, 'cashpoint', registers(1, 2), 3, now - 20 * minute);
      const [step] = stepsOf(rollout, await advanceRollouts(db(), now));
      assert.equal(step!.made, true);
      const view = await detail(fleet, rollout);
      assert.equal(view.state, 'paused');
      assert.equal(view.pauseCause, 'failureShare');
      assert.equal(
        view.pauseReason,
        'Welle 2 automatisch angehalten: 40 % der Kassen fehlgeschlagen (höchstens 5 % erlaubt)',
      );
      assert.equal(view.waves[1]!.state, 'paused');
      assert.equal(view.waves[2]!.state, 'pending', 'no wave starts');
      assert.deepEqual(await systemEntries(rollout), [{ action: 'rolloutPaused', userLogin: 'system' }]);
      // Paused: the next run leaves it alone.
      assert.deepEqual(stepsOf(rollout, await advanceRollouts(db(), now + minute)), []);
    });

    it('pauses a wave at once when TSE and service alerts rise in its stores', async () => {
      const { fleet, rollout, update, registers } = await rolloutOf(
        3,
        [{ state: 'running', startedAt: now - 2 * hour, stores: [0, 1, 2] }],
        1,
      );
      // Judged once the wave has acted: an install of it ended.
      await install(db(), update, 'cashpoint', registers(0), 2, now - 90 * minute);
      for (const store of fleet.stores)
        await addAlert(db(), fleet.contextId, store.storeUid, 'serviceStopped', now - hour);
      await advanceRollouts(db(), now);
      const view = await detail(fleet, rollout);
      assert.equal(view.state, 'paused');
      assert.equal(view.pauseCause, 'alertRise');
      assert.equal(
        view.pauseReason,
        'Welle 1 automatisch angehalten: 3 offene Alarme „Dienst gestoppt“, „Tagesabschluss fehlt“, „Peripherie gestört“ ' +
          'oder „Belege nicht gesendet“ in den Filialen der Welle, vorher 0',
      );
    });

    it('begins the soak when the wave’s installs have ended', async () => {
      const { fleet, update, rollout, registers } = await rolloutOf(
        2,
        [{ state: 'running', startedAt: now - 2 * hour, stores: [0, 1] }, { state: 'pending' }],
        1,
      );
      await install(db(), update, 'cashpoint', registers(0, 1), 2, now - 30 * minute);
      await advanceRollouts(db(), now);
      const view = await detail(fleet, rollout);
      assert.equal(view.state, 'running');
      assert.equal(view.waves[0]!.state, 'soaking');
      assert.equal(view.waves[0]!.soakUntil, new Date(now - 30 * minute + 2 * hour).toISOString());
    });

    /** Wave 1 of two stores installed 26 hours ago and soaked; `waves` after it. */
    async function soaked(next: SeededWave[], autoAdvance = true) {
      const seeded = await rolloutOf(
        4,
        [{ state: 'soaking', startedAt: now - 30 * hour, soakUntil: now - hour, stores: [0, 1] }, ...next],
        1,
        autoAdvance,
      );
      await install(db(), seeded.update, 'cashpoint', seeded.registers(0, 1), 2, now - 26 * hour);
      await closedDays(seeded.fleet, now - 20 * hour);
      return seeded;
    }

    it('holds at the end of the soak for registers not heard from 15 minutes after their install', async () => {
      const { fleet, rollout, registers } = await soaked([{ state: 'pending' }]);
      await db()
        .kysely.updateTable('cashpoints')
        .set({ lastHeartbeat: now - 27 * hour })
        .where('id', 'in', registers(1))
        .execute();
      await advanceRollouts(db(), now);
      const view = await detail(fleet, rollout);
      assert.equal(view.state, 'paused');
      assert.equal(view.pauseCause, 'heartbeatAfterInstall');
      assert.equal(
        view.pauseReason,
        'Welle 1 automatisch angehalten: 2 Kassen nach der Installation nicht innerhalb von 15 Minuten gemeldet',
      );
    });

    it('holds at the end of the soak when fewer than 98 % of the stores closed their day', async () => {
      const { fleet, rollout } = await soaked([{ state: 'pending' }]);
      await plantDayClose(db(), fleet.stores[1]!.storeRowId, false, now - 20 * hour);
      await advanceRollouts(db(), now);
      const view = await detail(fleet, rollout);
      assert.equal(view.pauseCause, 'dayClose');
      assert.match(view.pauseReason!, /nur 50 % der Filialen mit erfolgreichem Tagesabschluss/);
    });

    it('starts the next wave when the soak is over and every gate holds (automatic advance)', async () => {
      const { fleet, rollout } = await soaked([{ state: 'pending', plan: { sharePercent: 100 } }]);
      const [step] = stepsOf(rollout, await advanceRollouts(db(), now));
      assert.deepEqual(step!.decision, { kind: 'startWave', wave: 2 });
      const view = await detail(fleet, rollout);
      assert.equal(view.state, 'running');
      assert.equal(view.currentWave, 2);
      assert.deepEqual(
        view.waves.map((w) => [w.state, w.counts.stores]),
        [
          ['done', 2],
          ['running', 2],
        ],
      );
      assert.deepEqual(await systemEntries(rollout), [{ action: 'rolloutWaveStarted', userLogin: 'system' }]);
    });

    for (const [title, autoAdvance, requireApproval] of [
      ['the context does not advance by itself', false, false],
      ['the next wave requires an approval', true, true],
    ] as const) {
      it(`waits for an approval when ${title}; the job leaves a waiting rollout alone`, async () => {
        const { fleet, rollout } = await soaked([{ state: 'pending', plan: { requireApproval } }], autoAdvance);
        await advanceRollouts(db(), now);
        const view = await detail(fleet, rollout);
        assert.equal(view.state, 'waitingForApproval');
        assert.deepEqual(
          view.waves.map((w) => w.state),
          ['waitingForApproval', 'pending'],
        );
        assert.deepEqual(stepsOf(rollout, await advanceRollouts(db(), now + hour)), []);
        assert.equal((await detail(fleet, rollout)).waves[1]!.state, 'pending');
      });
    }

    it('finishes the rollout after its last wave', async () => {
      const { fleet, rollout } = await soaked([]);
      await advanceRollouts(db(), now);
      const view = await detail(fleet, rollout);
      assert.equal(view.state, 'finished');
      assert.deepEqual(await systemEntries(rollout), [{ action: 'rolloutFinished', userLogin: 'system' }]);
    });

    it('makes a step decided twice (a second run on what it read before the first) only once', async () => {
      const { fleet, rollout } = await soaked([
        { state: 'pending', plan: { sharePercent: 100 } },
        { state: 'pending' },
      ]);
      const first = await advanceRollout(db(), rollout, now);
      const second = await advanceRollout(db(), rollout, now);
      assert.deepEqual([first.decision, first.made], [{ kind: 'startWave', wave: 2 }, true]);
      assert.equal(second.made, false);
      const view = await detail(fleet, rollout);
      assert.deepEqual(
        view.waves.map((w) => w.state),
        ['done', 'running', 'pending'],
      );
      assert.equal((await systemEntries(rollout)).length, 1);
    });
  });
}
