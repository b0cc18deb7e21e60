import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';
import { bases, describeUpdates, zip } from '../../test/updatesKit';

describeUpdates('deleting, archiving and ordering updates', (t) => {
  const { dataDir, call, list, upload, keysOf, oneToN } = t;

  it('deletes an update with its targets, installations and file, and renumbers the rest', async () => {
    const before = await list('cashpoint-updates', 'SUEDKAUF');
    const victim = before.find((f) => f.tag === '5.13.1')!;
    const file = path.join(dataDir(), victim.uploadFilepath!);
    assert.ok(fs.existsSync(file));
    const reply = await call(t.admin, 'POST', 'cashpoint-updates/delete', {
      contextId: 'SUEDKAUF',
      filename: victim.filename,
    });
    assert.equal(reply.statusCode, 200, reply.body);
    assert.deepEqual(reply.json(), { ok: true });
    const after = await list('cashpoint-updates', 'SUEDKAUF');
    assert.deepEqual(keysOf(after), oneToN(before.length - 1));
    assert.equal(
      after.find((f) => f.filename === victim.filename),
      undefined,
    );
    // Order of the others is unchanged.
    assert.deepEqual(
      after.map((f) => f.filename),
      before.filter((f) => f.filename !== victim.filename).map((f) => f.filename),
    );
    assert.equal(fs.existsSync(file), false);
    for (const table of ['installations', 'syncfileTargets'] as const) {
      const orphans = await t.server.db.kysely
        .selectFrom(table)
        .leftJoin('syncfiles', 'syncfiles.id', `${table}.syncfileId`)
        .select(`${table}.id`)
        .where('syncfiles.id', 'is', null)
        .execute();
      assert.equal(orphans.length, 0, table);
    }
    const again = await call(t.admin, 'POST', 'cashpoint-updates/delete', {
      contextId: 'SUEDKAUF',
      filename: victim.filename,
    });
    assert.equal(again.statusCode, 404);
    assert.deepEqual(again.json(), { message: 'Nicht gefunden.' });
  });

  it('archives and unarchives', async () => {
    const archive = (value: boolean) =>
      call(t.admin, 'POST', 'store-updates/archive', {
        contextId: 'SUEDKAUF',
        filename: 'store-8.5.0.zip',
        archive: value,
      });
    assert.equal((await archive(true)).statusCode, 200);
    assert.equal(
      (await list('store-updates', 'SUEDKAUF', false)).some((f) => f.filename === 'store-8.5.0.zip'),
      false,
    );
    assert.equal(
      (await list('store-updates', 'SUEDKAUF')).find((f) => f.filename === 'store-8.5.0.zip')!.archived,
      true,
    );
    assert.equal((await archive(false)).statusCode, 200);
    assert.equal(
      (await list('store-updates', 'SUEDKAUF', false)).find((f) => f.filename === 'store-8.5.0.zip')!.archived,
      false,
    );
    const missing = await call(t.admin, 'POST', 'store-updates/archive', {
      contextId: 'SUEDKAUF',
      filename: 'x.zip',
      archive: true,
    });
    assert.equal(missing.statusCode, 404);
  });

  it('moves up and down by swapping with the neighbour, refusing at the top and bottom', async () => {
    const names = async () => (await list('cashpoint-updates', 'WESTFRISCH')).map((f) => f.filename);
    const before = await names(); // highest key first
    const move = (direction: 'up' | 'down', filename: string) =>
      call(t.admin, 'POST', `cashpoint-updates/move-${direction}`, { contextId: 'WESTFRISCH', filename });
    assert.equal((await move('up', before[2]!)).statusCode, 200);
    assert.deepEqual(await names(), [before[0], before[2], before[1], ...before.slice(3)]);
    assert.equal((await move('down', before[2]!)).statusCode, 200);
    assert.deepEqual(await names(), before);

    const top = await move('up', before[0]!);
    assert.equal(top.statusCode, 409);
    assert.deepEqual(top.json(), { message: 'Das Update steht bereits an oberster Stelle.' });
    const bottom = await move('down', before[before.length - 1]!);
    assert.equal(bottom.statusCode, 409);
    assert.deepEqual(bottom.json(), { message: 'Das Update steht bereits an unterster Stelle.' });
    assert.equal((await move('up', 'fehlt.zip')).statusCode, 404);
    assert.deepEqual(await names(), before);
  });

  it('keeps the keys a permutation of 1..N under 50 concurrent moves', async () => {
    for (const { base } of bases) {
      const files = (await list(base, 'OSTBAU')).map((f) => f.filename);
      const replies = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          call(t.admin, 'POST', `${base}/move-${i % 3 === 0 ? 'down' : 'up'}`, {
            contextId: 'OSTBAU',
            filename: files[(i * 7) % files.length]!,
          }),
        ),
      );
      for (const reply of replies) assert.ok([200, 409].includes(reply.statusCode), reply.body);
      assert.ok(replies.some((r) => r.statusCode === 200));
      assert.deepEqual(keysOf(await list(base, 'OSTBAU')), oneToN(files.length));
    }
  });

  it('keeps the keys 1..N under concurrent uploads, deletes and moves', async () => {
    const base = 'store-updates';
    const before = await list(base, 'WESTFRISCH');
    const replies = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) =>
        upload(t.admin, base, 'WESTFRISCH', [
          { name: 'tag', value: `p${i}` },
          { name: 'uploadfile', filename: `parallel-${i}.zip`, content: zip(50, i) },
        ]),
      ),
      call(t.admin, 'POST', `${base}/delete`, { contextId: 'WESTFRISCH', filename: before[1]!.filename }),
      ...Array.from({ length: 10 }, (_, i) =>
        call(t.admin, 'POST', `${base}/move-${i % 2 ? 'up' : 'down'}`, {
          contextId: 'WESTFRISCH',
          filename: before[i % before.length]!.filename,
        }),
      ),
    ]);
    for (const reply of replies) assert.ok(reply.statusCode < 500, reply.body);
    const after = await list(base, 'WESTFRISCH');
    assert.equal(after.length, before.length + 8 - 1);
    assert.deepEqual(keysOf(after), oneToN(after.length));
  });
});
