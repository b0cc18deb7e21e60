import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { nextUpdateWindow } from '../../calendar';
import { describeAgentUpdates, type Due, type HistoryEntry, type Register } from '../../test/agentUpdatesKit';
import {
  berlinHourAfter,
  everyDayBerlin,
  factsOf,
  plantContextCalendar,
  plantDayClose,
  rule30,
} from '../../test/updateWindowKit';

// The agent API obeys the store's update window: outside it, `install` lists only what has begun and
// `notBefore` names the next window's start; inside it, everything due.

const begun = (entry: HistoryEntry | undefined) =>
  entry !== undefined &&
  (entry.installationStatus === 1 ||
    entry.installationStatus === 2 ||
    (entry.downloaded && entry.installationStatus !== 3));

describeAgentUpdates('the agent and the update window', (t) => {
  const { registerDue, registers, history, names, report, dueFor } = t;
  let register: Register;
  let dueToday: Due;
  let heldBack: string[];
  let open: number;
  let windowFrom: number;
  let storeRowId: number;
  let ostbau: Register;

  before(async () => {
    // A register with an Aktiv update due that it has not begun, in a store with a store server (its
    // day close), found before any rule exists.
    const withServer = await t.server.db.kysely
      .selectFrom('stores')
      .innerJoin('storeAgents', 'storeAgents.storeRowId', 'stores.id')
      .innerJoin('contexts', 'contexts.id', 'stores.contextId')
      .select(['stores.id', 'stores.storeId'])
      .where('contexts.key', '=', 'NORDMARKT')
      .execute();
    const rowIds = new Map(withServer.map((s) => [s.storeId, s.id]));
    for (const candidate of (await registers()).filter((r) => rowIds.has(r.storeId))) {
      const due = await registerDue(candidate);
      const entries = new Map((await history(candidate)).map((e) => [e.filename, e]));
      const waiting = names(due).filter((name) => !begun(entries.get(name)));
      if (waiting.length > 0 && waiting.length < due.install.length) {
        [register, dueToday, heldBack] = [candidate, due, waiting];
        storeRowId = rowIds.get(candidate.storeId)!;
        break;
      }
    }
    // Read now: the session does not outlive the days the clock moves on.
    ostbau = (await registers('OSTBAU'))[0]!;
    assert.ok(register!, 'the demo has a register with an update it has not begun');
    open = berlinHourAfter(t.server.clock.now, 12);
    windowFrom = nextUpdateWindow(factsOf(everyDayBerlin), rule30, open, null)!.from;
    await plantContextCalendar(t.server.db, 'NORDMARKT', everyDayBerlin, rule30, t.server.clock.now);
  });

  it('while the store is open: no held-back update in install, notBefore the computed window start', async () => {
    t.server.clock.now = open;
    const due = await registerDue(register);
    assert.equal(due.notBefore, new Date(windowFrom).toISOString());
    assert.equal(windowFrom, berlinHourAfter(open - 86_400_000, 20) + 30 * 60_000, 'closing 20:00 + 30 minutes');
    assert.deepEqual(
      names(due),
      names(dueToday).filter((name) => !heldBack.includes(name)),
    );
    assert.deepEqual(due.remove, dueToday.remove);
  });

  it('inside the window: every due update, as without a rule, and no notBefore', async () => {
    t.server.clock.now = windowFrom + 60_000;
    const due = await registerDue(register);
    assert.deepEqual(names(due), names(dueToday));
    assert.equal(due.notBefore, undefined);
  });

  it('an installation begun inside the window is still listed after it', async () => {
    t.server.clock.now = windowFrom + 120_000;
    const who = { target: 'cashpoint', storeId: register.storeId, posId: register.posId };
    assert.equal((await report({ ...who, filename: heldBack[0], installationStatus: 1 })).statusCode, 200);
    t.server.clock.now = open + 86_400_000;
    const due = await registerDue(register);
    assert.ok(names(due).includes(heldBack[0]!), 'the installing update stays in install');
    assert.equal(due.notBefore !== undefined, heldBack.length > 1, 'notBefore only while something is held back');
    // Failed: ended, so it waits for the next window again.
    assert.equal((await report({ ...who, filename: heldBack[0], installationStatus: 3 })).statusCode, 200);
    assert.equal(names(await registerDue(register)).includes(heldBack[0]!), false);
  });

  it('a saved rule counts at once: disabled, the store installs during opening hours', async () => {
    t.server.clock.now = open + 86_400_000;
    await plantContextCalendar(t.server.db, 'NORDMARKT', everyDayBerlin, { ...rule30, enabled: false }, open + 1);
    const due = await registerDue(register);
    assert.deepEqual(names(due), names(dueToday));
    assert.equal(due.notBefore, undefined);
    await plantContextCalendar(t.server.db, 'NORDMARKT', everyDayBerlin, rule30, open + 2);
    assert.ok((await registerDue(register)).notBefore, 'enabled again, the store waits again');
  });

  it('waiting for the day close: the window has begun, the agent is told to ask again in 10 minutes', async () => {
    const inWindow = windowFrom + 2 * 86_400_000 + 60_000;
    await plantDayClose(t.server.db, storeRowId, false, inWindow - 3 * 86_400_000);
    await plantContextCalendar(t.server.db, 'NORDMARKT', everyDayBerlin, { ...rule30, afterDayClose: true }, open + 3);
    t.server.clock.now = inWindow;
    const waiting = await registerDue(register);
    assert.equal(waiting.notBefore, new Date(inWindow + 10 * 60_000).toISOString());
    assert.equal(names(waiting).includes(heldBack[0]!), false);
    await plantDayClose(t.server.db, storeRowId, true, inWindow - 1000);
    const closed = await registerDue(register);
    assert.equal(closed.notBefore, undefined, 'after the day close the window is open');
    assert.deepEqual(names(closed), names(dueToday));
    await plantContextCalendar(t.server.db, 'NORDMARKT', everyDayBerlin, rule30, open + 4);
  });

  it('a context without a rule answers as before, also while stores are open', async () => {
    t.server.clock.now = open;
    const due = await dueFor({ target: 'cashpoint', storeId: ostbau.storeId, posId: ostbau.posId }, 'OSTBAU');
    assert.equal(due.notBefore, undefined);
    assert.ok(due.install.length > 0);
  });
});
