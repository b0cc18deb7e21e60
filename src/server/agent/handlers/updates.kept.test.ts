import assert from 'node:assert/strict';
import { it } from 'node:test';
import { offerVersionReads } from '../dueMemo';
import { describeAgentUpdates } from '../../test/agentUpdatesKit';
import { watchStatements } from '../../test/watchStatements';

// Unchanged due-update checks are answered from the answer kept per target: the checks that arrive
// together share one read of the offer versions, and none of them reads the updates, installations
// or calendars again. Every statement the server runs is recorded to show it.

describeAgentUpdates('unchanged due-update checks', (t) => {
  const { agent, names } = t;

  it('share one read of the versions and run none of the due queries', async () => {
    const targets = (await t.registers()).slice(0, 6);
    assert.ok(targets.length >= 2, 'registers to ask for');
    const url = (r: { storeId: string; posId: string }) =>
      `/api/agent/updates?${new URLSearchParams({ target: 'cashpoint', storeId: r.storeId, posId: r.posId }).toString()}`;
    const etags = new Map<string, string>();
    // Twice: the seeded files have no stored digest, and the first check that offers one stores it,
    // which moves the context's version (so that check's answer is not kept).
    for (const round of [1, 2])
      for (const r of targets) {
        const first = await agent('GET', url(r));
        assert.equal(first.statusCode, 200, `round ${round}`);
        etags.set(url(r), first.headers.etag as string);
      }

    const checks = [...targets, ...targets, ...targets];
    const readsBefore = offerVersionReads(t.server.db);
    const watch = watchStatements(t.server.db.kysely.getExecutor());
    // The kept answer's files are asked after too (a file replaced in the store moves no version).
    const store = t.server.app.updateStore;
    const stat = store.stat.bind(store);
    let stats = 0;
    store.stat = (key) => ((stats += 1), stat(key));
    let replies;
    try {
      replies = await Promise.all(
        checks.map((r) => agent('GET', url(r), { headers: { 'if-none-match': etags.get(url(r))! } })),
      );
    } finally {
      watch.stop();
      store.stat = stat;
    }
    assert.deepEqual(
      replies.map((r) => r.statusCode),
      checks.map(() => 304),
    );
    // Each answer offers a file or more; the checks share the questions about them as they share the reads.
    assert.ok(stats >= 1 && stats < checks.length, `${checks.length} checks asked the store ${stats} times`);
    const reads = offerVersionReads(t.server.db) - readsBefore;
    // The checks reach the handler over a few turns (their signatures are checked first), so a few reads.
    assert.ok(reads >= 1 && reads <= checks.length / 3, `${checks.length} checks read the versions ${reads} times`);
    const dueQueries = watch.seen.filter((q) => /syncfiles|installations|calendars|rollout/.test(q));
    assert.deepEqual(dueQueries, [], 'no due query for an unchanged target');
    // Left out: the signature check's lookup of the context by its key, which the agent context
    // cache (contexts/agentContexts.ts on main) answers; and the nonces, written in batches.
    const rest = watch.seen.filter((q) => !/from "contexts"|agent_nonces/.test(q));
    assert.equal(rest.length, reads, `only the versions were read:\n${rest.join('\n')}`);
  });

  it('answers 200 at the release time of a saved Aktiv update, with no write in between', async () => {
    const url = `/api/agent/updates?${new URLSearchParams({ target: 'cashpoint', storeId: t.plain.storeId, posId: t.plain.posId }).toString()}`;
    const release = t.server.clock.now + 2 * 3600_000;
    const save = await t.save('kasse-5.14.0.zip', { status: 2, releaseDate: new Date(release).toISOString() });
    assert.equal(save.statusCode, 200);
    const before = await agent('GET', url);
    assert.equal(before.statusCode, 200);
    assert.equal(names(before.json()).includes('kasse-5.14.0.zip'), false);
    const etag = { headers: { 'if-none-match': before.headers.etag as string } };
    t.server.clock.now = release - 1000;
    assert.equal((await agent('GET', url, etag)).statusCode, 304);
    t.server.clock.now = release;
    const after = await agent('GET', url, etag);
    assert.equal(after.statusCode, 200);
    assert.ok(names(after.json()).includes('kasse-5.14.0.zip'), 'due at its release time');
    assert.equal((await t.save('kasse-5.14.0.zip', { status: 1, releaseDate: null })).statusCode, 200);
  });

  it('recomputes a changed answer with one lookup of its target, and answers 404 once the target is gone', async () => {
    const register = (await t.registers()).at(-1)!;
    const who = { target: 'cashpoint', storeId: register.storeId, posId: register.posId };
    const url = `/api/agent/updates?${new URLSearchParams(who).toString()}`;
    for (const round of [1, 2]) assert.equal((await agent('GET', url)).statusCode, 200, `round ${round}`);
    const due = names((await agent('GET', url)).json());
    assert.ok(due.length > 0, 'the register has an update due');
    // Its own installation report moves its version: the next check computes the answer afresh.
    assert.equal((await t.report({ ...who, filename: due[0]!, installationStatus: 3, log: 'Fehler' })).statusCode, 200);
    // The lookup alone, or found again in the statement that reads the due rows.
    const lookups = (seen: string[]) =>
      seen.filter((q) => /from "cashpoints" as "c" inner join "stores"|join "cashpoints" as "t"/.test(q));
    const watch = watchStatements(t.server.db.kysely.getExecutor());
    let again;
    try {
      again = await agent('GET', url);
    } finally {
      watch.stop();
    }
    assert.equal(again.statusCode, 200);
    assert.equal(lookups(watch.seen).length, 1, 'found again once, not looked up first as well');
    // Due updates, removals, the window's stamp and the target: one statement, not one each.
    const reads = watch.seen.filter((q) => /from "syncfiles"|from "stores"/.test(q));
    assert.equal(reads.length, 1, `one statement reads the answer's rows: ${reads.join(' | ')}`);

    const deleted = await t.frontend('DELETE', `cashpoints/delete/${register.uid}?contextId=NORDMARKT`);
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal((await agent('GET', url)).statusCode, 404);
  });
});
