import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';
import { bases, describeUpdates, zip } from '../../test/updatesKit';

describeUpdates('update rights and contexts', (t) => {
  const { dataDir, call, list, upload } = t;

  const changes = (base: string, context: string, filename: string) =>
    [
      [
        'POST',
        `${base}/save?contextId=${context}&filename=${filename}`,
        { status: 2, releaseDate: null, tag: 'x', comment: '', checkedUids: [] },
      ],
      ['POST', `${base}/delete`, { contextId: context, filename }],
      ['POST', `${base}/archive`, { contextId: context, filename, archive: true }],
      ['POST', `${base}/move-up`, { contextId: context, filename }],
      ['POST', `${base}/move-down`, { contextId: context, filename }],
    ] as const;

  it('lets a viewer read but refuses every change and upload with 403, changing nothing', async () => {
    for (const { base, prefix } of bases) {
      const before = await list(base, 'NORDMARKT');
      assert.equal((await call(t.viewer, 'GET', `${base}?contextId=NORDMARKT`)).statusCode, 200);
      const filename = before.find((f) => f.filename.startsWith(prefix))!.filename;
      assert.equal(
        (await call(t.viewer, 'GET', `${base}/detail?contextId=NORDMARKT&filename=${filename}`)).statusCode,
        200,
      );
      for (const [method, url, body] of changes(base, 'NORDMARKT', filename)) {
        const reply = await call(t.viewer, method, url, body);
        assert.equal(reply.statusCode, 403, url);
        assert.deepEqual(reply.json(), { message: 'Sie haben nicht genügend Zugriffsrechte.' });
      }
      const up = await upload(t.viewer, base, 'NORDMARKT', [
        { name: 'tag', value: 'x' },
        { name: 'uploadfile', filename: 'viewer.zip', content: zip(10) },
      ]);
      assert.equal(up.statusCode, 403);
      assert.deepEqual(await list(base, 'NORDMARKT'), before);
    }
    assert.equal(fs.existsSync(path.join(dataDir(), 'updates', 'NORDMARKT', 'cashpoint', 'viewer.zip')), false);
  });

  it('lets the operator change its own contexts only', async () => {
    const before = await list('cashpoint-updates', 'MEGAMARKT');
    const filename = before[2]!.filename;
    assert.equal((await call(t.operator, 'GET', 'cashpoint-updates?contextId=MEGAMARKT')).statusCode, 403);
    assert.equal(
      (await call(t.operator, 'GET', `cashpoint-updates/detail?contextId=MEGAMARKT&filename=${filename}`)).statusCode,
      403,
    );
    for (const [method, url, body] of changes('cashpoint-updates', 'MEGAMARKT', filename)) {
      assert.equal((await call(t.operator, method, url, body)).statusCode, 403, url);
    }
    const up = await upload(t.operator, 'cashpoint-updates', 'MEGAMARKT', [
      { name: 'tag', value: 'x' },
      { name: 'uploadfile', filename: 'operator.zip', content: zip(10) },
    ]);
    assert.equal(up.statusCode, 403);
    assert.deepEqual(await list('cashpoint-updates', 'MEGAMARKT'), before);

    const own = await call(t.operator, 'POST', 'cashpoint-updates/move-down', {
      contextId: 'NORDMARKT',
      filename: (await list('cashpoint-updates', 'NORDMARKT'))[0]!.filename,
    });
    assert.equal(own.statusCode, 200, own.body);
    const ownUpload = await upload(t.operator, 'store-updates', 'SUEDKAUF', [
      { name: 'tag', value: 'x' },
      { name: 'uploadfile', filename: 'operator.zip', content: zip(10) },
    ]);
    assert.equal(ownUpload.statusCode, 200, ownUpload.body);
  });

  it('answers 401 without a session', async () => {
    const reply = await t.server.app.inject({
      method: 'GET',
      url: '/api/frontend/cashpoint-updates?contextId=NORDMARKT',
    });
    assert.equal(reply.statusCode, 401);
  });
});
