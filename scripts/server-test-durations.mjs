// A reporter of Node's test runner for scripts/server-tests.sh: each test file's time (the sum of its
// top-level tests), the longest first. scripts/server-tests-slowest.txt, the files the runner starts
// first so that no long one is left for the end, is read off it. JavaScript: the runner loads its
// reporters before tsx is in place.

/** @param {AsyncIterable<{ type: string, data: { file?: string, nesting?: number, details?: { duration_ms?: number } } }>} source */
export default async function* serverTestDurations(source) {
  const seconds = new Map();
  for await (const { type, data } of source) {
    if ((type !== 'test:pass' && type !== 'test:fail') || data.nesting !== 0 || !data.file) continue;
    const file = data.file.startsWith(`${process.cwd()}/`) ? data.file.slice(process.cwd().length + 1) : data.file;
    seconds.set(file, (seconds.get(file) ?? 0) + (data.details?.duration_ms ?? 0) / 1000);
  }
  for (const [file, s] of [...seconds].sort((a, b) => b[1] - a[1])) yield `${s.toFixed(1)} ${file}\n`;
}
