// The bench's server (server.ts) with one more question over its IPC channel, for httpReplies.ts:
// 'heap' answers its memory before and after two full collections (node --expose-gc), which tells
// garbage the collector had not reached yet from what the server holds.
import fs from 'node:fs';
import v8 from 'node:v8';
import Sqlite from 'better-sqlite3';
import './server';

// How many statements SQLite compiled, and how many distinct texts: a text per heartbeat would
// show as a count that grows with the heartbeats.
const prepared = { calls: 0, texts: new Set<string>() };
const prepare = Sqlite.prototype.prepare;
Sqlite.prototype.prepare = function (this: Sqlite.Database, text: string) {
  prepared.calls += 1;
  prepared.texts.add(text);
  return prepare.call(this, text);
} as typeof prepare;

/** The resident memory by kind from Linux (anonymous, file-backed, shared), in bytes. */
function residentKinds(): Record<string, number> {
  const status = fs.existsSync('/proc/self/status') ? fs.readFileSync('/proc/self/status', 'utf8') : '';
  const kinds = [...status.matchAll(/^(RssAnon|RssFile|RssShmem):\s+(\d+) kB/gm)];
  return Object.fromEntries(kinds.map(([, kind, kb]) => [kind, Number(kb) * 1024]));
}

/** The largest resident mappings (the malloc heap, thread arenas, V8 pages), in bytes. */
function largestMappings(): string[] {
  if (!fs.existsSync('/proc/self/smaps')) return [];
  const mappings = fs.readFileSync('/proc/self/smaps', 'utf8').split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/);
  return mappings
    .map((m) => ({
      name: m.split('\n')[0]!.split(/\s+/).slice(5).join(' ') || 'anon',
      rss: Number(/^Rss:\s+(\d+)/m.exec(m)?.[1] ?? 0),
    }))
    .sort((a, b) => b.rss - a.rss)
    .slice(0, 6)
    .map((m) => `${m.name} ${Math.round(m.rss / 1024)} MB`);
}

function usage() {
  const { rss, heapUsed, external } = process.memoryUsage();
  return {
    rss,
    ...residentKinds(),
    heapUsed,
    heapTotal: v8.getHeapStatistics().total_heap_size,
    external,
    largest: largestMappings(),
    prepared: prepared.calls,
    recent: [...prepared.texts].slice(-2).map((text) => text.slice(-500)),
    texts: prepared.texts.size,
    // The beginnings of the texts compiled more than once in shape, most frequent first.
    shapes: Object.entries(
      [...prepared.texts].reduce<Record<string, number>>((counts, text) => {
        const shape = text.replace(/\d+/g, 'N').slice(0, 160);
        counts[shape] = (counts[shape] ?? 0) + 1;
        return counts;
      }, {}),
    )
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3),
  };
}

process.on('message', (request) => {
  if (request !== 'heap') return;
  const before = usage();
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  process.send?.({ heap: { before, after: usage() } });
});
