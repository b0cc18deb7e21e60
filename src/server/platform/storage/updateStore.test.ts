import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { parseRange } from '../../updates/range';
import { DigestCache } from './sha256';
import { backendNames, startBackend, storeFor, type StoreBackend } from '../../test/storeBackends';
import { InvalidStoreKeyError, type UpdateStore } from './updateStore';

const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');
const streamOf = (data: Buffer) => Readable.from([data]);

async function readAll(store: UpdateStore, key: string, range?: string): Promise<Buffer | null> {
  const opened = await store.open(key);
  if (!opened) return null;
  const wanted = parseRange(range, opened.size);
  assert.notEqual(wanted.kind, 'unsatisfiable');
  const [start, end] = wanted.kind === 'partial' ? [wanted.start, wanted.end] : [0, opened.size - 1];
  const body = await opened.read(start, end);
  assert.ok(body);
  return Buffer.concat(await body.toArray());
}

/** A stream that hands out its first half, then waits for `release` before the rest. */
function heldStream(data: Buffer) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let secondRead!: () => void;
  const midway = new Promise<void>((resolve) => (secondRead = resolve));
  let reads = 0;
  const stream = new Readable({
    read() {
      reads += 1;
      if (reads === 1) this.push(data.subarray(0, data.length / 2));
      else if (reads === 2) {
        secondRead();
        void released.then(() => {
          this.push(data.subarray(data.length / 2));
          this.push(null);
        });
      }
    },
  });
  return { stream, midway, release };
}

// The same cases for both stores: what one instance writes, any other reads the same way.
for (const name of backendNames) {
  describe(`update store: ${name}`, () => {
    let backend: StoreBackend;
    let env: Record<string, string>;
    let store: UpdateStore;
    before(async () => {
      backend = await startBackend(name);
      env = backend.env();
      store = storeFor(env);
    });
    after(async () => {
      await store.close();
      await backend.stop();
    });

    it('stores content from a stream and from a file, and reads it back whole with its size', async () => {
      const data = crypto.randomBytes(300_000);
      await store.put('CTX/cashpoint/strom.zip', { stream: streamOf(data) });
      assert.deepEqual(await readAll(store, 'CTX/cashpoint/strom.zip'), data);
      assert.equal((await store.stat('CTX/cashpoint/strom.zip'))?.size, data.length);
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'store-src-')), 'quelle.part');
      fs.writeFileSync(file, data.subarray(1000));
      await store.put('CTX/store/datei mit leerzeichen.zip', { file });
      assert.deepEqual(await readAll(store, 'CTX/store/datei mit leerzeichen.zip'), data.subarray(1000));
      assert.equal((await store.open('CTX/store/datei mit leerzeichen.zip'))?.size, data.length - 1000);
    });

    it('reads ranges: start to end, open end, suffix, a single byte', async () => {
      const data = crypto.randomBytes(50_000);
      await store.put('CTX/cashpoint/bereich.zip', { stream: streamOf(data) });
      for (const [range, from, to] of [
        ['bytes=0-9', 0, 10],
        ['bytes=1000-19999', 1000, 20000],
        ['bytes=45000-', 45000, 50000],
        ['bytes=-16', 49984, 50000],
        ['bytes=49999-49999', 49999, 50000],
      ] as const) {
        assert.deepEqual(await readAll(store, 'CTX/cashpoint/bereich.zip', range), data.subarray(from, to), range);
      }
    });

    it('stores and reads an empty object', async () => {
      await store.put('CTX/cashpoint/leer.zip', { stream: streamOf(Buffer.alloc(0)) });
      assert.equal((await store.stat('CTX/cashpoint/leer.zip'))?.size, 0);
      assert.deepEqual(await readAll(store, 'CTX/cashpoint/leer.zip'), Buffer.alloc(0));
    });

    it('deletes an object, and deleting a missing one is no error', async () => {
      await store.put('CTX/cashpoint/weg.zip', { stream: streamOf(Buffer.from('weg')) });
      await store.delete('CTX/cashpoint/weg.zip');
      assert.equal(await store.stat('CTX/cashpoint/weg.zip'), null);
      assert.equal(await store.open('CTX/cashpoint/weg.zip'), null);
      await store.delete('CTX/cashpoint/weg.zip');
      await store.delete('CTX/cashpoint/nie-da.zip');
    });

    it('overwrites an object with new content and a new version', async () => {
      await store.put('CTX/cashpoint/neu.zip', { stream: streamOf(Buffer.from('alte Fassung')) });
      const first = await store.stat('CTX/cashpoint/neu.zip');
      await store.put('CTX/cashpoint/neu.zip', { stream: streamOf(Buffer.from('neue Fassung, länger')) });
      const second = await store.stat('CTX/cashpoint/neu.zip');
      assert.equal((await readAll(store, 'CTX/cashpoint/neu.zip'))?.toString(), 'neue Fassung, länger');
      assert.equal(second?.size, Buffer.byteLength('neue Fassung, länger'));
      assert.notEqual(second?.version, first?.version);
    });

    it('moves an object to a new key; moving a missing one fails', async () => {
      await store.put('~staging/eins', { stream: streamOf(Buffer.from('bewegt')) });
      await store.move('~staging/eins', 'CTX/store/ziel.zip');
      assert.equal(await store.stat('~staging/eins'), null);
      assert.equal((await readAll(store, 'CTX/store/ziel.zip'))?.toString(), 'bewegt');
      await assert.rejects(store.move('~staging/gibt-es-nicht', 'CTX/store/ziel2.zip'));
      assert.equal(await store.stat('CTX/store/ziel2.zip'), null);
    });

    it('refuses keys that could leave the store or are not plain names, writing nothing', async () => {
      const bad = [
        '../flucht.zip',
        'CTX/../../flucht.zip',
        '/etc/passwd',
        'CTX//a.zip',
        'CTX\\a.zip',
        '.',
        '',
        'a/./b',
      ];
      for (const key of bad) {
        await assert.rejects(store.put(key, { stream: streamOf(Buffer.from('x')) }), InvalidStoreKeyError, key);
        await assert.rejects(store.stat(key), InvalidStoreKeyError, key);
        await assert.rejects(store.open(key), InvalidStoreKeyError, key);
        await assert.rejects(store.delete(key), InvalidStoreKeyError, key);
        await assert.rejects(store.move('CTX/cashpoint/strom.zip', key), InvalidStoreKeyError, key);
      }
      const folder = backend.folderOf(env);
      if (folder) assert.deepEqual(fs.readdirSync(path.dirname(folder)).sort(), [path.basename(folder)]);
      assert.ok(await store.stat('CTX/cashpoint/strom.zip'), 'the source of the refused moves is still there');
    });

    it('never shows a put under its key before it is complete', async () => {
      const data = crypto.randomBytes(40_000);
      const held = heldStream(data);
      const writing = store.put('CTX/cashpoint/halb.zip', { stream: held.stream });
      await held.midway;
      assert.equal(await store.stat('CTX/cashpoint/halb.zip'), null);
      assert.equal(await store.open('CTX/cashpoint/halb.zip'), null);
      const folder = backend.folderOf(env);
      if (folder) assert.equal(fs.existsSync(path.join(folder, 'CTX', 'cashpoint', 'halb.zip')), false);
      held.release();
      await writing;
      assert.deepEqual(await readAll(store, 'CTX/cashpoint/halb.zip'), data);
    });

    it('leaves nothing behind when the content breaks off, and keeps what was there', async () => {
      await store.put('CTX/cashpoint/bleibt.zip', { stream: streamOf(Buffer.from('bleibt')) });
      for (const key of ['CTX/cashpoint/abbruch.zip', 'CTX/cashpoint/bleibt.zip']) {
        // Some bytes, then the source fails while the store reads it (a client that went away).
        let reads = 0;
        const broken = new Readable({
          read() {
            if (++reads === 1) this.push(crypto.randomBytes(10_000));
            else this.destroy(new Error('Verbindung weg'));
          },
        });
        await assert.rejects(store.put(key, { stream: broken }), /Verbindung weg/);
      }
      assert.equal(await store.stat('CTX/cashpoint/abbruch.zip'), null);
      assert.equal((await readAll(store, 'CTX/cashpoint/bleibt.zip'))?.toString(), 'bleibt');
      const folder = backend.folderOf(env);
      if (folder) assert.deepEqual(fs.readdirSync(path.join(folder, '~partial')), []);
    });

    it('leaves nothing behind when the content fails before its first byte', async () => {
      // Many tries in a row: before the fix one in some hundred left a file whose creation was still
      // under way when the failed put removed it.
      for (let i = 0; i < 1000; i++) {
        const broken = new Readable({ read: () => broken.destroy(new Error('Verbindung weg')) });
        await assert.rejects(store.put(`CTX/cashpoint/sofort-${i}.zip`, { stream: broken }), /Verbindung weg/);
      }
      const folder = backend.folderOf(env);
      if (folder) assert.deepEqual(fs.readdirSync(path.join(folder, '~partial')), []);
    });

    it('gives the digest of the current object when another instance replaces or deletes it', async () => {
      const other = storeFor(env);
      const digests = new DigestCache(store);
      const first = crypto.randomBytes(20_000);
      await store.put('CTX/cashpoint/pruef.zip', { stream: streamOf(first) });
      assert.deepEqual(await digests.digest('CTX/cashpoint/pruef.zip'), { size: 20_000, sha256: sha256(first) });
      // Same size, other bytes: only the object's identity tells the two apart.
      const second = crypto.randomBytes(20_000);
      await other.put('CTX/cashpoint/pruef.zip', { stream: streamOf(second) });
      assert.deepEqual(await digests.digest('CTX/cashpoint/pruef.zip'), { size: 20_000, sha256: sha256(second) });
      await other.delete('CTX/cashpoint/pruef.zip');
      assert.equal(await digests.digest('CTX/cashpoint/pruef.zip'), null);
      await other.close();
    });

    it('trusts a measured object for a while, but measures a new update under the same name at once', async () => {
      const other = storeFor(env);
      const digests = new DigestCache(store, { recheckAfterMs: 3_600_000 });
      const first = crypto.randomBytes(1000);
      await store.put('CTX/store/neu-hochgeladen.zip', { stream: streamOf(first) });
      assert.deepEqual(await digests.digest('CTX/store/neu-hochgeladen.zip', 'update-1'), {
        size: 1000,
        sha256: sha256(first),
      });
      // Deleted and uploaded again on another instance: a new update (row) with new content.
      const second = crypto.randomBytes(2000);
      await other.put('CTX/store/neu-hochgeladen.zip', { stream: streamOf(second) });
      assert.deepEqual(await digests.digest('CTX/store/neu-hochgeladen.zip', 'update-2'), {
        size: 2000,
        sha256: sha256(second),
      });
      await other.close();
    });
  });
}
