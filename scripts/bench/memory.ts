// `node --expose-gc --import tsx scripts/bench/memory.ts`: what the per-store reply caches hold at
// BENCH_STORES × BENCH_REGISTERS (see benchApp.ts): the server's memory after a full collection,
// before and after each large reply was built once, and the time of its first (cold) reply.
import v8 from 'node:v8';
import { benchContextKey, openBenchApp, type BenchApp } from './benchApp';

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0).padStart(4)} MB`;

/** Memory after two full collections; the pause lets freed buffers' memory be swept and counted. */
async function settled() {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('node --expose-gc');
  gc();
  await new Promise((resolve) => setTimeout(resolve, 200));
  gc();
  const m = process.memoryUsage();
  return {
    maxRss: process.resourceUsage().maxRSS * 1024,
    rss: m.rss,
    heap: m.heapUsed,
    external: m.external,
    total: v8.getHeapStatistics().total_heap_size,
  };
}

function line(label: string, m: Settled, base?: Settled) {
  const delta = base ? `  (+${mb(m.heap - base.heap)} heap, +${mb(m.external - base.external)} external)` : '';
  console.log(
    `${label.padEnd(26)} rss ${mb(m.rss)} (peak ${mb(m.maxRss)})  heap used ${mb(m.heap)} of ${mb(m.total)}  external ${mb(m.external)}${delta}`,
  );
}

/** The reply's time; its body is read as a stream and dropped, so only what the server keeps stays. */
async function coldReply(bench: BenchApp, url: string): Promise<number> {
  const start = performance.now();
  const reply = await bench.app.inject({
    method: 'GET',
    url,
    headers: { cookie: bench.cookie },
    payloadAsStream: true,
  });
  for await (const chunk of reply.stream()) void chunk;
  if (reply.statusCode !== 200) throw new Error(`${url}: ${reply.statusCode}`);
  return performance.now() - start;
}

type Settled = Awaited<ReturnType<typeof settled>>;

async function main(): Promise<void> {
  const bench = await openBenchApp();
  const query = `contextId=${benchContextKey}`;
  const urls = {
    tree: `/api/frontend/cashpoints?${query}`,
    'register report': `/api/frontend/reports/cashpoint-report?${query}`,
    'store report': `/api/frontend/reports/storeagent-report?${query}`,
    'register page': `/api/frontend/reports/cashpoint-report?${query}&page=1&size=25`,
  };
  let before = await settled();
  line('start', before);
  for (const [name, url] of Object.entries(urls)) {
    const ms = await coldReply(bench, url);
    const after = await settled();
    line(`${name} (${ms.toFixed(0)} ms)`, after, before);
    before = after;
  }
  // A live fleet: every register and store server heartbeats once a minute, so between two polls
  // nearly every store has changed; each round marks them all and asks for the three replies again.
  for (let round = 1; round <= 3; round++) {
    const now = Date.now();
    await bench.db.kysely.updateTable('cashpoints').set({ lastHeartbeat: now }).execute();
    await bench.db.kysely.updateTable('storeAgents').set({ lastHeartbeat: now }).execute();
    const times = [];
    for (const url of Object.values(urls).slice(0, 3)) times.push((await coldReply(bench, url)).toFixed(0));
    line(`all changed ${round}: ${times.join('/')} ms`, await settled(), before);
  }
  if (process.env.HEAP_SNAPSHOT) console.log(v8.writeHeapSnapshot(process.env.HEAP_SNAPSHOT));
  await bench.close();
}

void main();
