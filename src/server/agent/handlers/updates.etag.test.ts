import assert from 'node:assert/strict';
import { it } from 'node:test';
import { nextUpdateWindow } from '../../calendar';
import { describeAgentUpdates, type Due } from '../../test/agentUpdatesKit';
import { admitStores, stageRollout, storeRowIds } from '../../test/rolloutRowsKit';
import { berlinHourAfter, everyDayBerlin, factsOf, plantContextCalendar, rule30 } from '../../test/updateWindowKit';

// An agent that asks for its due updates with the ETag of its last answer gets 304 and no body while
// the offer to it is unchanged, and the new offer (200, a new ETag) at once after a change: a new
// Aktiv update, its own installation report, a rollout wave that takes its store, its window opening.

const hotfix = 'kasse-5.11.9-hotfix.zip';
const rolledOut = 'kasse-5.14.0.zip';

describeAgentUpdates('due updates with If-None-Match', (t) => {
  const { agent, names, report, save } = t;
  // The fixture's registers are found in its `before`, so read when a test runs.
  const who = () => ({ target: 'cashpoint', storeId: t.plain.storeId, posId: t.plain.posId });
  const url = () => `/api/agent/updates?${new URLSearchParams(who()).toString()}`;
  const ask = (etag?: string) => agent('GET', url(), etag ? { headers: { 'if-none-match': etag } } : {});

  /** The current answer: 200 with an ETag, and a repeat with that ETag answered 304 without a body. */
  async function current(previousEtag?: string) {
    const reply = await ask(previousEtag);
    assert.equal(reply.statusCode, 200, 'changed since the ETag the agent sent');
    const etag = reply.headers.etag as string;
    assert.match(etag, /^"due-[\w-]+"$/);
    assert.notEqual(etag, previousEtag);
    const again = await ask(etag);
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    return { etag, due: reply.json() as Due };
  }

  it('answers 304 while nothing changed, also to a list of ETags, and 200 to an old or no ETag', async () => {
    const { etag } = await current();
    assert.equal((await ask(`"other", ${etag}`)).statusCode, 304);
    assert.equal((await ask('"due-old"')).statusCode, 200);
    const plainReply = await ask();
    assert.equal(plainReply.statusCode, 200);
    assert.equal(plainReply.headers.etag, etag, 'the same offer has the same ETag');
  });

  it('answers 200 at once after a new Aktiv update', async () => {
    const before = await current();
    assert.equal((await save(rolledOut, { status: 2, releaseDate: null })).statusCode, 200);
    const after = await current(before.etag);
    assert.ok(names(after.due).includes(rolledOut));
    // Back to Neu, for the rollout below.
    assert.equal((await save(rolledOut, { status: 1, releaseDate: null })).statusCode, 200);
    assert.equal((await ask(after.etag)).statusCode, 200);
  });

  it("answers 200 at once after the target's own installation report", async () => {
    const before = await current();
    assert.equal((await report({ ...who(), filename: hotfix, installationStatus: 2 })).statusCode, 200);
    const after = await current(before.etag);
    assert.deepEqual(after.due.remove, [hotfix]);
    assert.equal((await report({ ...who(), filename: hotfix, installationStatus: 0 })).statusCode, 200);
    assert.deepEqual((await current(after.etag)).due.remove, []);
  });

  it("answers 200 at once when a rollout wave takes the target's store", async () => {
    const other = (await t.registers()).find((r) => r.storeId !== t.plain.storeId)!;
    const rollout = await stageRollout(t.server.db, {
      contextKey: 'NORDMARKT',
      kind: 'cashpoint',
      filename: rolledOut,
      waves: [[other.storeId]],
      now: t.server.clock.now,
    });
    const before = await current();
    assert.equal(names(before.due).includes(rolledOut), false, 'not offered before its store is admitted');
    const [rowId] = await storeRowIds(t.server.db, 'NORDMARKT', [t.plain.storeId]);
    await admitStores(t.server.db, rollout.id, 2, [rowId!], t.server.clock.now);
    const after = await current(before.etag);
    assert.ok(names(after.due).includes(rolledOut), 'the second wave took its store');
  });

  it("answers 200 at once when the store's update window opens", async () => {
    const open = berlinHourAfter(t.server.clock.now, 12);
    const windowFrom = nextUpdateWindow(factsOf(everyDayBerlin), rule30, open, null)!.from;
    await plantContextCalendar(t.server.db, 'NORDMARKT', everyDayBerlin, rule30, t.server.clock.now);
    t.server.clock.now = open;
    const outside = await current();
    assert.equal(outside.due.notBefore, new Date(windowFrom).toISOString());
    t.server.clock.now = windowFrom - 60_000;
    assert.equal((await ask(outside.etag)).statusCode, 304, 'a minute before the window: unchanged');
    t.server.clock.now = windowFrom + 1000;
    const inside = await current(outside.etag);
    assert.equal(inside.due.notBefore, undefined);
    assert.ok(names(inside.due).includes(rolledOut));
  });
});
