// The bench's server (server.ts) with one more question over its IPC channel, for httpReplies.ts:
// 'heap' answers its memory before and after two full collections (node --expose-gc), which tells
// garbage the collector had not reached yet from what the server holds.
import fs from 'node:fs';
import v8 from 'node:v8';
import './server';

/** The resident memory by kind from Linux (anonymous, file-backed, shared), in bytes. */
function residentKinds(): Record<string, number> {
  const status = fs.existsSync('/proc/self/status') ? fs.readFileSync('/proc/self/status', 'utf8') : '';
  const kinds = [...status.matchAll(/^(RssAnon|RssFile|RssShmem):\s+(\d+) kB/gm)];
  return Object.fromEntries(kinds.map(([, kind, kb]) => [kind, Number(kb) * 1024]));
}

function usage() {
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rss, ...residentKinds(), heapUsed, heapTotal: v8.getHeapStatistics().total_heap_size, external };
}

process.on('message', (request) => {
  if (request !== 'heap') return;
  const before = usage();
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  process.send?.({ heap: { before, after: usage() } });
});
