import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';
import { setAgentInfo } from '../../test/alertsKit';
import { everyDayBerlin, plantContextCalendar, plantDayClose } from '../../test/updateWindowKit';
import {
  addFleet,
  addRollout,
  addUpdate,
  hour,
  install,
  minute,
  plantStoreWindowRule,
  rollBack,
} from '../../test/rolloutEvaluationKit';
import { evaluateRollout } from '../evaluation';
import type { RolloutFacts, WaveEvaluation } from '../model';
import { rolloutStorePage } from '../storePage';

// The evaluation of a rollout's waves and its store page over rows as the transitions leave them:
// what the progress view and the job see, on SQLite and PostgreSQL.

/** Wednesday 18 November 2026, 12:00 in Berlin: the stores are open, an update window rule keeps them waiting. */
const now = Date.parse('2026-11-18T11:00:00Z');

/** A gate's kind, value, threshold, holds and state. */
const gateOf = (wave: WaveEvaluation, kind: string) => {
  const { kind: k, value, threshold, holds, state } = wave.gates.find((g) => g.kind === kind)!;
  return { kind: k, value, threshold, holds, state };
};

for (const kind of databaseKinds) {
  describe(`the evaluation of a rollout on ${kind}`, () => {
    let server: TestServer;
    let contexts = 0;
    before(async () => {
      server = await startTestServer(kind);
    });
    after(() => server.close());
    const db = () => server.db;
    const context = () => `CTX${++contexts}`;

    describe('a register update in its second wave', () => {
      let rollout: RolloutFacts;
      before(async () => {
        const fleet = await addFleet(db(), context(), 8, 3, now - minute);
        await plantContextCalendar(db(), fleet.contextKey, everyDayBerlin, null, 0);
        const update = await addUpdate(db(), fleet.contextId, 'cashpoint');
        rollout = await addRollout(db(), fleet, update, 'cashpoint', 'running', 2, [
          { state: 'done', startedAt: now - 40 * hour, stores: [0, 1] },
          { state: 'running', startedAt: now - 2 * hour, stores: [2, 3, 4, 5, 6], plan: { maxFailurePercent: 10 } },
          { state: 'pending' },
        ]);
        const registers = (store: number) => fleet.stores[store]!.registerIds;
        await install(db(), update, 'cashpoint', [...registers(0), ...registers(1)], 2, now - 30 * hour);
        await install(db(), update, 'cashpoint', registers(2), 2, now - hour);
        const [a, b] = registers(3);
        await install(db(), update, 'cashpoint', [a!], 2, now - 90 * minute);
        await install(db(), update, 'cashpoint', [b!], 3, now - 30 * minute);
        const [installing, silent] = registers(4);
        await install(db(), update, 'cashpoint', [installing!], 1, now - 5 * minute);
        await db()
          .kysely.updateTable('cashpoints')
          .set({ lastHeartbeat: now - 10 * minute })
          .where('id', '=', silent!)
          .execute();
        await plantStoreWindowRule(db(), fleet.stores[5]!.storeRowId, 0);
        await install(db(), update, 'cashpoint', [registers(6)[0]!], 2, now - hour);
        await rollBack(db(), rollout.id, fleet.stores[6]!.storeRowId, now - 10 * minute);
      });

      it('counts every started wave’s targets per state', async () => {
        const [first, second, ...more] = await evaluateRollout(db(), rollout, now);
        assert.equal(more.length, 0, 'the pending wave is not evaluated');
        assert.deepEqual(first!.counts, {
          stores: 2,
          targets: 6,
          waitingForWindow: 0,
          due: 0,
          installing: 0,
          installed: 6,
          failed: 0,
          offline: 0,
          rolledBack: 0,
        });
        assert.deepEqual(second!.counts, {
          stores: 5,
          targets: 15,
          waitingForWindow: 3,
          due: 2,
          installing: 1,
          installed: 4,
          failed: 1,
          offline: 1,
          rolledBack: 3,
        });
        assert.equal(second!.installsEnded, false);
        assert.equal(second!.lastInstallAt, now - 30 * minute);
      });

      it('shows each gate’s value beside its threshold, shares of the targets not rolled back', async () => {
        const second = (await evaluateRollout(db(), rollout, now))[1]!;
        assert.deepEqual(gateOf(second, 'successShare'), {
          kind: 'successShare',
          value: 33.3,
          threshold: 90,
          holds: true,
          state: 'pending',
        });
        assert.deepEqual(gateOf(second, 'failureShare'), {
          kind: 'failureShare',
          value: 8.3,
          threshold: 10,
          holds: true,
          state: 'holds',
        });
        assert.equal(second.pauseNow, null);
        assert.equal(second.allHold, false);
      });

      it('estimates the end from the installs per hour so far', async () => {
        const second = (await evaluateRollout(db(), rollout, now))[1]!;
        // 5 ended in 2 hours; 6 remain (the offline one is not counted on): 2.4 hours more.
        assert.equal(second.estimatedEnd, now + 2.4 * hour);
        const first = (await evaluateRollout(db(), rollout, now))[0]!;
        assert.equal(first.estimatedEnd, null, 'an ended wave has no estimate');
      });

      it('pages the context’s stores with their states, pending ones too', async () => {
        const page = await rolloutStorePage(db(), rollout, { page: 1, size: 500 }, now);
        assert.equal(page.total, 8);
        assert.deepEqual(
          page.stores.map((s) => [s.storeId, s.wave, s.state]),
          [
            ['001', 1, 'installed'],
            ['002', 1, 'installed'],
            ['003', 2, 'installed'],
            ['004', 2, 'failed'],
            ['005', 2, 'installing'],
            ['006', 2, 'waitingForWindow'],
            ['007', 2, 'rolledBack'],
            ['008', null, 'pending'],
          ],
        );
        const store4 = page.stores[3]!;
        assert.deepEqual(
          {
            targets: store4.targets,
            installed: store4.installed,
            failed: store4.failed,
            rolledBack: store4.rolledBack,
          },
          { targets: 3, installed: 1, failed: 1, rolledBack: false },
        );
      });

      it('filters by wave and state, and a page past the end is the last', async () => {
        const wave2 = await rolloutStorePage(db(), rollout, { wave: 2, page: 1, size: 2 }, now);
        assert.equal(wave2.total, 5);
        assert.deepEqual(
          wave2.stores.map((s) => s.storeId),
          ['003', '004'],
        );
        const installed = await rolloutStorePage(db(), rollout, { state: 'installed', page: 1, size: 10 }, now);
        assert.deepEqual(
          installed.stores.map((s) => s.storeId),
          ['001', '002', '003'],
        );
        const past = await rolloutStorePage(db(), rollout, { page: 9, size: 3 }, now);
        assert.equal(past.page, 3);
        assert.deepEqual(
          past.stores.map((s) => s.storeId),
          ['007', '008'],
        );
        const none = await rolloutStorePage(db(), rollout, { wave: 3, page: 4, size: 3 }, now);
        assert.deepEqual(
          { total: none.total, page: none.page, stores: none.stores },
          { total: 0, page: 1, stores: [] },
        );
      });
    });

    it('a bad version (40 % failed) pauses its wave at once, while it runs', async () => {
      const fleet = await addFleet(db(), context(), 5, 2, now - minute);
      const update = await addUpdate(db(), fleet.contextId, 'cashpoint');
      const rollout = await addRollout(db(), fleet, update, 'cashpoint', 'running', 2, [
        { state: 'done', startedAt: now - 30 * hour, stores: [] },
        { state: 'running', startedAt: now - hour, stores: [0, 1, 2, 3, 4] },
      ]);
      const registers = fleet.stores.flatMap((s) => s.registerIds);
      await install(db(), update, 'cashpoint', registers.slice(0, 4), 3, now - 20 * minute);
      await install(db(), update, 'cashpoint', registers.slice(4, 5), 2, now - 20 * minute);
      const second = (await evaluateRollout(db(), rollout, now))[1]!;
      assert.deepEqual(gateOf(second, 'failureShare'), {
        kind: 'failureShare',
        value: 40,
        threshold: 5,
        holds: false,
        state: 'fails',
      });
      assert.equal(second.pauseNow, 'failureShare');
      assert.equal(second.installsEnded, false);
    });

    it('counts installed registers not heard from 15 minutes after their install', async () => {
      const fleet = await addFleet(db(), context(), 3, 2, now - minute);
      const update = await addUpdate(db(), fleet.contextId, 'cashpoint');
      const rollout = await addRollout(db(), fleet, update, 'cashpoint', 'running', 1, [
        { state: 'running', startedAt: now - hour, stores: [0, 1, 2] },
      ]);
      const [heard, silent, recent] = fleet.stores.map((s) => s.registerIds);
      await install(db(), update, 'cashpoint', [...heard!, ...silent!], 2, now - 20 * minute);
      await db()
        .kysely.updateTable('cashpoints')
        .set({ lastHeartbeat: now - 25 * minute })
        .where('id', 'in', silent!)
        .execute();
      // Installed 10 minutes ago, silent since: not judged before its 15 minutes are over.
      await install(db(), update, 'cashpoint', recent!, 2, now - 10 * minute);
      await db()
        .kysely.updateTable('cashpoints')
        .set({ lastHeartbeat: now - 12 * minute })
        .where('id', 'in', recent!)
        .execute();
      const [wave] = await evaluateRollout(db(), rollout, now);
      assert.deepEqual(gateOf(wave!, 'heartbeatAfterInstall'), {
        kind: 'heartbeatAfterInstall',
        value: 2,
        threshold: 0,
        holds: false,
        state: 'fails',
      });
      assert.equal(wave!.pauseNow, null, 'the heartbeat gate holds the wave at the end of its soak, not at once');
      assert.equal(wave!.installsEnded, true);
    });

    it('wants a successful day close after the install in 98 % of the stores whose close is due', async () => {
      const fleet = await addFleet(db(), context(), 4, 1, now - minute);
      const update = await addUpdate(db(), fleet.contextId, 'cashpoint');
      const rollout = await addRollout(db(), fleet, update, 'cashpoint', 'running', 1, [
        { state: 'soaking', startedAt: now - 30 * hour, soakUntil: now - hour, stores: [0, 1, 2, 3] },
      ]);
      const registers = (i: number) => fleet.stores[i]!.registerIds;
      await install(db(), update, 'cashpoint', [...registers(0), ...registers(1), ...registers(2)], 2, now - 26 * hour);
      await install(db(), update, 'cashpoint', registers(3), 2, now - 2 * hour);
      for (const store of fleet.stores) await setAgentInfo(db(), store.agentId!, {});
      await plantDayClose(db(), fleet.stores[0]!.storeRowId, true, now - 20 * hour);
      await plantDayClose(db(), fleet.stores[1]!.storeRowId, true, now - 27 * hour); // before the install
      await plantDayClose(db(), fleet.stores[2]!.storeRowId, false, now - 20 * hour); // failed
      const [wave] = await evaluateRollout(db(), rollout, now);
      // Due: stores 1–3 (a day after their install); store 4 installed 2 hours ago is not due yet.
      assert.deepEqual(gateOf(wave!, 'dayClose'), {
        kind: 'dayClose',
        value: 33.3,
        threshold: 98,
        holds: false,
        state: 'fails',
      });
      await plantDayClose(db(), fleet.stores[1]!.storeRowId, true, now - 3 * hour);
      await plantDayClose(db(), fleet.stores[2]!.storeRowId, true, now - 3 * hour);
      const [later] = await evaluateRollout(db(), rollout, now);
      assert.deepEqual(gateOf(later!, 'dayClose'), {
        kind: 'dayClose',
        value: 100,
        threshold: 98,
        holds: true,
        state: 'holds',
      });
      assert.equal(later!.allHold, true);
    });

    it('counts a store update’s store servers, without a day close gate', async () => {
      const fleet = await addFleet(db(), context(), 3, 2, now - minute);
      const update = await addUpdate(db(), fleet.contextId, 'store');
      const rollout = await addRollout(db(), fleet, update, 'store', 'running', 1, [
        { state: 'running', startedAt: now - hour, stores: [0, 1] },
      ]);
      await install(db(), update, 'store', [fleet.stores[0]!.agentId!], 2, now - 30 * minute);
      const [wave] = await evaluateRollout(db(), rollout, now);
      assert.deepEqual(
        {
          stores: wave!.counts.stores,
          targets: wave!.counts.targets,
          installed: wave!.counts.installed,
          due: wave!.counts.due,
        },
        { stores: 2, targets: 2, installed: 1, due: 1 },
      );
      assert.equal(
        wave!.gates.some((g) => g.kind === 'dayClose'),
        false,
      );
    });
  });
}
