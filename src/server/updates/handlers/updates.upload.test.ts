import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { it } from 'node:test';
import { withCookie } from '../../test/harness';
import { multipart, type Part } from '../../test/multipart';
import { bases, describeUpdates, type Syncfile, uploadLimit, zip } from '../../test/updatesKit';

describeUpdates('update upload', (t) => {
  const { dataDir, call, list, upload, keysOf, oneToN, storedFiles, rowCount } = t;

  it('stores the file under DATA_DIR/updates/<context>/<kind>/ and puts the new update on top', async () => {
    for (const { base, kind } of bases) {
      const before = await list(base, 'NORDMARKT');
      const content = crypto.randomBytes(5000);
      const reply = await upload(t.admin, base, 'NORDMARKT', [
        { name: 'tag', value: '9.0.0' },
        { name: 'comment', value: 'Großes Update' },
        { name: 'uploadfile', filename: 'paket-9.0.0.zip', content },
      ]);
      assert.equal(reply.statusCode, 200, reply.body);
      const { syncfile } = reply.json() as { syncfile: Syncfile };
      const relative = path.join('updates', 'NORDMARKT', kind, 'paket-9.0.0.zip');
      assert.equal(syncfile.filename, 'paket-9.0.0.zip');
      assert.equal(syncfile.tag, '9.0.0');
      assert.equal(syncfile.comment, 'Großes Update');
      assert.equal(syncfile.status, 1);
      assert.equal(syncfile.archived, false);
      assert.equal(syncfile.releaseDate, null);
      assert.equal(syncfile.orderKey, before.length + 1);
      assert.equal(syncfile.size, 5000);
      assert.equal(syncfile.uploadFilepath, relative);
      assert.deepEqual(fs.readFileSync(path.join(dataDir(), relative)), content);
      const after = await list(base, 'NORDMARKT');
      assert.equal(after[0]!.filename, 'paket-9.0.0.zip');
      assert.deepEqual(keysOf(after), oneToN(before.length + 1));
    }
    assert.deepEqual(fs.readdirSync(path.join(dataDir(), '.upload-tmp')), []);
  });

  it('takes the fields in any order, before or after the file', async () => {
    const reply = await upload(t.admin, 'cashpoint-updates', 'WESTFRISCH', [
      { name: 'uploadfile', filename: 'nachher.zip', content: zip(10) },
      { name: 'comment', value: 'danach' },
      { name: 'tag', value: 'n1' },
    ]);
    assert.equal(reply.statusCode, 200, reply.body);
    assert.equal(reply.json().syncfile.comment, 'danach');
  });

  it('refuses a duplicate file name in the same context and kind with 409 and keeps the old file', async () => {
    const file = path.join(dataDir(), 'updates', 'NORDMARKT', 'cashpoint', 'kasse-5.13.1.zip');
    const original = fs.readFileSync(file);
    const count = await rowCount();
    const reply = await upload(t.admin, 'cashpoint-updates', 'NORDMARKT', [
      { name: 'tag', value: 'x' },
      { name: 'uploadfile', filename: 'kasse-5.13.1.zip', content: zip(100) },
    ]);
    assert.equal(reply.statusCode, 409);
    assert.deepEqual(reply.json(), {
      message: 'Ein Update mit diesem Dateinamen existiert bereits.',
      value: 'kasse-5.13.1.zip',
    });
    assert.deepEqual(fs.readFileSync(file), original);
    assert.equal(await rowCount(), count);
    // The same name is free in the other kind and in another context.
    const otherKind = await upload(t.admin, 'store-updates', 'NORDMARKT', [
      { name: 'tag', value: 'x' },
      { name: 'uploadfile', filename: 'kasse-5.13.1.zip', content: zip(100) },
    ]);
    assert.equal(otherKind.statusCode, 200, otherKind.body);
  });

  it('refuses file names with paths, dots in front or other characters, storing nothing', async () => {
    const files = storedFiles();
    const count = await rowCount();
    for (const filename of ['../evil.zip', '..\\evil.zip', 'a/b.zip', '/etc/passwd', '.hidden', '..', 'ä.zip', '']) {
      const reply = await upload(t.admin, 'cashpoint-updates', 'NORDMARKT', [
        { name: 'tag', value: 'x' },
        { name: 'uploadfile', filename, content: zip(100) },
      ]);
      assert.ok(reply.statusCode === 400, `${filename}: ${reply.statusCode} ${reply.body}`);
      assert.equal(typeof reply.json().message, 'string');
    }
    assert.equal(await rowCount(), count);
    assert.deepEqual(storedFiles(), files);
    assert.equal(fs.existsSync(path.join(dataDir(), '..', 'evil.zip')), false);
  });

  it('checks tag, comment and the file with the German field messages', async () => {
    const count = await rowCount();
    const file = { name: 'uploadfile', filename: 'feld.zip', content: zip(10) };
    const cases: [Part[], string][] = [
      [[file], 'Ungültige Anfrage: "tag" ist ein Pflichtfeld'],
      [[{ name: 'tag', value: '  ' }, file], 'Ungültige Anfrage: "tag" ist ein Pflichtfeld'],
      [[{ name: 'tag', value: 'x'.repeat(51) }, file], 'Ungültige Anfrage: "tag" darf maximal 50 Zeichen haben'],
      [
        [{ name: 'tag', value: 'x' }, { name: 'comment', value: 'x'.repeat(256) }, file],
        'Ungültige Anfrage: "comment" darf maximal 255 Zeichen haben',
      ],
      [[{ name: 'tag', value: 'x' }], 'Bitte Upload-Datei auswählen'],
      [
        [{ name: 'tag', value: 'x' }, { name: 'status', value: '2' }, file],
        'Ungültige Anfrage: "status" ist nicht erlaubt',
      ],
      [
        [
          { name: 'tag', value: 'x' },
          { ...file, name: 'datei' },
        ],
        'Ungültige Anfrage: "datei" ist nicht erlaubt',
      ],
    ];
    for (const [parts, message] of cases) {
      const reply = await upload(t.admin, 'cashpoint-updates', 'NORDMARKT', parts);
      assert.equal(reply.statusCode, 400, message);
      assert.equal(reply.json().message, message);
    }
    assert.equal(await rowCount(), count);
    assert.equal(fs.existsSync(path.join(dataDir(), 'updates', 'NORDMARKT', 'cashpoint', 'feld.zip')), false);
    assert.deepEqual(fs.readdirSync(path.join(dataDir(), '.upload-tmp')), []);
  });

  it('refuses two files and a file over the limit (413), storing nothing', async () => {
    const files = storedFiles();
    const count = await rowCount();
    const two = await upload(t.admin, 'cashpoint-updates', 'NORDMARKT', [
      { name: 'tag', value: 'x' },
      { name: 'uploadfile', filename: 'eins.zip', content: zip(100) },
      { name: 'uploadfile', filename: 'zwei.zip', content: zip(100) },
    ]);
    assert.equal(two.statusCode, 400);
    assert.deepEqual(two.json(), { message: 'Es darf nur eine Datei hochgeladen werden.' });
    const large = await upload(t.admin, 'cashpoint-updates', 'NORDMARKT', [
      { name: 'tag', value: 'x' },
      { name: 'uploadfile', filename: 'gross.zip', content: zip(uploadLimit + 1) },
    ]);
    assert.equal(large.statusCode, 413);
    assert.deepEqual(large.json(), { message: 'Die Datei ist zu groß.' });
    const exact = await upload(t.admin, 'cashpoint-updates', 'NORDMARKT', [
      { name: 'tag', value: 'x' },
      { name: 'uploadfile', filename: 'genau.zip', content: zip(uploadLimit) },
    ]);
    assert.equal(exact.statusCode, 200, 'exactly the limit is fine');
    assert.equal(await rowCount(), count + 1);
    assert.deepEqual(storedFiles(), [...files, path.join('updates', 'NORDMARKT', 'cashpoint', 'genau.zip')].sort());
  });

  it('refuses a body that is not multipart', async () => {
    const reply = await call(t.admin, 'POST', 'cashpoint-updates/uploadfile?contextId=NORDMARKT', { tag: 'x' });
    assert.equal(reply.statusCode, 415);
    assert.equal(typeof reply.json().message, 'string');
  });

  it('leaves neither a row nor a file when the body breaks off', async () => {
    const files = storedFiles();
    const count = await rowCount();
    const { payload, contentType } = multipart([
      { name: 'tag', value: 'x' },
      { name: 'uploadfile', filename: 'abgebrochen.zip', content: crypto.randomBytes(20_000) },
      { name: 'comment', value: 'danach' },
    ]);
    // Cut inside the file, and between the file and the last field.
    for (const cut of [10_000, payload.length - 60]) {
      const reply = await t.server.app.inject(
        withCookie(t.admin, {
          method: 'POST',
          url: '/api/frontend/cashpoint-updates/uploadfile?contextId=NORDMARKT',
          headers: { 'content-type': contentType },
          payload: payload.subarray(0, cut),
        }),
      );
      assert.equal(reply.statusCode, 400, `cut at ${cut}: ${reply.body}`);
      assert.deepEqual(reply.json(), { message: 'Der Upload wurde abgebrochen.' });
    }
    assert.equal(await rowCount(), count);
    assert.deepEqual(storedFiles(), files);
  });

  it('cleans up when the client disconnects in the middle of the file', async () => {
    const files = storedFiles();
    const count = await rowCount();
    const address = await t.server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const { payload, contentType } = multipart([
      { name: 'tag', value: 'x' },
      { name: 'uploadfile', filename: 'getrennt.zip', content: crypto.randomBytes(60_000) },
    ]);
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/frontend/cashpoint-updates/uploadfile?contextId=NORDMARKT HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Cookie: ${t.admin}\r\nContent-Type: ${contentType}\r\nContent-Length: ${payload.length}\r\n\r\n`,
    );
    socket.write(payload.subarray(0, 30_000));
    const tmp = path.join(dataDir(), '.upload-tmp');
    const until = async (condition: () => boolean) => {
      for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
      assert.ok(condition());
    };
    await until(() => fs.existsSync(tmp) && fs.readdirSync(tmp).length > 0);
    socket.destroy();
    await until(() => fs.readdirSync(tmp).length === 0);
    assert.equal(await rowCount(), count);
    assert.deepEqual(storedFiles(), files);
  });
});
