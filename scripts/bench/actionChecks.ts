// The remote actions (issue 49): first the operator's dry run and request of an action for the
// whole fleet (actionRequests.ts), then the agents' action checks, on a server process of their own (started after the other
// parts, so its held calls disturb none of their figures), with limits that let every register run
// an action at once (ACTION_LIMIT_PER_STORE 10, ACTION_LIMIT_PER_CONTEXT 100,000):
// - unchanged checks with If-None-Match → 304, as dueChecks.ts measures the update checks;
// - N registers holding their check open (wait=25), N = 20,000 or what the file descriptor limit
//   of one process allows (each held call is a connection, and the server holds them all): the
//   server's memory with them held, above its memory before;
// - then an action for all N registers, requested through the API as an operator would: the time
//   from the request's answer until the last held call has answered with the action.
// The held calls come from child processes (actionWaiters.ts), 10,000 at most each.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import readline from 'node:readline';
import autocannon, { type Request } from 'autocannon';
import { agentHeaders } from '../../src/server/agent/signature';
import { demoHashSecret } from '../../src/server/demo/demoFleet';
import { repoRoot } from '../../src/server/platform/paths';
import { startServerProcess } from '../../src/server/test/serverProcess';
import { queueBenchAction } from './actionQueue';
import { actionRequestRows, requestFigures } from './actionRequests';
import { benchActionTarget, registersPerBenchStore } from './actionTargets';
import { login } from './http';
import { cpuMilliseconds, residentMemory } from './processStats';
import { atLeast, atMost, mb, msText, notMeasured, num, progress, type BenchRow } from './table';

const figures = {
  unchanged: ['Agent: Aktionen unverändert → 304', '≥ 10.000/s'],
  reach: ['Agent: neue Aktion erreicht 20.000 wartende Agenten (wait=25, eine Instanz)', '≤ 2.000 ms'],
  memory: ['Speicher für 20.000 wartende Agenten-Abfragen (über Leerlauf)', '≤ 200 MB'],
} as const;

interface Fleet {
  contextKey: string;
  stores: number;
  registersPerStore: number;
}

const sampleSize = 1000;
const connections = 64;
const perChild = 10_000;
/** Descriptors the server keeps beside the held calls (database, log, files), and some to spare. */
const spareDescriptors = 1000;

function plainGet(agent: http.Agent, base: URL, contextKey: string, path: string) {
  const headers = agentHeaders(contextKey, demoHashSecret(contextKey), 'GET', path, '');
  return new Promise<{ status: number; etag: string | undefined }>((resolve, reject) => {
    const request = http.request({ agent, hostname: base.hostname, port: base.port, path, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, etag: response.headers.etag }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

async function unchangedRow(baseUrl: string, pid: number, fleet: Fleet, seconds: number): Promise<[BenchRow, string]> {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true });
  try {
    const count = Math.min(sampleSize, fleet.stores * fleet.registersPerStore);
    let etag = '';
    for (let i = 0; i < count; i++) {
      const first = await plainGet(agent, base, fleet.contextKey, benchActionTarget(i));
      if (first.status !== 200 || !first.etag) throw new Error(`HTTP ${first.status} ohne ETag`);
      etag = first.etag;
    }
    const secret = demoHashSecret(fleet.contextKey);
    let next = 0;
    const signed = (request: Request) => {
      const path = benchActionTarget(next++ % count);
      const headers = agentHeaders(fleet.contextKey, secret, 'GET', path, '');
      return { ...request, path, headers: { ...headers, 'if-none-match': etag } };
    };
    const load = (duration: number) =>
      autocannon({ url: baseUrl, connections, duration, requests: [{ method: 'GET', setupRequest: signed }] });
    await load(1);
    const cpuBefore = cpuMilliseconds(pid);
    const start = performance.now();
    const result = await load(seconds);
    const elapsed = performance.now() - start;
    const cpu = cpuMilliseconds(pid) - cpuBefore;
    const answered = result.statusCodeStats['304']?.count ?? 0;
    const other =
      Object.entries(result.statusCodeStats).reduce((sum, [code, { count }]) => sum + (code === '304' ? 0 : count), 0) +
      result.errors;
    const rate = Math.round((answered * 1000) / elapsed);
    const row = atLeast(figures.unchanged[0], other > 0 ? 0 : rate, 10_000, (n) => `${num(n, 0)}/s`);
    const perCpu = cpu > 0 ? `${num(Math.round((answered * 1000) / cpu), 0)} je CPU-Sekunde des Servers, ` : '';
    const others = other > 0 ? `, ${num(other, 0)} nicht 304` : '';
    return [{ ...row, measured: `${num(rate, 0)}/s (${perCpu}${num(count, 0)} Kassen${others})` }, etag];
  } finally {
    agent.destroy();
  }
}

interface Child {
  sent: Promise<void>;
  done: Promise<{
    answers: { at: number; status: number; actions: number }[];
    errors: number;
    errorCodes: Record<string, number>;
  }>;
  kill(): void;
}

function holdCalls(baseUrl: string, contextKey: string, first: number, count: number, etag: string): Child {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench/actionWaiters.ts', baseUrl, contextKey, String(first), String(count), etag],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines = readline.createInterface({ input: child.stdout! });
  let sent!: () => void;
  let done!: (value: Awaited<Child['done']>) => void;
  const result = {
    sent: new Promise<void>((resolve) => (sent = resolve)),
    done: new Promise<Awaited<Child['done']>>((resolve) => (done = resolve)),
    kill: () => child.kill('SIGKILL'),
  };
  lines.on('line', (line) => {
    const message = JSON.parse(line) as { sent?: number } & Partial<Awaited<Child['done']>>;
    if (message.sent !== undefined) sent();
    else done({ answers: message.answers ?? [], errors: message.errors ?? 0, errorCodes: message.errorCodes ?? {} });
  });
  child.on('exit', () => done({ answers: [], errors: -1, errorCodes: {} }));
  return result;
}

async function heldRows(
  baseUrl: string,
  env: Record<string, string>,
  pid: number,
  fleet: Fleet,
  etag: string,
  descriptors: number,
) {
  const wanted = 20_000;
  const count = Math.min(
    wanted,
    fleet.stores * fleet.registersPerStore,
    Math.floor((descriptors - spareDescriptors) / registersPerBenchStore) * registersPerBenchStore,
  );
  const note =
    count < wanted ? `, ${num(count, 0)} statt 20.000 (Flotte oder Dateideskriptoren: ${num(descriptors, 0)})` : '';
  const idle = residentMemory(pid).current;
  const children: Child[] = [];
  for (let first = 0; first < count; first += perChild)
    children.push(holdCalls(baseUrl, fleet.contextKey, first, Math.min(perChild, count - first), etag));
  try {
    await Promise.all(children.map((c) => c.sent));
    // Every call has had its first look (nothing due) and waits: the server's CPU has calmed down.
    let last = cpuMilliseconds(pid);
    for (let i = 0; i < 30; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const now = cpuMilliseconds(pid);
      if (now - last < 30) break;
      last = now;
    }
    const held = residentMemory(pid).current - idle;
    const memory = atMost(figures.memory[0], held, 200 * 1024 * 1024, mb);
    const cookie = await login(baseUrl);
    const requestedAt = Date.now();
    const via = await queueBenchAction(baseUrl, cookie, env, fleet.contextKey, count / registersPerBenchStore);
    const answeredAt = Date.now();
    const results = await Promise.all(children.map((c) => c.done));
    const answers = results.flatMap((r) => r.answers);
    const errors = results.reduce((sum, r) => sum + Math.max(0, r.errors), 0);
    const codes = new Map<string, number>();
    for (const [code, n] of results.flatMap((r) => Object.entries(r.errorCodes)))
      codes.set(code, (codes.get(code) ?? 0) + n);
    const codeText = [...codes].map(([code, n]) => `${code} ${num(n, 0)}`).join(', ');
    const reached = answers.filter((a) => a.actions > 0);
    const lastAt = Math.max(...reached.map((a) => a.at));
    const reach = atMost(figures.reach[0], reached.length === count ? lastAt - answeredAt : Infinity, 2000, msText);
    const missing = count - reached.length;
    // The calls answered without the action, by their status (a 200 with no action, a 503, …).
    const without = new Map<number, number>();
    for (const a of answers) if (a.actions === 0) without.set(a.status, (without.get(a.status) ?? 0) + 1);
    const withoutText = [...without].map(([status, n]) => `HTTP ${status}: ${num(n, 0)}`).join(', ');
    return [
      {
        ...reach,
        measured:
          `${reached.length === count ? msText(lastAt - answeredAt) : `${num(missing, 0)} nicht erreicht`} nach der ` +
          `Anforderung (${via === 'api' ? 'API' : 'direkt in die Datenbank'}: ${msText(answeredAt - requestedAt)})${note}` +
          (errors > 0 ? `, ${num(errors, 0)} Fehler (${codeText})` : '') +
          (without.size > 0 ? `, ohne Aktion beantwortet: ${withoutText}` : ''),
      },
      { ...memory, measured: `${memory.measured} (${num(count, 0)} Abfragen, Leerlauf ${mb(idle)})${note}` },
    ];
  } finally {
    for (const child of children) child.kill();
  }
}

/** The action checks' rows, on a server process of their own on the bench database (env). */
export async function agentActionRows(env: Record<string, string>, fleet: Fleet, seconds: number): Promise<BenchRow[]> {
  progress('Agent: Aktionen (304, 20.000 wartende Abfragen)');
  const server = await startServerProcess(
    { ...env, ACTION_LIMIT_PER_STORE: String(registersPerBenchStore), ACTION_LIMIT_PER_CONTEXT: '100000' },
    [],
    { built: true },
  );
  const pid = server.child.pid!;
  const rows: BenchRow[] = [];
  try {
    rows.push(...(await actionRequestRows(server.url, fleet)));
    const [unchanged, etag] = await unchangedRow(server.url, pid, fleet, seconds);
    rows.push(unchanged);
    rows.push(...(await heldRows(server.url, env, pid, fleet, etag, descriptorLimit())));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const all = [...Object.values(requestFigures(fleet.stores * fleet.registersPerStore)), ...Object.values(figures)];
    for (const [figure, goal] of all)
      if (!rows.some((row) => row.figure === figure)) rows.push(notMeasured(figure, goal, reason));
  } finally {
    await server.stop();
  }
  return rows;
}

/** The open files a process may hold here (`ulimit -n`; the server inherits the bench's). */
function descriptorLimit(): number {
  try {
    const limits = fs.readFileSync('/proc/self/limits', 'utf8');
    return Number(/^Max open files\s+(\d+)/m.exec(limits)?.[1] ?? 20_000);
  } catch {
    return 20_000;
  }
}
