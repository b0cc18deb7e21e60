import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { nextUpdateWindow } from '../calendar';
import { databaseKinds } from '../test/harness';
import { admitStores, rollBackStores, stageRollout, storeRowIds, type StagedRollout } from '../test/rolloutRowsKit';
import {
  runTicks,
  saveRegisterUpdate,
  simulatedContext,
  uploadRegisterUpdate,
  type SimulatedContext,
} from '../test/simulatorKit';
import { berlinHourAfter, everyDayBerlin, factsOf, plantContextCalendar, rule30 } from '../test/updateWindowKit';
import type { SimStore } from './fleet';

// A rollout in waves as the simulated agents live it, on a fixed clock: only the admitted stores'
// registers install the update, and a rollback makes them install the previous Aktiv version again,
// at once with 'sofort', otherwise when their store's update window opens.

const rolledOut = 'kasse-9.0.0.zip';
const previous = 'kasse-5.13.1.zip';

for (const kind of databaseKinds)
  describe(`a rollout through the simulator on ${kind}`, () => {
    let sim: SimulatedContext;
    let rollout: StagedRollout;
    let first: SimStore;
    let second: SimStore;
    let others: SimStore[];
    const versions = (store: SimStore) => [...new Set(store.registers.map((r) => r.current))];
    const rowIdOf = async (store: SimStore) => (await storeRowIds(sim.server.db, 'OSTBAU', [store.storeId]))[0]!;

    before(async () => {
      sim = await simulatedContext(kind, 'OSTBAU', { fullInfoEvery: 0 });
      // The Test/Labor pilot back to Neu: its checked registers' due update would outrank the Aktiv ones.
      await saveRegisterUpdate(sim, 'kasse-5.14.0-rc1.zip', '5.14.0-rc1', 1);
      [first, second] = sim.fleet.stores.filter((s) => s.registers.length > 0);
      others = sim.fleet.stores.filter((s) => s !== first && s !== second);
      await uploadRegisterUpdate(sim, rolledOut, '9.0.0', 1);
      rollout = await stageRollout(sim.server.db, {
        contextKey: 'OSTBAU',
        kind: 'cashpoint',
        filename: rolledOut,
        waves: [[first!.storeId]],
        now: sim.server.clock.now,
      });
      await runTicks(sim, 6);
    });
    after(() => sim.server.close());

    it("installs it in the first wave's store only", () => {
      assert.deepEqual(versions(first), [rolledOut]);
      for (const store of [second, ...others]) assert.equal(versions(store).includes(rolledOut), false);
    });

    it('installs it in a store once a later wave admits it', async () => {
      await admitStores(sim.server.db, rollout.id, 2, [await rowIdOf(second)], sim.server.clock.now);
      await runTicks(sim, 6);
      assert.deepEqual(versions(second), [rolledOut]);
      for (const store of others) assert.equal(versions(store).includes(rolledOut), false);
    });

    it("rolled back 'sofort': the store's registers remove it and install the previous version", async () => {
      await rollBackStores(sim.server.db, rollout.id, [await rowIdOf(first)], sim.server.clock.now, true);
      const stats = await runTicks(sim, 6);
      assert.equal(stats.removed, first.registers.length);
      assert.deepEqual(versions(first), [previous]);
      assert.deepEqual(versions(second), [rolledOut], 'the other store keeps it');
      const register = first.registers[0]!;
      const installed = await sim.server.db.kysely
        .selectFrom('installations')
        .innerJoin('syncfiles', 'syncfiles.id', 'installations.syncfileId')
        .innerJoin('cashpoints', 'cashpoints.id', 'installations.cashpointId')
        .innerJoin('stores', 'stores.id', 'cashpoints.storeRowId')
        .innerJoin('contexts', 'contexts.id', 'stores.contextId')
        .select(['syncfiles.filename', 'installations.installationStatus'])
        // Store numbers are a context's own: another context may have a store of the same number.
        .where('contexts.key', '=', 'OSTBAU')
        .where('stores.storeId', '=', first.storeId)
        .where('cashpoints.posId', '=', register.posId!)
        .where('syncfiles.filename', 'in', [rolledOut, previous])
        .orderBy('syncfiles.filename')
        .execute();
      assert.deepEqual(
        installed.map((row) => [row.filename, Number(row.installationStatus)]),
        [
          [previous, 2],
          [rolledOut, 0],
        ],
      );
    });

    it('rolled back without sofort: nothing happens before the store window opens, then the same', async () => {
      const open = berlinHourAfter(sim.server.clock.now, 12);
      const windowFrom = nextUpdateWindow(factsOf(everyDayBerlin), rule30, open, null)!.from;
      await plantContextCalendar(sim.server.db, 'OSTBAU', everyDayBerlin, rule30, sim.server.clock.now);
      sim.server.clock.now = open;
      await rollBackStores(sim.server.db, rollout.id, [await rowIdOf(second)], open, false);
      const outside = await runTicks(sim, 6);
      assert.deepEqual(versions(second), [rolledOut], 'outside its window the store keeps it');
      assert.equal(outside.removed, 0);
      assert.ok(outside.waiting > 0, 'the registers wait for the window');

      sim.server.clock.now = windowFrom;
      await runTicks(sim, 6);
      assert.deepEqual(versions(second), [previous]);
    });
  });
