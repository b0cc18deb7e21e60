import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { nextUpdateWindow } from '../../calendar';
import { describeAgentUpdates, type Register } from '../../test/agentUpdatesKit';
import { admitStores, rollBackStores, setRolloutState, stageRollout, storeRowIds } from '../../test/rolloutRowsKit';
import { berlinHourAfter, everyDayBerlin, factsOf, plantContextCalendar, rule30 } from '../../test/updateWindowKit';

// What the agents get while an update is rolled out in waves: only the admitted stores' targets get
// it, a paused rollout goes on only where it began, and a rollback makes the targets remove it and
// take the previous Aktiv update again (at once with 'sofort', otherwise inside the store's window).

const rolledOut = 'kasse-5.14.0.zip';
const previous = 'kasse-5.13.1.zip';

describeAgentUpdates('the agents under a rollout', (t) => {
  const { registerDue, registers, names, report, save } = t;
  /** Two registers of the first wave's store, one of the second wave's, one of a store no wave took. */
  let first: Register;
  let second: Register;
  let laterWave: Register;
  let outside: Register;
  let rollout: { id: number; uid: string };
  const who = (r: Register) => ({ target: 'cashpoint', storeId: r.storeId, posId: r.posId });
  const updated = async (r: Register) => (await registers()).find((x) => x.uid === r.uid)!.updated;

  before(async () => {
    // The Neu update released now, then started under a rollout whose first wave took one store.
    assert.equal((await save(rolledOut, { status: 1, releaseDate: null })).statusCode, 200);
    // Registers not checked for the Test/Labor pilot, whose due update would outrank the Aktiv ones.
    const pilots = await t.checkedFor('kasse-5.14.0-rc1.zip');
    const byStore = new Map<string, Register[]>();
    for (const r of (await registers()).filter((x) => !pilots.has(x.uid)))
      byStore.set(r.storeId, [...(byStore.get(r.storeId) ?? []), r]);
    const [a, b, c] = [...byStore.values()].filter((rs) => rs.length >= 2);
    [first, second, laterWave, outside] = [a![0]!, a![1]!, b![0]!, c![0]!];
    // Each has the previous Aktiv update installed: it is up to date unless the new one is due.
    for (const r of [first, second, laterWave, outside]) {
      assert.equal((await report({ ...who(r), filename: previous, installationStatus: 2 })).statusCode, 200);
    }
    rollout = await stageRollout(t.server.db, {
      contextKey: 'NORDMARKT',
      kind: 'cashpoint',
      filename: rolledOut,
      waves: [[first.storeId]],
      now: t.server.clock.now,
    });
  });

  it('offers the update to the admitted store and not to a store no wave took, which stays up to date', async () => {
    assert.equal(names(await registerDue(first)).at(-1), rolledOut);
    const elsewhere = await registerDue(outside);
    assert.equal(names(elsewhere).includes(rolledOut), false);
    assert.equal(names(elsewhere).at(-1), previous);
    assert.equal(await updated(outside), true, 'its due update is the one it has');
    assert.equal(await updated(first), false, 'the admitted register has not installed it yet');
  });

  it('offers it to a store once a later wave has taken and admitted it, not while it is only taken', async () => {
    const [rowId] = await storeRowIds(t.server.db, 'NORDMARKT', [laterWave.storeId]);
    await admitStores(t.server.db, rollout.id, 2, [rowId!], null);
    assert.equal(names(await registerDue(laterWave)).includes(rolledOut), false, 'taken, not admitted');
    await t.server.db.kysely
      .updateTable('rolloutStores')
      .set({ admittedAt: t.server.clock.now })
      .where('rolloutId', '=', rollout.id)
      .where('storeRowId', '=', rowId!)
      .execute();
    assert.equal(names(await registerDue(laterWave)).at(-1), rolledOut);
  });

  it('paused or cancelled: only a target that began the update goes on with it', async () => {
    assert.equal((await report({ ...who(first), filename: rolledOut, installationStatus: 1 })).statusCode, 200);
    for (const state of ['paused', 'cancelled'] as const) {
      await setRolloutState(t.server.db, rollout.id, state);
      assert.equal(names(await registerDue(first)).at(-1), rolledOut, `${state}: begun, it goes on`);
      const notBegun = await registerDue(second);
      assert.equal(names(notBegun).includes(rolledOut), false, `${state}: not begun, not offered`);
      assert.equal(notBegun.notBefore, undefined);
    }
    await setRolloutState(t.server.db, rollout.id, 'running');
    assert.equal(names(await registerDue(second)).at(-1), rolledOut, 'resumed: offered again');
  });

  it("rolled back 'sofort': the installed update is removed and the previous one is due again", async () => {
    assert.equal((await report({ ...who(first), filename: rolledOut, installationStatus: 2 })).statusCode, 200);
    assert.equal(await updated(first), true);
    const [rowId] = await storeRowIds(t.server.db, 'NORDMARKT', [first.storeId]);
    await rollBackStores(t.server.db, rollout.id, [rowId!], t.server.clock.now, true);

    const due = await registerDue(first);
    assert.deepEqual(due.remove, [rolledOut]);
    assert.equal(names(due).includes(rolledOut), false);
    assert.equal(names(due).at(-1), previous);
    const notInstalled = await registerDue(second);
    assert.deepEqual(notInstalled.remove, [], 'a register that never installed it has nothing to remove');
    assert.equal(names(notInstalled).at(-1), previous);
    assert.equal(await updated(second), true, 'its due update is the previous one, which it has');
    assert.equal(names(await registerDue(laterWave)).at(-1), rolledOut, 'the other wave keeps it');

    assert.equal((await report({ ...who(first), filename: rolledOut, installationStatus: 0 })).statusCode, 200);
    assert.deepEqual((await registerDue(first)).remove, []);
  });

  it('rolled back without sofort: outside the window no remove and no older installation; inside it both', async () => {
    const open = berlinHourAfter(t.server.clock.now, 12);
    const windowFrom = nextUpdateWindow(factsOf(everyDayBerlin), rule30, open, null)!.from;
    await plantContextCalendar(t.server.db, 'NORDMARKT', everyDayBerlin, rule30, t.server.clock.now);
    t.server.clock.now = open;
    assert.equal((await report({ ...who(laterWave), filename: rolledOut, installationStatus: 2 })).statusCode, 200);
    const [rowId] = await storeRowIds(t.server.db, 'NORDMARKT', [laterWave.storeId]);
    await rollBackStores(t.server.db, rollout.id, [rowId!], open + 1000, false);
    t.server.clock.now = open + 60_000;

    const waiting = await registerDue(laterWave);
    assert.deepEqual(waiting.remove, [], 'nothing removed outside the window');
    assert.deepEqual(names(waiting), [], 'the previous version, installed before the rollback, is not offered');
    assert.equal(waiting.notBefore, new Date(windowFrom).toISOString());

    t.server.clock.now = windowFrom + 60_000;
    const inside = await registerDue(laterWave);
    assert.deepEqual(inside.remove, [rolledOut]);
    assert.equal(names(inside).at(-1), previous);
    assert.equal(inside.notBefore, undefined);
    assert.equal((await report({ ...who(laterWave), filename: rolledOut, installationStatus: 0 })).statusCode, 200);
    assert.equal((await report({ ...who(laterWave), filename: previous, installationStatus: 1 })).statusCode, 200);

    // Begun after the rollback, inside the window: it goes on once the window has ended.
    t.server.clock.now = open + 86_400_000;
    const after = await registerDue(laterWave);
    assert.equal(names(after).at(-1), previous);
    assert.deepEqual(after.remove, []);
  });
});
