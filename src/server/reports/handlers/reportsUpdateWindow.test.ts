import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { describeAgentUpdates, type HistoryEntry } from '../../test/agentUpdatesKit';
import { demo } from '../../test/demoAccounts';
import { loginCookie } from '../../test/harness';
import { berlinHourAfter, everyDayBerlin, plantContextCalendar, rule30 } from '../../test/updateWindowKit';
import { nextUpdateWindow } from '../../calendar';

// The register report's column 'Update-Fenster': a register holding back an update due to it while its
// store is outside its window shows the window's start in the store's time; the column is filtered
// like any text column, and the report's cache follows the clock and a saved rule.

interface ReportRow {
  uid: string;
  updateWindow: string | null;
}

const begun = (e: HistoryEntry) =>
  e.installationStatus === 1 || e.installationStatus === 2 || (e.downloaded && e.installationStatus !== 3);

const weekdays = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'];

describeAgentUpdates('the register report shows who waits for the update window', (t) => {
  const { registers, history, frontend, registerDue, names } = t;
  const waitingUids = new Set<string>();
  let open: number;
  let expectedText: string;

  const report = async (query = '') => {
    const reply = await frontend('GET', `reports/cashpoint-report?contextId=NORDMARKT${query}`);
    assert.equal(reply.statusCode, 200, reply.body);
    return reply.json().cashpoints as ReportRow[];
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
      const entries = new Map((await history(register)).map((e) => [e.filename, e]));
      const due = names(await registerDue(register)).filter((name) => dueKinds.has(name));
      if (due.some((name) => !entries.get(name) || !begun(entries.get(name)!))) waitingUids.add(register.uid);
    }
    assert.ok(waitingUids.size > 0);
    open = berlinHourAfter(t.server.clock.now, 12);
    const from = nextUpdateWindow({ ...everyDayBerlin, specialDays: [] }, rule30, open, null)!.from;
    // Closing at 20:00 Berlin plus 30 minutes, on the day of `open`.
    expectedText = `wartet bis ${weekdays[new Date(from).getUTCDay()]} 20:30`;
  });

  it('is empty while the context has no rule', async () => {
    await atFreshSession(open);
    assert.ok((await report()).every((row) => row.updateWindow === null));
  });

  it('names the window start for each register holding an update back, and filters by it', async () => {
    await plantContextCalendar(t.server.db, 'NORDMARKT', everyDayBerlin, rule30, open);
    const rows = await report();
    for (const row of rows) {
      assert.equal(row.updateWindow, waitingUids.has(row.uid) ? expectedText : null, row.uid);
    }
    const filtered = await report('&updateWindow=wartet');
    assert.deepEqual(filtered.map((r) => r.uid).sort(), [...waitingUids].sort());
  });

  it('follows the clock: inside the window nobody waits, and the next day they wait again', async () => {
    const inWindow = berlinHourAfter(open - 86_400_000, 21);
    await atFreshSession(inWindow);
    assert.ok((await report()).every((row) => row.updateWindow === null));
    await atFreshSession(open + 86_400_000);
    assert.equal((await report()).filter((row) => row.updateWindow !== null).length, waitingUids.size);
  });

  it('follows a saved rule at once', async () => {
    await plantContextCalendar(t.server.db, 'NORDMARKT', everyDayBerlin, { ...rule30, enabled: false }, open + 5);
    assert.ok((await report()).every((row) => row.updateWindow === null));
  });

  it("follows a store's saved calendar even when the instance that saved it has a clock behind", async () => {
    await plantContextCalendar(t.server.db, 'NORDMARKT', everyDayBerlin, rule30, open + 10);
    const tree = (await frontend('GET', 'cashpoints?contextId=NORDMARKT')).json() as {
      stores: { uid: string; cashpoints: { uid: string }[] }[];
    };
    const waitingStores = tree.stores.filter((s) => s.cashpoints.some((c) => waitingUids.has(c.uid)));
    assert.ok(waitingStores.length >= 2, 'two stores with registers that wait');
    const [ahead, behind] = waitingStores as [(typeof waitingStores)[0], (typeof waitingStores)[0]];
    const save = async (storeUid: string, openingHours: unknown[]) => {
      const body = { contextId: 'NORDMARKT', storeUid, ...everyDayBerlin, openingHours, specialDays: [] };
      const reply = await frontend('POST', 'store-calendar/save', body);
      assert.equal(reply.statusCode, 200, reply.body);
    };
    // The store saved second has a row already, so no count changes; its instance's clock is a
    // minute behind the one that saved the other store last.
    await atFreshSession(open + 1_000);
    await save(behind.uid, everyDayBerlin.openingHours);
    await atFreshSession(open + 60_000);
    await save(ahead.uid, everyDayBerlin.openingHours);
    const waitingOf = (rows: ReportRow[], store: typeof behind) =>
      rows.filter((row) => store.cashpoints.some((c) => c.uid === row.uid) && row.updateWindow !== null).length;
    assert.ok(waitingOf(await report(), behind) > 0);
    // Without opening hours the store is closed all day: its registers may install now. Saved on
    // the instance behind, read on the one ahead.
    await atFreshSession(open + 2_000);
    await save(behind.uid, []);
    await atFreshSession(open + 61_000);
    assert.equal(waitingOf(await report(), behind), 0);
  });
});
