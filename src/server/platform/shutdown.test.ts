import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from './config';
import { openDb } from './db/connection';
import { migrate } from './db/migrate';
import { seedDemo } from '../demo/seed';
import { demo } from '../test/demoAccounts';
import { createPostgresDatabase, databaseKinds } from '../test/harness';
import { request, type HttpReply } from '../test/listening';
import { multipart } from '../test/multipart';
import { startServerProcess, type ServerProcess } from '../test/serverProcess';

/** A fresh data folder (and database) with the demo data, and the server's environment for it. */
async function seededEnvironment(kind: (typeof databaseKinds)[number]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-shutdown-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, SESSION_SECRET: 'shutdown-test' };
  const database = kind === 'postgres' ? await createPostgresDatabase() : undefined;
  if (database) env.DATABASE_URL = database.url;
  const config = loadConfig({ ...env, DEMO: 'false' });
  const db = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
  await migrate(db);
  await seedDemo(db, dataDir);
  return {
    env,
    db,
    async remove() {
      await db.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function loginOverHttp(url: string): Promise<string> {
  const [login, password] = demo.admin;
  const reply = await request(`${url}/api/frontend/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });
  assert.equal(reply.status, 200, reply.body.toString());
  return String(reply.headers['set-cookie']![0]).split(';')[0]!;
}

/** An upload whose body is sent in two halves: the second only when the test says so. */
function slowUpload(url: string, cookie: string, filename: string, content: Buffer) {
  const { payload, contentType } = multipart([
    { name: 'tag', value: '9.9.9' },
    { name: 'uploadfile', filename, content },
  ]);
  const half = Math.floor(payload.length / 2);
  const upload = http.request(`${url}/api/frontend/cashpoint-updates/uploadfile?contextId=NORDMARKT`, {
    method: 'POST',
    // Kept alive, as a browser's or a load balancer's connection is: it must not hold the exit up.
    agent: new http.Agent({ keepAlive: true }),
    headers: { cookie, 'content-type': contentType, 'content-length': String(payload.length) },
  });
  const reply = new Promise<HttpReply>((resolve, reject) => {
    upload.on('error', reject);
    upload.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
  });
  upload.write(payload.subarray(0, half));
  return { reply, finish: () => upload.end(payload.subarray(half)) };
}

/** Whether the server refuses a new TCP connection. */
function refusesConnections(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

for (const kind of databaseKinds)
  describe(`SIGTERM on ${kind}`, () => {
    let environment: Awaited<ReturnType<typeof seededEnvironment>>;
    let server: ServerProcess | undefined;
    before(async () => {
      environment = await seededEnvironment(kind);
    });
    after(async () => {
      await server?.stop('SIGKILL');
      await environment.remove();
    });

    it('lets an upload in flight finish, takes no new connection, and exits 0', async () => {
      server = await startServerProcess(environment.env);
      const cookie = await loginOverHttp(server.url);
      const content = crypto.randomBytes(256 * 1024);
      const upload = slowUpload(server.url, cookie, 'beim-beenden.zip', content);
      // The request has reached the server and is being read when the signal comes.
      await server.waitForOutput('"url":"/api/frontend/cashpoint-updates/uploadfile');
      server.child.kill('SIGTERM');
      await server.waitForOutput('closing: no new connections');
      assert.equal(await refusesConnections(server.url), true, server.output().slice(-3000));

      upload.finish();
      const reply = await upload.reply;
      assert.equal(reply.status, 200, reply.body.toString());
      assert.equal(JSON.parse(reply.body.toString()).syncfile.filename, 'beim-beenden.zip');
      assert.equal(await server.exited, 0, server.output());
      assert.match(server.output(), /shut down/);

      const stored = await environment.db.kysely
        .selectFrom('syncfiles')
        .select(['size'])
        .where('filename', '=', 'beim-beenden.zip')
        .executeTakeFirst();
      assert.equal(stored?.size, content.length);
    });
  });

describe('SIGINT with a drain time', () => {
  let environment: Awaited<ReturnType<typeof seededEnvironment>>;
  let server: ServerProcess | undefined;
  before(async () => {
    environment = await seededEnvironment('sqlite');
  });
  after(async () => {
    await server?.stop('SIGKILL');
    await environment.remove();
  });

  it('says 503 on /readyz from the signal on while it still serves the drain time', async () => {
    // Long enough that the drain is still on when the test asks.
    server = await startServerProcess({ ...environment.env, SHUTDOWN_DRAIN_SECONDS: '600' });
    const ready = await request(`${server.url}/readyz`);
    assert.equal(ready.status, 200);

    server.child.kill('SIGINT');
    await server.waitForOutput('SIGINT: shutting down');
    const notReady = await request(`${server.url}/readyz`);
    assert.equal(notReady.status, 503);
    assert.deepEqual(JSON.parse(notReady.body.toString()), {
      message: 'Die Instanz wird beendet und nimmt keine neuen Anfragen an.',
    });
    assert.equal(notReady.headers.connection, 'close');
    const alive = await request(`${server.url}/healthz`);
    assert.equal(alive.status, 200);
    // Requests that still come are served, each on a connection that then closes.
    const login = await loginOverHttp(server.url);
    assert.match(login, /^sid=/);
  });
});
