import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, describe, it, test } from 'node:test';

/** The switch of the runner's async hook that ./withoutResourceTracking.mjs puts on globalThis. */
interface ResourceTracking {
  pause(): void;
  resume(): void;
}
const trackingKey = Symbol.for('serverTests.resourceTracking');

/**
 * Runs several test files in this one process, one after another (scripts/server-tests.sh writes a
 * batch file that calls this). A process of its own per file cost about 2.5 s of CPU each for Node,
 * tsx, the server's modules and one more migration of the template databases (test/migratedTemplate.ts):
 * measured on every 8th file (30), 162 s of CPU one process per file, 86 s in batches, same 297 tests.
 *
 * Each file runs inside a suite named by its path, so its top-level hooks (`before`, `after`,
 * `beforeEach`, …) are that suite's and touch no other file's tests, as when it was a process's only
 * file: Node's runner gives a test or hook to the test whose async context created it, and the file's
 * module is evaluated inside the suite's. A file is imported only once the one before it has run to
 * its end (its `after` hooks included), so no two files' servers, timers or module-level code overlap,
 * and with the environment and working directory the process started with: a test server sets `TZ`
 * to its configured zone (app.ts), which a later file's own date arithmetic must not inherit, and the
 * architecture tests change into their fixture trees (scripts/arch/cruiseFixture.ts).
 *
 * A suite's own failure is not counted in the `# fail` that test-all.sh adds up (only tests are), so
 * what failed a file outside its tests becomes a failing test: an import that throws (`loads`), and a
 * top-level `after` hook that throws (`<file> ran its after hooks`, at the end). A `before` hook that
 * throws cancels the file's tests, and test-all.sh counts cancelled tests as failed.
 */
export function runInOneProcess(files: string[]): void {
  const tracking = (globalThis as { [key: symbol]: ResourceTracking | undefined })[trackingKey];
  const unfinished = new Set<string>();
  const startEnv = { ...process.env };
  const startDir = process.cwd();
  let previous: Promise<unknown> = Promise.resolve();
  for (const file of files.map((f) => path.relative(startDir, f))) {
    const before = previous;
    previous = describe(file, async () => {
      // A promise made here, in the suite's async context: awaiting one made outside it (`before`
      // itself) would lose that context, and the file's tests would not be the suite's.
      // Tracking is back on before this function goes on, so that it goes on in the suite's context.
      await new Promise<void>(
        (resolve) =>
          void before.then(() => {
            tracking?.resume();
            resolve();
          }),
      );
      unfinished.add(file);
      restoreEnv(startEnv);
      process.chdir(startDir);
      try {
        await import(pathToFileURL(path.resolve(startDir, file)).href);
      } catch (error) {
        it('loads', () => {
          throw error;
        });
      }
      // Registered last, so it runs only when every `after` hook of the file has passed.
      after(() => void unfinished.delete(file));
      // Declared: its tests run without the runner's promise tracking (its file says why).
      tracking?.pause();
    });
  }
  // Only when a file's `after` hook failed: passing runs keep the same count of tests as before.
  void previous.then(() => {
    for (const file of unfinished)
      test(`${file} ran its after hooks`, () => {
        throw new Error(`a top-level after hook of ${file} failed (see the suite's error above)`);
      });
  });
}

/** Sets process.env back to `env` (assigning TZ also resets Node's time zone). */
function restoreEnv(env: NodeJS.ProcessEnv): void {
  for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
  for (const [name, value] of Object.entries(env)) if (process.env[name] !== value) process.env[name] = value;
}
