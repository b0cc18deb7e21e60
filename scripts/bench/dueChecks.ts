// Due-update checks that nothing changed for: registers of the bench fleet, each asked once for its
// answer and ETag, then asked again and again with If-None-Match, as agents that poll every minute.
// Every answer must be 304; the rate and the server's CPU time per check are the figures.
//
// The load comes from autocannon in this process, over `connections` kept-alive connections with one
// request at a time on each (no pipelining: agents do not pipeline, nor does nginx upstream), every
// request signed afresh with a new nonce as an agent signs it. Node's own HTTP client took about
// 70 µs of CPU per such request, autocannon about 45 µs: on a 2-core machine the load generator
// shares the cores with the server, so the cheaper it is, the more of them the server gets. The
// bench's own CPU time is reported beside the server's, so a reader sees which of the two was short.
import http from 'node:http';
import autocannon, { type Request } from 'autocannon';
import { agentHeaders } from '../../src/server/agent/signature';
import { demoHashSecret } from '../../src/server/demo/demoFleet';
import { cpuMilliseconds } from './processStats';
import { atLeast, notMeasured, num, progress, type BenchRow } from './table';

const figure = 'Agent: fällige Updates unverändert → 304';
const goal = 10_000;
/** Registers asked, spread over the stores (the bench fleet numbers stores from 20001). */
const sampleSize = 1000;
const firstStoreId = 20001;
const connections = 64;

interface Fleet {
  contextKey: string;
  stores: number;
  registersPerStore: number;
}

function signedGet(agent: http.Agent, base: URL, contextKey: string, path: string, etag?: string) {
  const headers = agentHeaders(contextKey, demoHashSecret(contextKey), 'GET', path, '');
  return new Promise<{ status: number; etag: string | undefined }>((resolve, reject) => {
    const request = http.request(
      {
        agent,
        hostname: base.hostname,
        port: base.port,
        path,
        headers: etag ? { ...headers, 'if-none-match': etag } : headers,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, etag: response.headers.etag }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

export async function dueCheckRows(
  baseUrl: string,
  serverPid: number,
  fleet: Fleet,
  seconds: number,
): Promise<BenchRow[]> {
  progress(`Agent: ${seconds} s unveränderte Update-Abfragen mit If-None-Match`);
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true });
  try {
    const count = Math.min(sampleSize, fleet.stores * fleet.registersPerStore);
    const targets: { path: string; etag: string }[] = [];
    for (let i = 0; i < count; i++) {
      const storeId = String(firstStoreId + Math.floor((i * fleet.stores) / count));
      const posId = String((i % fleet.registersPerStore) + 1);
      const path = `/api/agent/updates?target=cashpoint&storeId=${storeId}&posId=${posId}`;
      const first = await signedGet(agent, base, fleet.contextKey, path);
      if (first.status !== 200 || !first.etag) throw new Error(`HTTP ${first.status} ohne ETag auf ${path}`);
      targets.push({ path, etag: first.etag });
    }
    const secret = demoHashSecret(fleet.contextKey);
    let next = 0;
    const signed = (request: Request) => {
      const target = targets[next++ % targets.length]!;
      const headers = agentHeaders(fleet.contextKey, secret, 'GET', target.path, '');
      return { ...request, path: target.path, headers: { ...headers, 'if-none-match': target.etag } };
    };
    const load = (duration: number) =>
      autocannon({ url: baseUrl, connections, duration, requests: [{ method: 'GET', setupRequest: signed }] });
    // A second first, not counted: the 304 path compiled, as on a server that has been running.
    await load(1);
    const cpuBefore = cpuMilliseconds(serverPid);
    const ownBefore = process.cpuUsage();
    const start = performance.now();
    const result = await load(seconds);
    const elapsed = performance.now() - start;
    const cpu = cpuMilliseconds(serverPid) - cpuBefore;
    const own = process.cpuUsage(ownBefore);
    const answered = result.statusCodeStats['304']?.count ?? 0;
    const other =
      Object.entries(result.statusCodeStats).reduce((sum, [code, { count }]) => sum + (code === '304' ? 0 : count), 0) +
      result.errors;
    const rate = Math.round((answered * 1000) / elapsed);
    const row = atLeast(figure, other > 0 ? 0 : rate, goal, (n) => `${num(n, 0)}/s`);
    const perCpu = cpu > 0 ? `${num(Math.round((answered * 1000) / cpu), 0)} je CPU-Sekunde des Servers; ` : '';
    const cpus =
      `Server ${num(cpu / elapsed, 2)}, Lastgenerator ${num((own.user + own.system) / 1000 / elapsed, 2)} ` +
      `CPU-Sekunden je Sekunde; ${connections} Verbindungen`;
    const others = other > 0 ? `, ${num(other, 0)} Antworten nicht 304` : '';
    return [
      {
        ...row,
        measured: `${num(rate, 0)}/s (${perCpu}${num(answered, 0)} Abfragen von ${num(count, 0)} Kassen${others}; ${cpus})`,
      },
    ];
  } catch (error) {
    return [notMeasured(figure, `≥ ${num(goal, 0)}/s`, error instanceof Error ? error.message : String(error))];
  } finally {
    agent.destroy();
  }
}
