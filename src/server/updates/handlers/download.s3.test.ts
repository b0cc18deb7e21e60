import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { Transform } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { agentHeaders } from '../../agent/signature';
import { demoHashSecret, seedDemo } from '../../demo/seed';
import { DigestCache } from '../../platform/storage/sha256';
import type { UpdateStore } from '../../platform/storage/updateStore';
import { demo } from '../../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../../test/harness';
import { multipart } from '../../test/multipart';
import { backendNames, startBackend, storeFor, type StoreBackend } from '../../test/storeBackends';

// An update uploaded, released and fetched by an agent, with the files in a bucket of a real
// S3-compatible server (s3rver) and, for comparison, in a folder. The console's store is wrapped so
// the test counts every byte the console reads from it: from S3 the agent follows the redirect to
// the bucket and the console reads none; from the folder it streams the file, which the count shows.

const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');

/** Counts the bytes read per key through the store's read path (`open` → `read`), the only one it has. */
function countReads(store: UpdateStore): Map<string, number> {
  const counted = new Map<string, number>();
  const open = store.open.bind(store);
  store.open = async (key) => {
    counted.set(key, counted.get(key) ?? 0);
    const opened = await open(key);
    if (!opened) return null;
    const read = opened.read.bind(opened);
    return {
      ...opened,
      read: async (start, end) => {
        const body = await read(start, end);
        const counter = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            counted.set(key, counted.get(key)! + chunk.length);
            done(null, chunk);
          },
        });
        return body ? body.pipe(counter) : null;
      },
    };
  };
  return counted;
}

for (const backendName of backendNames) {
  describe(`an agent's download from ${backendName} storage`, () => {
    let backend: StoreBackend;
    before(async () => (backend = await startBackend(backendName)));
    after(() => backend.stop());

    for (const dbKind of databaseKinds) {
      describe(`on ${dbKind}`, () => {
        let server: TestServer;
        let files: UpdateStore;
        let admin: string;
        before(async () => {
          const env = { ...backend.env(), UPDATE_DOWNLOAD_URL_SECONDS: '120' };
          files = storeFor(env);
          server = await startTestServer(dbKind, { env, seed: (db, _dataDir, now) => seedDemo(db, files, now) });
          admin = await loginCookie(server.app, ...demo.admin);
        });
        after(async () => {
          await server.close();
          await files.close();
        });

        const agentGet = (url: string, method: 'GET' | 'HEAD' = 'GET') => {
          const signed = agentHeaders(
            'NORDMARKT',
            demoHashSecret('NORDMARKT'),
            method,
            url,
            '',
            Math.floor(server.clock.now / 1000),
          );
          return server.app.inject({ method, url, headers: signed });
        };
        const frontend = (url: string, payload: object, headers: Record<string, string> = {}) =>
          server.app.inject(withCookie(admin, { method: 'POST', url: `/api/frontend/${url}`, payload, headers }));

        type Offered = { filename: string; size: number; sha256: string };
        const registerDue = async () => {
          const cashpoints = await server.app.inject(
            withCookie(admin, { method: 'GET', url: '/api/frontend/cashpoints?contextId=NORDMARKT' }),
          );
          const store = (cashpoints.json().stores as { id: string; cashpoints: { posId: string }[] }[])[0]!;
          const query = new URLSearchParams({
            target: 'cashpoint',
            storeId: store.id,
            posId: store.cashpoints[0]!.posId,
          });
          const due = await agentGet(`/api/agent/updates?${query.toString()}`);
          assert.equal(due.statusCode, 200, due.body);
          return due;
        };

        it('gives the agent the file and the digest stored at upload; the console reads none of it', async () => {
          const content = crypto.randomBytes(3 * 1024 * 1024 + 17);
          const filename = 'direkt-1.0.0.zip';
          const body = multipart([
            { name: 'tag', value: 'direkt' },
            { name: 'uploadfile', filename, content },
          ]);
          const uploaded = await frontend('cashpoint-updates/uploadfile?contextId=NORDMARKT', body.payload as never, {
            'content-type': body.contentType,
          });
          assert.equal(uploaded.statusCode, 200, uploaded.body);
          const stored = await server.db.kysely
            .selectFrom('syncfiles')
            .select('sha256')
            .where('filename', '=', filename)
            .executeTakeFirstOrThrow();
          assert.equal(stored.sha256, sha256(content), 'hashed while uploaded');
          const released = await frontend(`cashpoint-updates/save?contextId=NORDMARKT&filename=${filename}`, {
            status: 2,
            releaseDate: null,
            tag: 'direkt',
            comment: '',
            checkedUids: [],
          });
          assert.equal(released.statusCode, 200, released.body);
          // From here on, every byte the console reads of any update file is counted, per file (the
          // demo's files, seeded without a digest, are hashed once by the first due reply).
          const reads = countReads(server.app.updateStore);

          const due = await registerDue();
          const offered = (due.json().install as Offered[]).find((u) => u.filename === filename);
          assert.deepEqual(offered && { size: offered.size, sha256: offered.sha256 }, {
            size: content.length,
            sha256: sha256(content),
          });

          const url = `/api/agent/updates/cashpoint/${filename}`;
          const key = `NORDMARKT/cashpoint/${filename}`;
          const head = await agentGet(url, 'HEAD');
          assert.equal(head.headers['content-length'], String(content.length));
          const reply = await agentGet(url);
          let downloaded: Buffer;
          if (backendName === 's3') {
            assert.equal(reply.statusCode, 302, reply.body);
            assert.equal(reply.headers['cache-control'], 'no-store');
            const location = new URL(String(reply.headers.location));
            assert.equal(location.origin, backend.env().S3_ENDPOINT, 'straight to the bucket');
            assert.ok(Number(location.searchParams.get('X-Amz-Expires')) <= 120);
            // What the simulator does: a plain GET, no agent signature.
            const fetched = await fetch(location);
            assert.equal(fetched.status, 200);
            assert.match(
              fetched.headers.get('content-disposition') ?? '',
              new RegExp(`attachment; filename="${filename}"`),
            );
            downloaded = Buffer.from(await fetched.arrayBuffer());
            const part = await fetch(location, { headers: { range: 'bytes=1000-1999' } });
            assert.equal(part.status, 206);
            assert.deepEqual(Buffer.from(await part.arrayBuffer()), content.subarray(1000, 2000));
            assert.equal(reads.get(key), undefined, 'the console opened the file not once, read no byte of it');
          } else {
            assert.equal(reply.statusCode, 200);
            downloaded = reply.rawPayload;
            // The count sees a console that streams: the folder's file passes through it whole.
            assert.equal(reads.get(key), content.length);
          }
          assert.equal(sha256(downloaded), offered!.sha256);
          assert.ok(downloaded.equals(content));
        });

        it('hashes a file stored without a digest once, and keeps its digest in the row', async () => {
          // As after the migration, in a console just started: rows from before have none, nothing is cached.
          await server.db.kysely.updateTable('syncfiles').set({ sha256: null }).execute();
          server.app.updateDigests = new DigestCache(server.app.updateStore);
          const reads = countReads(server.app.updateStore);
          const first = (await registerDue()).json().install as Offered[];
          assert.ok(first.length > 0);
          for (const update of first) {
            const key = `NORDMARKT/cashpoint/${update.filename}`;
            const opened = await files.open(key);
            const body = Buffer.concat(await (await opened!.read(0, opened!.size - 1))!.toArray());
            assert.equal(update.sha256, sha256(body), update.filename);
            assert.equal(reads.get(key), body.length, 'hashed once');
            const row = await server.db.kysely
              .selectFrom('syncfiles')
              .select('sha256')
              .where('uploadFilepath', '=', `updates/${key}`)
              .executeTakeFirstOrThrow();
            assert.equal(row.sha256, update.sha256, 'stored with the update');
          }
          reads.clear();
          // Another instance (no digest cache of its own yet) would take it from the row too.
          server.app.updateDigests = new DigestCache(server.app.updateStore);
          assert.deepEqual((await registerDue()).json().install, first);
          assert.deepEqual([...reads.values()], [], 'not read again');
        });

        it('answers 404 without a redirect when the object is gone', async () => {
          await server.db.kysely
            .updateTable('syncfiles')
            .set({ uploadFilepath: 'updates/NORDMARKT/cashpoint/weg.zip' })
            .where('filename', '=', 'kasse-5.12.0.zip')
            .execute();
          const reply = await agentGet('/api/agent/updates/cashpoint/kasse-5.12.0.zip');
          assert.equal(reply.statusCode, 404);
          assert.equal(reply.headers.location, undefined);
        });
      });
    }
  });
}
