// The bench's server (server.ts) with one more question over its IPC channel, for httpReplies.ts:
// 'heap' answers its memory before and after two full collections (node --expose-gc), which tells
// garbage the collector had not reached yet from what the server holds.
import v8 from 'node:v8';
import './server';

type Usage = { rss: number; heapUsed: number; heapTotal: number; external: number };

function usage(): Usage {
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rss, heapUsed, heapTotal: v8.getHeapStatistics().total_heap_size, external };
}

process.on('message', (request) => {
  if (request !== 'heap') return;
  const before = usage();
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  process.send?.({ heap: { before, after: usage() } });
});
