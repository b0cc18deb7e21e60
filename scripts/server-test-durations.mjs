// A reporter of Node's test runner for scripts/server-tests.sh: each test file's time, the longest
// first. scripts/server-tests/times.txt, from which plan.ts makes batches of about equal time, is a
// copy of it. A file run in a batch (inOneProcess.ts) is a top-level suite named by its path; a file
// run on its own counts the sum of its top-level tests. JavaScript: the runner loads its reporters
// before tsx is in place.

/** @param {AsyncIterable<{ type: string, data: { name: string, file?: string, nesting?: number, details?: { duration_ms?: number, type?: string } } }>} source */
export default async function* serverTestDurations(source) {
  const seconds = new Map();
  for await (const { type, data } of source) {
    if ((type !== 'test:pass' && type !== 'test:fail') || data.nesting !== 0 || !data.file) continue;
    const inBatch = data.file.endsWith('/server-tests/inOneProcess.ts');
    if (inBatch && data.details?.type !== 'suite') continue;
    const path = inBatch ? data.name : data.file;
    const file = path.startsWith(`${process.cwd()}/`) ? path.slice(process.cwd().length + 1) : path;
    seconds.set(file, (seconds.get(file) ?? 0) + (data.details?.duration_ms ?? 0) / 1000);
  }
  for (const [file, s] of [...seconds].sort((a, b) => b[1] - a[1])) yield `${s.toFixed(1)} ${file}\n`;
}
