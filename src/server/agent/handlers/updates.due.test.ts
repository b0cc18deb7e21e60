import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';
import { agentHeaders } from '../signature';
import { demoHashSecret } from '../../demo/seed';
import { describeAgentUpdates, sha256 } from '../../test/agentUpdatesKit';

describeAgentUpdates('due agent updates', (t) => {
  const { nowSeconds, agent, dueFor, registerDue, report, frontend, registers, checkedFor, save, fileOf, names } = t;

  it('offers Aktiv updates to every register and Test/Labor ones only to checked registers, lowest key first', async () => {
    const forPlain = await registerDue(t.plain);
    assert.deepEqual(names(forPlain), ['kasse-5.12.3.zip', 'kasse-5.13.1.zip']);
    assert.deepEqual(names(await registerDue(t.pilotRc)), [
      'kasse-5.12.3.zip',
      'kasse-5.13.1.zip',
      'kasse-5.14.0-rc1.zip',
    ]);
    assert.deepEqual(forPlain.remove, []);
    const [first, second] = forPlain.install;
    assert.equal(first!.tag, '5.12.3');
    assert.ok(first!.orderKey < second!.orderKey);
    const content = fileOf('NORDMARKT', 'cashpoint', 'kasse-5.12.3.zip');
    assert.equal(first!.size, content.length);
    assert.equal(first!.sha256, sha256(content));
  });

  it('offers nothing for Neu, even to a checked register, and Test/Labor once it is checked', async () => {
    assert.equal((await save('kasse-5.14.0.zip', { status: 1, checkedUids: [t.plain.uid] })).statusCode, 200);
    assert.equal(names(await registerDue(t.plain)).includes('kasse-5.14.0.zip'), false);
    const checked = [...(await checkedFor('kasse-5.14.0-rc1.zip')), t.plain.uid];
    assert.equal((await save('kasse-5.14.0-rc1.zip', { status: 4, checkedUids: checked })).statusCode, 200);
    assert.deepEqual(names(await registerDue(t.plain)), [
      'kasse-5.12.3.zip',
      'kasse-5.13.1.zip',
      'kasse-5.14.0-rc1.zip',
    ]);
    assert.equal(
      (await save('kasse-5.14.0-rc1.zip', { status: 4, checkedUids: checked.slice(0, -1) })).statusCode,
      200,
    );
    assert.deepEqual(names(await registerDue(t.plain)), ['kasse-5.12.3.zip', 'kasse-5.13.1.zip']);
  });

  it('offers an update only once its release time has passed, and never while archived', async () => {
    const release = new Date(t.server.clock.now + 3600_000).toISOString();
    assert.equal((await save('kasse-5.14.0.zip', { status: 2, releaseDate: release })).statusCode, 200);
    assert.equal(names(await registerDue(t.plain)).includes('kasse-5.14.0.zip'), false);
    t.server.clock.now += 3600_000;
    assert.equal(names(await registerDue(t.plain)).at(-1), 'kasse-5.14.0.zip', 'due at the release time');

    const archive = (value: boolean) =>
      frontend('POST', 'cashpoint-updates/archive', {
        contextId: 'NORDMARKT',
        filename: 'kasse-5.14.0.zip',
        archive: value,
      });
    assert.equal((await archive(true)).statusCode, 200);
    assert.equal(names(await registerDue(t.plain)).includes('kasse-5.14.0.zip'), false);
    assert.equal((await archive(false)).statusCode, 200);
    assert.equal((await save('kasse-5.14.0.zip', { status: 1, releaseDate: release })).statusCode, 200);
  });

  it('tells a register to remove a Gelöscht update it has installed', async () => {
    const hotfix = 'kasse-5.11.9-hotfix.zip';
    const who = { target: 'cashpoint', storeId: t.plain.storeId, posId: t.plain.posId };
    assert.equal((await report({ ...who, filename: hotfix, installationStatus: 2 })).statusCode, 200);
    const due = await registerDue(t.plain);
    assert.deepEqual(due.remove, [hotfix]);
    assert.equal(names(due).includes(hotfix), false);
    assert.deepEqual((await registerDue(t.pilotRc)).remove, []);
    assert.equal((await report({ ...who, filename: hotfix, installationStatus: 0, log: 'entfernt' })).statusCode, 200);
    assert.deepEqual((await registerDue(t.plain)).remove, []);
  });

  it('serves store agents their store updates', async () => {
    const agents = (await frontend('GET', 'store-updates/detail?contextId=NORDMARKT&filename=store-8.5.1.zip')).json()
      .stores as { id: string; isChecked: boolean }[];
    const unchecked = agents.find((a) => !a.isChecked)!;
    const checked = agents.find((a) => a.isChecked)!;
    assert.deepEqual(names(await dueFor({ target: 'store', storeId: unchecked.id })), ['store-8.5.0.zip']);
    assert.deepEqual(names(await dueFor({ target: 'store', storeId: checked.id })), [
      'store-8.5.0.zip',
      'store-8.5.1.zip',
    ]);
  });

  it('notices a replaced file: the digest follows the content', async () => {
    const file = path.join(t.server.config.dataDir, 'updates', 'NORDMARKT', 'cashpoint', 'kasse-5.12.3.zip');
    const original = fs.readFileSync(file);
    const before = (await registerDue(t.plain)).install[0]!;
    assert.equal(before.sha256, sha256(original));
    const replaced = Buffer.from('neuer Inhalt, andere Länge');
    fs.writeFileSync(file, replaced);
    const after = (await registerDue(t.plain)).install[0]!;
    assert.equal(after.sha256, sha256(replaced));
    assert.equal(after.size, replaced.length);
    fs.writeFileSync(file, original);
    assert.equal((await registerDue(t.plain)).install[0]!.sha256, sha256(original));
  });

  it('answers 404 for an unknown target and 400 for a missing posId, with German messages', async () => {
    for (const query of [
      { target: 'cashpoint', storeId: '99999', posId: '1' } as Record<string, string>,
      { target: 'cashpoint', storeId: t.plain.storeId, posId: '999' },
      { target: 'store', storeId: '99999' },
    ]) {
      const reply = await agent('GET', `/api/agent/updates?${new URLSearchParams(query).toString()}`);
      assert.equal(reply.statusCode, 404, JSON.stringify(query));
      assert.deepEqual(reply.json(), { message: 'Nicht gefunden.' });
    }
    const noPos = await agent('GET', `/api/agent/updates?target=cashpoint&storeId=${t.plain.storeId}`);
    assert.equal(noPos.statusCode, 400);
    assert.deepEqual(noPos.json(), { message: 'Ungültige Anfrage: "posId" ist ein Pflichtfeld' });
    const badTarget = await agent('GET', `/api/agent/updates?target=kasse&storeId=${t.plain.storeId}&posId=1`);
    assert.equal(badTarget.statusCode, 400);
    assert.match(badTarget.json().message, /^Ungültige Anfrage/);
    // A store of NORDMARKT that OSTBAU does not have is unknown to OSTBAU's agents.
    const ostbau = new Set((await registers('OSTBAU')).map((r) => r.storeId));
    const foreign = (await registers()).find((r) => !ostbau.has(r.storeId))!;
    const other = await agent(
      'GET',
      `/api/agent/updates?target=cashpoint&storeId=${foreign.storeId}&posId=${foreign.posId}`,
      { context: 'OSTBAU' },
    );
    assert.equal(other.statusCode, 404);
  });

  it('refuses unsigned and wrongly signed requests with 401', async () => {
    const url = `/api/agent/updates?target=cashpoint&storeId=${t.plain.storeId}&posId=${t.plain.posId}`;
    assert.equal((await t.server.app.inject({ method: 'GET', url })).statusCode, 401);
    const signed = agentHeaders('NORDMARKT', 'falsch-falsch', 'GET', url, '', nowSeconds());
    assert.equal((await t.server.app.inject({ method: 'GET', url, headers: signed })).statusCode, 401);
    const otherPath = agentHeaders(
      'NORDMARKT',
      demoHashSecret('NORDMARKT'),
      'GET',
      '/api/agent/updates',
      '',
      nowSeconds(),
    );
    assert.equal((await t.server.app.inject({ method: 'GET', url, headers: otherPath })).statusCode, 401);
  });
});
