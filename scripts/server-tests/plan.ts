import fs from 'node:fs';
import path from 'node:path';

// The server test files in batches for scripts/server-tests.sh: each batch is one process that runs its
// files one after another (inOneProcess.ts), SERVER_TEST_WORKERS batches at a time. A process per
// file spent about 2 s of CPU on starting Node, tsx and the server's modules and on migrating the
// template databases; with ~250 files that was a fifth of the stage's CPU.
//
// Usage: node --import tsx scripts/server-tests/plan.ts <batch folder> <workers> <test files...>
// writes NN.batch.ts files there and prints their paths, the longest batch first.

/** Each file's seconds in the last full run (test-results/server.durations.txt, copied here). */
export const timesFile = 'scripts/server-tests/times.txt';

/**
 * About this many seconds of tests per batch: few enough processes to save their start, short
 * enough that the worker that finishes last is not left alone for long (the batches run longest
 * first, so the last ones are short).
 */
const batchSeconds = 60;

/** What a file not yet in times.txt is taken to need (a little above the median file). */
const unknownSeconds = 5;

/** The least a file is taken to need: its import and its first test server, which its time leaves out. */
const leastSeconds = 1;

/**
 * Files that keep a process of their own, why:
 * - password.test.ts checks the server's own scrypt cost, which test/harness.ts lowers for the
 *   whole process once any file has imported it;
 * - privateAddress.test.ts replaces dns.promises.lookup (node:test's mock) for the process;
 * - the ESLint and dependency-cruiser rules (eslint/) load their engines and change into the
 *   repository root;
 * - demoStory, backupRestore and the health handlers run for minutes or start the server's own
 *   tools: in a process of their own a hang or a crash there stops no other file.
 */
const alone = new Set([
  'src/server/accounts/password.test.ts',
  'src/server/platform/security/privateAddress.test.ts',
  'eslint/zones.test.ts',
  'eslint/architecture.test.ts',
  'src/server/demo/demoStory.test.ts',
  'src/server/platform/backup/backupRestore.test.ts',
  'src/server/platform/health/handlers.test.ts',
]);

export interface Batch {
  files: string[];
  seconds: number;
}

/** `seconds path` lines (the durations reporter's output) as a map. */
export function readTimes(text: string): Map<string, number> {
  const times = new Map<string, number>();
  for (const line of text.split('\n')) {
    const [seconds, file] = line.trim().split(/\s+/);
    if (file && Number.isFinite(Number(seconds))) times.set(file, Number(seconds));
  }
  return times;
}

/**
 * The files in batches of about `batchSeconds`, at least one per worker (so that files given on
 * the command line still run side by side), the `alone` files each in its own; the longest first.
 * A file goes to the batch with the fewest seconds so far, the longest files first.
 */
export function planBatches(files: string[], times: Map<string, number>, workers: number): Batch[] {
  const seconds = (file: string) => Math.max(leastSeconds, times.get(file) ?? unknownSeconds);
  const batches: Batch[] = [];
  const rest = files.filter((file) => {
    if (alone.has(file)) batches.push({ files: [file], seconds: seconds(file) });
    return !alone.has(file);
  });
  rest.sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b));
  const total = rest.reduce((sum, file) => sum + seconds(file), 0);
  const count = Math.min(rest.length, Math.max(workers, Math.ceil(total / batchSeconds)));
  const shared: Batch[] = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  for (const file of rest) {
    const least = shared.reduce((min, batch) => (batch.seconds < min.seconds ? batch : min));
    least.files.push(file);
    least.seconds += seconds(file);
  }
  for (const batch of shared) batch.files.sort();
  return [...batches, ...shared].sort((a, b) => b.seconds - a.seconds);
}

/**
 * Writes one NN.batch.ts per batch into `folder` (NN in running order: Node's runner sorts by path).
 * TypeScript, so that tsx loads it and inOneProcess.ts alike and reports name their real paths.
 */
export function writeBatchFiles(folder: string, batches: Batch[]): string[] {
  const runner = path.resolve('scripts/server-tests/inOneProcess');
  const digits = String(batches.length).length;
  return batches.map((batch, index) => {
    const file = path.join(folder, `${String(index + 1).padStart(digits, '0')}.batch.ts`);
    const files = batch.files.map((f) => path.resolve(f));
    fs.writeFileSync(
      file,
      `// scripts/server-tests/plan.ts: ${batch.files.length} file(s), about ${Math.round(batch.seconds)} s.\n` +
        `import { runInOneProcess } from ${JSON.stringify(runner)};\n` +
        `runInOneProcess(${JSON.stringify(files, null, 2)});\n`,
    );
    return file;
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const [folder, workers, ...files] = process.argv.slice(2);
  const times = readTimes(fs.existsSync(timesFile) ? fs.readFileSync(timesFile, 'utf8') : '');
  const batches = planBatches(files, times, Number(workers) || 2);
  for (const file of writeBatchFiles(folder!, batches)) console.log(file);
}
