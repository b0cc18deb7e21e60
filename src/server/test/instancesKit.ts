import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { agentHeaders } from '../agent/signature';
import { openDb, type Db } from '../platform/db/connection';
import { demoHashSecret } from '../demo/seed';
import { demo } from './demoAccounts';
import { createPostgresDatabase } from './harness';
import { startNginx, type Nginx } from './nginx';
import { startServerProcess, type ServerProcess } from './serverProcess';
import { heartbeatsFromStore } from './repository/contextRows';
import { testMetricsToken } from './livenessWritten';

// Two real server processes on one throwaway PostgreSQL database and one shared data folder, with
// nginx in front configured by deploy/nginx.conf: the set-up docs/operations/several-instances.md gives.

export interface Instances {
  nginx: Nginx;
  /** By INSTANCE_ID ('a', 'b'), as each reply's X-Instance names it. */
  servers: Map<string, ServerProcess>;
  /** The shared database, for reading what the instances stored. */
  db: Db;
  close(): Promise<void>;
}

/**
 * Seconds between a standing-by instance's attempts to take over the run-once jobs (the demo
 * simulator among them), small so that a take-over is seen within the test.
 */
export const jobRetrySeconds = '1';

export async function startInstances(ids = ['a', 'b']): Promise<Instances> {
  const database = await createPostgresDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-instances-'));
  const shared = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    STORAGE_DIR: path.join(dataDir, 'updates'),
    // Sessions are keyed with the secret, so every instance needs the same one.
    SESSION_SECRET: 'several-instances',
    DEMO: 'true',
    TRUST_PROXY: '127.0.0.1',
    JOBS_RETRY_SECONDS: jobRetrySeconds,
    // To read from /metrics how far each instance has written its liveness batches.
    METRICS_TOKEN: testMetricsToken,
  };
  const servers = new Map<string, ServerProcess>();
  let nginx: Nginx | undefined;
  const close = async () => {
    await nginx?.stop();
    await Promise.all([...servers.values()].map((s) => s.stop('SIGKILL')));
    await db.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const db = openDb({ postgresUrl: database.url, sqliteFile: path.join(dataDir, 'unused.sqlite') });
  try {
    // One after the other: the first migrates and seeds the demo data, the second finds it done.
    for (const id of ids) servers.set(id, await startServerProcess({ ...shared, INSTANCE_ID: id }));
    nginx = await startNginx([...servers.values()].map((s) => new URL(s.url).host));
  } catch (error) {
    await close();
    throw error;
  }
  return { nginx, servers, db, close };
}

export interface Reply {
  status: number;
  instance: string | null;
  headers: Headers;
  body: Buffer;
}

/** One request over a real socket, with its status, body and the instance that answered. */
export async function send(url: string, init: RequestInit = {}): Promise<Reply> {
  const response = await fetch(url, { redirect: 'manual', ...init });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, instance: response.headers.get('x-instance'), headers: response.headers, body };
}

export const json = <T>(reply: Reply): T => JSON.parse(reply.body.toString('utf8')) as T;

/**
 * Logs in as the demo administrator through `baseUrl` as a browser on that page would (it sends the
 * page's Origin with a POST) and returns the session's cookie header. `localAddress` is the address
 * the client connects from: any of 127.0.0.0/8 reaches a server listening on 127.0.0.1.
 */
export function adminCookie(
  baseUrl: string,
  { headers = {}, localAddress }: { headers?: Record<string, string>; localAddress?: string } = {},
): Promise<string> {
  const [login, password] = demo.admin;
  const body = JSON.stringify({ login, password });
  const head = { 'content-type': 'application/json', origin: new URL(baseUrl).origin, ...headers };
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}/api/frontend/login`,
      { method: 'POST', headers: head, ...(localAddress ? { localAddress } : {}) },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const sid = response.headers['set-cookie']?.find((c) => c.startsWith('sid='));
          if (response.statusCode === 200 && sid) resolve(sid.split(';')[0]!);
          else reject(new Error(`login failed: ${response.statusCode} ${Buffer.concat(chunks).toString('utf8')}`));
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A signed agent GET of `context`, with a fresh nonce, as a register sends it. */
export function agentGet(
  baseUrl: string,
  context: string,
  pathWithQuery: string,
  headers: Record<string, string> = {},
) {
  const signed = agentHeaders(
    context,
    demoHashSecret(context),
    'GET',
    pathWithQuery,
    '',
    Math.floor(Date.now() / 1000),
  );
  return send(`${baseUrl}${pathWithQuery}`, { headers: { ...headers, ...signed } });
}

/**
 * Polls `condition` until it holds or `seconds` are over (then throws with `what`): for waiting on
 * something another process does, without guessing how long it takes.
 */
export async function waitFor(what: string, seconds: number, condition: () => Promise<boolean> | boolean) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting ${seconds} s for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether an instance's log says it leads the run-once jobs (a line with "leading", e.g. "jobs: leading"). */
export const saysLeading = (log: string) => log.split('\n').some((line) => /\bleading\b/i.test(line));

/**
 * Whether an instance leads the run-once jobs now, by its log: its last line on the jobs' lock says
 * "jobs: leading", not "standing by". Unlike /readyz, which answers 503 while the database is slow
 * to answer (a loaded machine), the log always tells.
 */
export function leadsByLog(log: string): boolean {
  const said = log.split('\n').filter((line) => /jobs: leading|standing by/.test(line));
  return said.at(-1)?.includes('jobs: leading') ?? false;
}

/** The last heartbeat (ms, the server's clock) of every register and store server from store `firstStore` on, keyed as the simulator's --acknowledged file. */
export async function storedHeartbeats(set: Instances, firstStore: string): Promise<Map<string, number>> {
  const { registers, servers } = await heartbeatsFromStore(set.db, firstStore);
  return new Map([
    ...registers.map((r) => [`${r.key}/${r.storeId}/${r.posId}`, Number(r.lastHeartbeat)] as const),
    ...servers.map((r) => [`${r.key}/${r.storeId}/server`, Number(r.lastHeartbeat)] as const),
  ]);
}
