import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, it } from 'node:test';
import { describeAgentUpdates } from '../../test/agentUpdatesKit';

describeAgentUpdates('agent update download', (t) => {
  const { agent, registerDue, fileOf, names } = t;

  const url = '/api/agent/updates/cashpoint/kasse-5.13.1.zip';
  let content: Buffer;
  before(() => {
    content = fileOf('NORDMARKT', 'cashpoint', 'kasse-5.13.1.zip');
  });

  it('streams the whole file with its length and range support', async () => {
    const reply = await agent('GET', url);
    assert.equal(reply.statusCode, 200);
    assert.deepEqual(reply.rawPayload, content);
    assert.equal(reply.headers['content-length'], String(content.length));
    assert.equal(reply.headers['accept-ranges'], 'bytes');
    assert.equal(reply.headers['content-type'], 'application/octet-stream');
    // Answered once: no "Reply was already sent" (FST_ERR_REP_ALREADY_SENT) from a second answer.
    assert.deepEqual(
      t.server.logs.filter((line) => line.includes('FST_ERR')),
      [],
    );
  });

  it('answers HEAD with the length and range support without opening the file', async () => {
    const store = t.server.app.updateStore;
    const open = store.open.bind(store);
    let opened = 0;
    store.open = (key) => ((opened += 1), open(key));
    try {
      const reply = await agent('HEAD', url);
      assert.equal(reply.statusCode, 200);
      assert.equal(reply.headers['content-length'], String(content.length));
      assert.equal(reply.headers['accept-ranges'], 'bytes');
      assert.equal(reply.body, '');
      assert.equal(opened, 0);
    } finally {
      store.open = open;
    }
  });

  it('answers a single range with 206, Content-Range and exactly those bytes', async () => {
    const size = content.length;
    const cases: [string, number, number][] = [
      ['bytes=0-9', 0, 9],
      ['bytes=100-', 100, size - 1],
      ['bytes=-16', size - 16, size - 1],
      [`bytes=${size - 5}-${size + 100}`, size - 5, size - 1],
      [`bytes=-${size + 10}`, 0, size - 1],
      [`bytes=${size - 1}-${size - 1}`, size - 1, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const reply = await agent('GET', url, { headers: { range } });
      assert.equal(reply.statusCode, 206, range);
      assert.equal(reply.headers['content-range'], `bytes ${start}-${end}/${size}`, range);
      assert.equal(reply.headers['content-length'], String(end - start + 1), range);
      assert.deepEqual(reply.rawPayload, content.subarray(start, end + 1), range);
    }
  });

  it('answers an unsatisfiable range with 416 and a German message', async () => {
    const size = content.length;
    for (const range of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`, 'bytes=-0', 'bytes=20-10']) {
      const reply = await agent('GET', url, { headers: { range } });
      assert.equal(reply.statusCode, 416, range);
      assert.equal(reply.headers['content-range'], `bytes */${size}`);
      assert.deepEqual(reply.json(), { message: 'Der angeforderte Bereich liegt außerhalb der Datei.' });
    }
  });

  it('ignores ranges it does not serve (several, other units) and sends the whole file', async () => {
    for (const range of ['bytes=0-1,5-6', 'items=0-1', 'bytes=x-y']) {
      const reply = await agent('GET', url, { headers: { range } });
      assert.equal(reply.statusCode, 200, range);
      assert.equal(reply.rawPayload.length, content.length);
    }
  });

  it('serves only files of the calling context and target kind', async () => {
    for (const [target, file, context] of [
      ['store', 'kasse-5.13.1.zip', 'NORDMARKT'],
      ['cashpoint', 'store-8.5.0.zip', 'NORDMARKT'],
      ['cashpoint', 'gibt-es-nicht.zip', 'NORDMARKT'],
    ] as const) {
      const reply = await agent('GET', `/api/agent/updates/${target}/${file}`, { context });
      assert.equal(reply.statusCode, 404, `${target}/${file}`);
      assert.deepEqual(reply.json(), { message: 'Nicht gefunden.' });
    }
    // The same name in another context is that context's own file.
    const other = await agent('GET', url, { context: 'SUEDKAUF' });
    assert.equal(other.statusCode, 200);
    assert.deepEqual(other.rawPayload, fileOf('SUEDKAUF', 'cashpoint', 'kasse-5.13.1.zip'));
  });

  it('never leaves DATA_DIR, whatever the path or the stored row says', async () => {
    for (const name of ['..%2F..%2Fconsole.db', '%2E%2E%2Fsession-secret', '..', '.hidden']) {
      const reply = await agent('GET', `/api/agent/updates/cashpoint/${name}`);
      assert.ok(reply.statusCode === 400 || reply.statusCode === 404, `${name}: ${reply.statusCode}`);
      assert.equal(typeof reply.json().message, 'string');
    }
    // A row pointing outside the update folder is refused as not found.
    await t.server.db.kysely
      .updateTable('syncfiles')
      .set({ uploadFilepath: '../../etc/passwd' })
      .where('filename', '=', 'kasse-5.12.0.zip')
      .execute();
    const reply = await agent('GET', '/api/agent/updates/cashpoint/kasse-5.12.0.zip');
    assert.equal(reply.statusCode, 404);
  });

  it('answers 404 when the file of an update is missing on disk', async () => {
    const file = path.join(t.server.config.dataDir, 'updates', 'NORDMARKT', 'cashpoint', 'kasse-5.12.3.zip');
    const saved = fs.readFileSync(file);
    fs.rmSync(file);
    const reply = await agent('GET', '/api/agent/updates/cashpoint/kasse-5.12.3.zip');
    assert.equal(reply.statusCode, 404);
    assert.equal(names(await registerDue(t.plain)).includes('kasse-5.12.3.zip'), false, 'not offered either');
    fs.writeFileSync(file, saved);
  });

  it('reads the row of an update afresh after a write to it, though it served the file before', async () => {
    const download = '/api/agent/updates/cashpoint/kasse-5.12.3.zip';
    const { kysely } = t.server.db;
    const rows = await kysely
      .selectFrom('syncfiles')
      .select(['id', 'uploadFilepath'])
      .where('filename', '=', 'kasse-5.12.3.zip')
      .execute();
    assert.equal((await agent('GET', download)).statusCode, 200);
    const moveTo = (id: number, uploadFilepath: string) =>
      kysely.updateTable('syncfiles').set({ uploadFilepath }).where('id', '=', id).execute();
    for (const row of rows) await moveTo(row.id, '../../etc/passwd');
    try {
      assert.equal((await agent('GET', download)).statusCode, 404, 'not the row kept from the first download');
    } finally {
      for (const row of rows) await moveTo(row.id, row.uploadFilepath);
    }
    assert.equal((await agent('GET', download)).statusCode, 200);
  });
});
