import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { nextUpdateWindow } from '../../calendar';
import { describeAgentUpdates, type HistoryEntry } from '../../test/agentUpdatesKit';
import { loginCookie } from '../../test/harness';
import { demo } from '../../test/demoAccounts';
import { watchStatements } from '../../test/watchStatements';
import { berlinHourAfter, everyDayBerlin, factsOf, plantContextCalendar, rule30 } from '../../test/updateWindowKit';

// Who waits for the update window: the stores list of getStoresWaitingForWindow and the count in an
// update's target view, checked against each register's own history of the demo fleet.

interface WaitingStore {
  storeUid: string;
  storeId: string;
  notBefore: string | null;
  timeZone: string;
  registers: number;
}

const begun = (e: HistoryEntry) =>
  e.installationStatus === 1 || e.installationStatus === 2 || (e.downloaded && e.installationStatus !== 3);

describeAgentUpdates('stores waiting for their update window', (t) => {
  const { registers, history, frontend, registerDue, names, dueFor, report } = t;
  /** Per store number, per register uid, the Aktiv updates due that it has not begun. */
  const heldBack = new Map<string, Map<string, string[]>>();
  const newest = 'kasse-5.13.1.zip';
  let open: number;
  let windowFrom: number;

  const waiting = async (context = 'NORDMARKT'): Promise<WaitingStore[]> => {
    const reply = await frontend('GET', `store-calendar/waiting?contextId=${context}`);
    assert.equal(reply.statusCode, 200, reply.body);
    return reply.json().stores;
  };
  const targetView = async (filename: string) => {
    const reply = await frontend('GET', `cashpoint-updates/detail?contextId=NORDMARKT&filename=${filename}`);
    assert.equal(reply.statusCode, 200, reply.body);
    return reply.json().waitingForWindow as { stores: number; targets: number };
  };
  const atFreshSession = async (now: number) => {
    t.server.clock.now = now;
    t.admin = await loginCookie(t.server.app, ...demo.admin);
  };

  before(async () => {
    const list = await frontend('GET', 'cashpoint-updates?contextId=NORDMARKT');
    // Aktiv updates are due to every register, Test/Labor ones to those checked for them.
    const dueKinds = new Set(
      (list.json().syncfiles as { filename: string; status: number }[])
        .filter((s) => s.status === 2 || s.status === 4)
        .map((s) => s.filename),
    );
    for (const register of await registers()) {
      const due = names(await registerDue(register)).filter((name) => dueKinds.has(name));
      const entries = new Map((await history(register)).map((e) => [e.filename, e]));
      const held = due.filter((name) => !entries.get(name) || !begun(entries.get(name)!));
      if (!heldBack.has(register.storeId)) heldBack.set(register.storeId, new Map());
      heldBack.get(register.storeId)!.set(register.uid, held);
    }
    open = berlinHourAfter(t.server.clock.now, 11);
    windowFrom = nextUpdateWindow(factsOf(everyDayBerlin), rule30, open, null)!.from;
  });

  it('lists no store while the context has no rule, and counts none in the target view', async () => {
    await atFreshSession(open);
    assert.deepEqual(await waiting(), []);
    assert.deepEqual(await targetView(newest), { stores: 0, targets: 0 });
  });

  it('while the stores are open: each store holding an update back, with its registers and the window start', async () => {
    await plantContextCalendar(t.server.db, 'NORDMARKT', everyDayBerlin, rule30, open);
    const stores = await waiting();
    const byId = new Map(stores.map((s) => [s.storeId, s]));
    for (const [storeId, registersOf] of heldBack) {
      const count = [...registersOf.values()].filter((held) => held.length > 0).length;
      if (count > 0) assert.equal(byId.get(storeId)?.registers, count, `store ${storeId}`);
    }
    for (const store of stores) {
      assert.equal(store.notBefore, new Date(windowFrom).toISOString());
      assert.equal(store.timeZone, everyDayBerlin.timeZone);
      const count = [...(heldBack.get(store.storeId)?.values() ?? [])].filter((held) => held.length > 0).length;
      assert.equal(store.registers, count, `store ${store.storeId}`);
      // A store without a waiting register waits for its store server's update.
      if (count === 0) assert.ok((await dueFor({ target: 'store', storeId: store.storeId })).notBefore);
    }
    assert.ok(
      stores.some((s) => s.registers > 0),
      'the demo has registers waiting',
    );
    assert.deepEqual(await waiting('OSTBAU'), [], 'a context without a rule has none waiting');
  });

  it("counts an update's waiting targets and their stores: an Aktiv one's and a Test/Labor one's checked ones", async () => {
    const expected = (filename: string) => {
      let targets = 0;
      let stores = 0;
      for (const registersOf of heldBack.values()) {
        const count = [...registersOf.values()].filter((held) => held.includes(filename)).length;
        targets += count;
        stores += count > 0 ? 1 : 0;
      }
      return { stores, targets };
    };
    assert.ok(expected(newest).targets > 0);
    assert.deepEqual(await targetView(newest), expected(newest));
    const pilot = 'kasse-5.14.0-rc1.zip';
    assert.ok(
      expected(pilot).targets > 0,
      'the demo has pilot registers that have not installed the Test/Labor update',
    );
    assert.deepEqual(await targetView(pilot), expected(pilot), 'Test/Labor');
  });

  it('asked again with nothing changed, reads none of the held-back targets again', async () => {
    const first = await waiting();
    const watch = watchStatements(t.server.db.kysely.getExecutor());
    let again;
    try {
      again = await waiting();
    } finally {
      watch.stop();
    }
    assert.deepEqual(again, first);
    assert.ok(watch.seen.length > 0, 'statements were watched');
    assert.deepEqual(
      watch.seen.filter((statement) => /installations/.test(statement)),
      [],
    );
  });

  it('a register that begins its held-back update leaves the count at once (the list is kept per store)', async () => {
    const before = new Map((await waiting()).map((s) => [s.storeId, s.registers]));
    const [storeId, registersOf] = [...heldBack].find(([id, of]) => before.get(id)! > 1 && of.size > 0)!;
    const [uid, held] = [...registersOf].find(([, updates]) => updates.length > 0)!;
    const register = (await registers()).find((r) => r.uid === uid)!;
    const who = { target: 'cashpoint', storeId, posId: register.posId };
    for (const filename of held)
      assert.equal((await report({ ...who, filename, installationStatus: 1 })).statusCode, 200);
    const after = new Map((await waiting()).map((s) => [s.storeId, s.registers]));
    assert.equal(after.get(storeId), before.get(storeId)! - 1);
    for (const [id, count] of before) if (id !== storeId) assert.equal(after.get(id), count, `store ${id}`);
  });

  it('inside the window nobody waits', async () => {
    await atFreshSession(windowFrom + 60_000);
    assert.deepEqual(await waiting(), []);
    assert.deepEqual(await targetView(newest), { stores: 0, targets: 0 });
  });

  it('needs a session and a context the user sees', async () => {
    const anonymous = await t.server.app.inject({
      method: 'GET',
      url: '/api/frontend/store-calendar/waiting?contextId=NORDMARKT',
    });
    assert.equal(anonymous.statusCode, 401);
    const operator = await loginCookie(t.server.app, ...demo.operator);
    const foreign = await t.server.app.inject({
      method: 'GET',
      url: '/api/frontend/store-calendar/waiting?contextId=OSTBAU',
      headers: { cookie: operator },
    });
    assert.ok([403, 404].includes(foreign.statusCode), String(foreign.statusCode));
  });
});
