import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { agentHeaders } from '../../agent/signature';
import { demoHashSecret, seedDemo } from '../../demo/seed';
import { backendNames, startBackend, storeFor, type StoreBackend } from '../../test/storeBackends';
import type { UpdateStore } from '../../platform/storage/updateStore';
import { demo } from '../../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../../test/harness';
import { multipart } from '../../test/multipart';

// Upload, agent download and delete through the app, with the files in a folder (STORAGE_DIR) and
// in a bucket of a real S3-compatible server (STORAGE_URL), on each database. The test looks at the
// store through a store of its own, as another instance would.

async function contentOf(store: UpdateStore, key: string): Promise<Buffer | null> {
  const opened = await store.open(key);
  const body = opened && (await opened.read(0, opened.size - 1));
  return body ? Buffer.concat(await body.toArray()) : null;
}

for (const backendName of backendNames) {
  describe(`update files in ${backendName} storage`, () => {
    let backend: StoreBackend;
    before(async () => (backend = await startBackend(backendName)));
    after(() => backend.stop());

    for (const dbKind of databaseKinds) {
      describe(`on ${dbKind}`, () => {
        let server: TestServer;
        let env: Record<string, string>;
        let files: UpdateStore;
        let admin: string;
        before(async () => {
          env = backend.env();
          files = storeFor(env);
          server = await startTestServer(dbKind, { env, seed: (db, _dataDir, now) => seedDemo(db, files, now) });
          admin = await loginCookie(server.app, ...demo.admin);
        });
        after(async () => {
          await server.close();
          await files.close();
        });

        const nowSeconds = () => Math.floor(server.clock.now / 1000);
        const consoleGet = (url: string, headers: Record<string, string> = {}) => {
          const signed = agentHeaders('NORDMARKT', demoHashSecret('NORDMARKT'), 'GET', url, '', nowSeconds());
          return server.app.inject({ method: 'GET', url, headers: { ...signed, ...headers } });
        };
        // As the agent does: on S3 the console answers 302, and the file comes from the presigned
        // URL, fetched with a plain GET (and the same Range) from the store itself.
        const agentGet = async (url: string, headers: Record<string, string> = {}) => {
          const reply = await consoleGet(url, headers);
          if (backendName === 'folder' || reply.statusCode === 404) return reply;
          assert.equal(reply.statusCode, 302, url);
          assert.equal(reply.headers['cache-control'], 'no-store');
          const stored = await fetch(String(reply.headers.location), { headers });
          return {
            statusCode: stored.status,
            headers: Object.fromEntries(stored.headers),
            rawPayload: Buffer.from(await stored.arrayBuffer()),
          };
        };
        const upload = (filename: string, content: Buffer) => {
          const { payload, contentType } = multipart([
            { name: 'tag', value: 'groß' },
            { name: 'uploadfile', filename, content },
          ]);
          return server.app.inject(
            withCookie(admin, {
              method: 'POST',
              url: '/api/frontend/cashpoint-updates/uploadfile?contextId=NORDMARKT',
              headers: { 'content-type': contentType },
              payload,
            }),
          );
        };

        it('serves the demo files from the store the seed wrote them to', async () => {
          const stored = await contentOf(files, 'NORDMARKT/cashpoint/kasse-5.13.1.zip');
          assert.ok(stored);
          const reply = await agentGet('/api/agent/updates/cashpoint/kasse-5.13.1.zip');
          assert.equal(reply.statusCode, 200);
          assert.deepEqual(reply.rawPayload, stored);
          const localFolder = path.join(server.config.dataDir, 'updates');
          if (backendName === 's3') assert.equal(fs.existsSync(localFolder), false, 'nothing on the local disk');
        });

        it('stores an upload, which the agent downloads whole and in ranges', async () => {
          // Larger than S3's part size: the upload goes in several parts.
          const content = crypto.randomBytes(20 * 1024 * 1024 + 123);
          const reply = await upload('gross.zip', content);
          assert.equal(reply.statusCode, 200, reply.body);
          assert.equal(reply.json().syncfile.size, content.length);
          assert.deepEqual(await contentOf(files, 'NORDMARKT/cashpoint/gross.zip'), content);
          const whole = await agentGet('/api/agent/updates/cashpoint/gross.zip');
          assert.equal(whole.statusCode, 200);
          assert.equal(whole.headers['content-length'], String(content.length));
          assert.ok(whole.rawPayload.equals(content));
          const size = content.length;
          const ranges = [
            ['bytes=1000-1999', 1000, 1999],
            [`bytes=${size - 100}-`, size - 100, size - 1],
            ['bytes=-7', size - 7, size - 1],
          ] as const;
          // s3rver answers a suffix range from the start (AWS S3 honours it): checked on the folder only.
          for (const [range, start, end] of backendName === 's3' ? ranges.slice(0, 2) : ranges) {
            const part = await agentGet('/api/agent/updates/cashpoint/gross.zip', { range });
            assert.equal(part.statusCode, 206, range);
            assert.equal(part.headers['content-range'], `bytes ${start}-${end}/${size}`, range);
            assert.deepEqual(part.rawPayload, content.subarray(start, end + 1), range);
          }
          const outside = await agentGet('/api/agent/updates/cashpoint/gross.zip', { range: `bytes=${size}-` });
          assert.equal(outside.statusCode, 416);
          if (backendName === 'folder') assert.equal(outside.headers['content-range'], `bytes */${size}`);
          const folder = backend.folderOf(env);
          if (folder) assert.deepEqual(fs.readdirSync(path.join(folder, '~staging')), [], 'no staged copy left');
        });

        it('lets the agent fetch an upload from S3 itself: the console reads no byte of it after the upload', async () => {
          const store = server.app.updateStore;
          const open = store.open.bind(store);
          let opened = 0;
          store.open = (key) => ((opened += 1), open(key));
          try {
            const content = crypto.randomBytes(300_000);
            assert.equal((await upload('direkt.zip', content)).statusCode, 200);
            const whole = await agentGet('/api/agent/updates/cashpoint/direkt.zip');
            assert.equal(whole.statusCode, 200);
            assert.ok(whole.rawPayload.equals(content));
            const part = await agentGet('/api/agent/updates/cashpoint/direkt.zip', { range: 'bytes=10-19' });
            assert.equal(part.statusCode, 206);
            assert.deepEqual(part.rawPayload, content.subarray(10, 20));
            if (backendName === 's3') {
              assert.match(String(whole.headers['content-disposition']), /attachment; filename="direkt.zip"/);
              assert.equal(opened, 0, 'the console opened the file');
            } else assert.ok(opened > 0, 'the folder store streams through the console (the counter counts)');
          } finally {
            store.open = open;
          }
        });

        it('keeps the existing object when an upload of the same name is refused', async () => {
          const before = await contentOf(files, 'NORDMARKT/cashpoint/kasse-5.13.1.zip');
          const reply = await upload('kasse-5.13.1.zip', Buffer.from('anderer Inhalt'));
          assert.equal(reply.statusCode, 409, reply.body);
          assert.deepEqual(await contentOf(files, 'NORDMARKT/cashpoint/kasse-5.13.1.zip'), before);
        });

        it("keeps the first upload's object when a second one of the same name, begun earlier, ends later", async () => {
          // The late upload passes the name check while the early one is still open, so only the
          // commit can refuse it; it must not have touched the object of the update that won.
          const late = crypto.randomBytes(200_000);
          const body = multipart([
            { name: 'tag', value: 'spät' },
            { name: 'uploadfile', filename: 'zugleich.zip', content: late },
          ]);
          const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
          const socket = net.connect(Number(new URL(address).port), '127.0.0.1');
          await new Promise((resolve) => socket.once('connect', resolve));
          const answer = new Promise<string>((resolve) => {
            let text = '';
            socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
            socket.once('end', () => resolve(text));
          });
          socket.write(
            `POST /api/frontend/cashpoint-updates/uploadfile?contextId=NORDMARKT HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
              `Cookie: ${admin}\r\nContent-Type: ${body.contentType}\r\nContent-Length: ${body.payload.length}\r\n` +
              `Connection: close\r\n\r\n`,
          );
          socket.write(body.payload.subarray(0, 100_000));
          // Once the late upload's file is being received, its name has been checked.
          const received = path.join(server.config.dataDir, '.upload-tmp');
          for (let i = 0; i < 500 && !(fs.existsSync(received) && fs.readdirSync(received).length > 0); i++) {
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
          assert.equal(fs.readdirSync(received).length, 1, 'the late upload is under way');
          const early = Buffer.from('die frühe Fassung');
          assert.equal((await upload('zugleich.zip', early)).statusCode, 200);
          socket.write(body.payload.subarray(100_000));
          assert.match(await answer, /^HTTP\/1\.1 409/);
          assert.deepEqual(await contentOf(files, 'NORDMARKT/cashpoint/zugleich.zip'), early);
          assert.ok((await agentGet('/api/agent/updates/cashpoint/zugleich.zip')).rawPayload.equals(early));
        });

        it('removes the object with the update', async () => {
          const reply = await server.app.inject(
            withCookie(admin, {
              method: 'POST',
              url: '/api/frontend/cashpoint-updates/delete',
              payload: { contextId: 'NORDMARKT', filename: 'gross.zip' },
            }),
          );
          assert.equal(reply.statusCode, 200, reply.body);
          assert.equal(await files.stat('NORDMARKT/cashpoint/gross.zip'), null);
          assert.equal((await agentGet('/api/agent/updates/cashpoint/gross.zip')).statusCode, 404);
          const folder = backend.folderOf(env);
          if (folder) assert.deepEqual(fs.readdirSync(path.join(folder, '~staging')), [], 'no set-aside copy left');
        });
      });
    }
  });
}
