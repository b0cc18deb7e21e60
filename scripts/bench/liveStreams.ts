// Many streams under a changing fleet (issue 54): 1,000 browsers hold the context's stream, each
// with a session of its own (every session's access is checked again each second, as for a real
// operator), while 2,000 registers a second come back online, each one an event to every stream.
// Measured: the server's CPU (everything it does then, the heartbeats included) and how much its
// resident memory grows over what it held before the streams opened; every stream must get every
// change, a stream the server cut off as too slow is counted.
import http from 'node:http';
import { sql } from 'kysely';
import { SessionStore, userIdWithLogin } from '../../src/server/accounts';
import { agentHeaders } from '../../src/server/agent/signature';
import { demoHashSecret } from '../../src/server/demo/demoFleet';
import { loadConfig, resolveSessionSecret } from '../../src/server/platform/config';
import { openDb } from '../../src/server/platform/db/connection';
import { cpuMilliseconds, residentMemory } from './processStats';
import { atMost, guarded, mb, num, progress, type BenchRow } from './table';
import type { BulkFleet } from './database';

const coresGoal = 1;
const memoryGoalBytes = 300 * 1024 * 1024;
/** Register 1 of the first stores is the 'live' part's; these are the others. */
const liveSampleRegister = '1';

interface Plan {
  streams: number;
  perSecond: number;
}

interface Silenced {
  storeId: string;
  posId: string;
}

/** `count` registers of the fleet, silent since long before the offline limit, and a session per stream. */
async function prepare(env: Record<string, string>, fleet: BulkFleet, count: number, streams: number) {
  const config = loadConfig({ ...env, DEMO: 'false' });
  const db = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
  try {
    const silentSince = Date.now() - (config.offlineAfterSeconds + 3600) * 1000;
    // From the fleet's end: the parts before heartbeat at its start, and a register the server
    // heard lately is not "back" after a silence written behind its back. The fleet's stores are
    // the context's first (other parts add stores of their own, such as 'KM-100').
    const { rows } = await sql<Silenced>`
      update cashpoints set last_heartbeat = ${silentSince}
      where id in (
        select cp.id from cashpoints cp join stores s on s.id = cp.store_row_id
        where cp.pos_id <> ${liveSampleRegister} and s.id in (
          select s2.id from stores s2 join contexts c on c.id = s2.context_id
          where c.key = ${fleet.contextKey} order by s2.id limit ${fleet.stores})
        order by cp.id desc limit ${count})
      returning pos_id as "posId", (select store_id from stores where id = store_row_id) as "storeId"`.execute(
      db.kysely,
    );
    const userId = await userIdWithLogin(db, 'admin');
    if (userId === undefined) throw new Error('Benutzer admin fehlt');
    const sessions = new SessionStore(db, resolveSessionSecret(config), config.sessionHours * 3_600_000);
    const cookies: string[] = [];
    for (let i = 0; i < streams; i += 1)
      cookies.push(`sid=${await sessions.create(userId, { userAgent: `bench ${i}`, address: '127.0.0.1' })}`);
    return { silenced: rows, cookies };
  } finally {
    await db.close();
  }
}

/** One stream, read as fast as it comes: its bytes and its registers back online (a marker split by a chunk's edge is found too). */
class CountingStream {
  bytes = 0;
  events = 0;
  ended = false;
  private tail = Buffer.alloc(0);
  private request: http.ClientRequest | undefined;
  /** A register back online (other registers crossing the offline limit meanwhile say `true`). */
  static readonly marker = Buffer.from('"offline":false');

  open(url: string, cookie: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.request = http.get(url, { agent: false, headers: { cookie, accept: 'text/event-stream' } }, (reply) => {
        if (reply.statusCode !== 200) return reject(new Error(`Stream: ${reply.statusCode}`));
        reply.on('data', (chunk: Buffer) => this.take(chunk));
        reply.on('end', () => (this.ended = true));
        reply.on('error', () => (this.ended = true));
        resolve();
      });
      this.request.on('error', reject);
    });
  }

  private take(chunk: Buffer): void {
    this.bytes += chunk.length;
    const text = this.tail.length > 0 ? Buffer.concat([this.tail, chunk]) : chunk;
    let at = text.indexOf(CountingStream.marker);
    while (at !== -1) {
      this.events += 1;
      at = text.indexOf(CountingStream.marker, at + CountingStream.marker.length);
    }
    this.tail = Buffer.from(text.subarray(Math.max(0, text.length - CountingStream.marker.length + 1)));
  }

  close(): void {
    this.request?.destroy();
  }
}

/** Light heartbeats of the silenced registers, `perSecond` spread over 10 ms ticks; the rate reached. */
async function sendChanges(baseUrl: string, contextKey: string, silenced: Silenced[], perSecond: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const path = '/api/agent/cashpoints/heartbeat';
  const secret = demoHashSecret(contextKey);
  // The first refusal, with the server's reason; the sending goes on (a rejection left waiting
  // until the end would end the bench's process).
  let refused: string | undefined;
  const send = ({ storeId, posId }: Silenced) =>
    new Promise<void>((resolve) => {
      const body = JSON.stringify({ storeId, posId, agentVersion: '3.4.0' });
      const headers = { ...agentHeaders(contextKey, secret, 'POST', path, body), 'content-type': 'application/json' };
      const request = http.request(`${baseUrl}${path}`, { method: 'POST', agent, headers }, (reply) => {
        let text = '';
        reply.on('data', (chunk: Buffer) => (text += chunk.toString()));
        reply.on('end', () => {
          if (reply.statusCode! >= 300)
            refused ??= `Heartbeat ${storeId}/${posId}: ${reply.statusCode} ${text.slice(0, 200)}`;
          resolve();
        });
      });
      request.on('error', (error) => {
        refused ??= `Heartbeat: ${error.message}`;
        resolve();
      });
      request.end(body);
    });
  const started = performance.now();
  const sent: Promise<void>[] = [];
  let next = 0;
  while (next < silenced.length) {
    const due = Math.min(silenced.length, Math.floor(((performance.now() - started) / 1000) * perSecond) + 1);
    for (; next < due; next += 1) sent.push(send(silenced[next]!));
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await Promise.all(sent);
  agent.destroy();
  if (refused) throw new Error(refused);
  return { seconds: (performance.now() - started) / 1000 };
}

interface Phase {
  /** Changes sent, and the seconds their sending took (the rate reached). */
  changes: number;
  sendingSeconds: number;
  /** Server CPU milliseconds from the first change until every stream had every change. */
  serverCpuMs: number;
  wallMs: number;
  benchCpuMs: number;
  bytes: number;
  /** Streams that did not get every change, and streams the server cut off. */
  short: number;
  cut: number;
  memoryBefore: number;
  memoryPeak: number;
}

/** The changes of `silenced` at `perSecond`, with a stream open per cookie, until every stream has them. */
async function measurePhase(
  baseUrl: string,
  pid: number,
  fleet: BulkFleet,
  silenced: Silenced[],
  cookies: string[],
  perSecond: number,
): Promise<Phase> {
  const memoryBefore = residentMemory(pid).current;
  const streams = cookies.map(() => new CountingStream());
  try {
    const url = `${baseUrl}/api/frontend/events?contextId=${fleet.contextKey}`;
    await Promise.all(streams.map((stream, i) => stream.open(url, cookies[i]!)));
    let memoryPeak = residentMemory(pid).current;
    const sampler = setInterval(() => (memoryPeak = Math.max(memoryPeak, residentMemory(pid).current)), 100);
    const cpuBefore = cpuMilliseconds(pid);
    const benchCpuBefore = process.cpuUsage();
    const started = performance.now();
    let sendingSeconds = 0;
    try {
      sendingSeconds = (await sendChanges(baseUrl, fleet.contextKey, silenced, perSecond)).seconds;
      // Every change on every stream (coalescing waits up to 500 ms), 15 s at most.
      const deadline = performance.now() + 15_000;
      while (streams.some((s) => !s.ended && s.events < silenced.length) && performance.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      clearInterval(sampler);
    }
    const benchCpu = process.cpuUsage(benchCpuBefore);
    return {
      changes: silenced.length,
      sendingSeconds,
      serverCpuMs: cpuMilliseconds(pid) - cpuBefore,
      wallMs: performance.now() - started,
      benchCpuMs: (benchCpu.user + benchCpu.system) / 1000,
      bytes: streams.reduce((sum, s) => sum + s.bytes, 0),
      short: streams.filter((s) => s.events < silenced.length).length,
      cut: streams.filter((s) => s.ended).length,
      memoryBefore,
      memoryPeak,
    };
  } finally {
    for (const stream of streams) stream.close();
  }
}

export async function liveStreamRows(
  baseUrl: string,
  pid: number,
  env: Record<string, string>,
  fleet: BulkFleet,
  smoke: boolean,
): Promise<BenchRow[]> {
  const plan: Plan = smoke ? { streams: 20, perSecond: 200 } : { streams: 1000, perSecond: 2000 };
  // Ten seconds of changes per phase where the fleet has the registers for it (a register comes back once).
  const others = fleet.stores * (fleet.registersPerStore - 1);
  const changes = Math.min(plan.perSecond * (smoke ? 2 : 10), Math.floor(others / 2));
  const what = `${num(plan.streams, 0)} offene Streams, ${num(plan.perSecond, 0)} Kassen ändern sich je Sekunde`;
  const cpuFigure = `Live: ${what}, CPU der Streams`;
  const memoryFigure = `Live: ${what}, Speicher des Servers (Zuwachs)`;
  const cpuGoal = `≤ ${coresGoal} Kern`;
  progress(`${what}: je ${num(changes, 0)} Änderungen mit einem Stream und mit allen`);
  let memoryRow: BenchRow | undefined;
  const cpuRow = await guarded(cpuFigure, cpuGoal, async () => {
    const { silenced, cookies } = await prepare(env, fleet, changes * 2, plan.streams);
    // The same changes with one stream, then with all: what the streams add to the heartbeats' own cost.
    const alone = await measurePhase(
      baseUrl,
      pid,
      fleet,
      silenced.slice(0, changes),
      cookies.slice(0, 1),
      plan.perSecond,
    );
    const all = await measurePhase(baseUrl, pid, fleet, silenced.slice(changes), cookies, plan.perSecond);
    const perChange = (phase: Phase) => phase.serverCpuMs / phase.changes;
    // Below zero only by noise at a small fleet: no cost.
    const streamCores = Math.max(0, ((perChange(all) - perChange(alone)) * plan.perSecond) / 1000);
    const rate = all.changes / all.sendingSeconds;
    const seconds = all.wallMs / 1000;
    const tail =
      `je Änderung ${num(perChange(all), 2)} ms Server-CPU mit allen Streams, ${num(perChange(alone), 2)} ms mit einem; ` +
      `gemessen ${num(all.serverCpuMs / all.wallMs, 2)} Kerne bei ${num(rate, 0)} Änderungen/s, ` +
      `${num(all.bytes / 1024 / 1024 / seconds)} MB/s an alle Streams, Lastgenerator und Leser ${num(all.benchCpuMs / all.wallMs, 2)} Kerne; ` +
      `${all.short === 0 ? 'jeder Stream bekam jede Änderung' : `${all.short} Streams bekamen nicht jede Änderung`}` +
      `${all.cut > 0 ? `, ${all.cut} vom Server getrennt` : ''}`;
    // From before the first stream opened: the one stream's phase leaves the process grown.
    memoryRow = atMost(memoryFigure, all.memoryPeak - alone.memoryBefore, memoryGoalBytes, mb);
    memoryRow.measured += ` (vorher ${mb(alone.memoryBefore)}, Spitze ${mb(all.memoryPeak)})`;
    const row = { ...atMost(cpuFigure, streamCores, coresGoal, (n) => `${num(n, 2)} Kerne`), goal: cpuGoal };
    return { ...row, measured: `${row.measured} (${tail})`, pass: row.pass && all.short === 0 };
  });
  return [cpuRow, memoryRow ?? { ...cpuRow, figure: memoryFigure, goal: `≤ ${mb(memoryGoalBytes)}`, pass: false }];
}
