import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { repoRoot } from '../src/server/platform/paths';

// scripts/server-tests.sh, the server tests' runner of `npm test`, on fixture files: two files that
// write the same rows run at once (two workers) without seeing each other's, a failing test fails
// the run and is counted in the TAP summary that test-all.sh adds up, and files that share a process
// (a batch, scripts/server-tests/inOneProcess.ts) keep their hooks and environment apart and still
// count what failed outside their tests, also an error of async work no test awaited.

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'server-tests-'));
after(() => fs.rmSync(scratch, { recursive: true, force: true }));
// Without the marker Node's runner sets for the files it runs: with it, the inner runner would take
// itself for a test file and run none.
const { NODE_TEST_CONTEXT: _marker, ...runnerEnv } = process.env;
const fixture = (name: string) => `scripts/fixtures/server-tests/${name}.fixture.ts`;

interface Run {
  code: number;
  output: string;
  /** The TAP summary's counts, as test-all.sh reads them. */
  pass: number;
  fail: number;
}

function runServerTests(files: string[], env: Record<string, string> = {}): Promise<Run> {
  const tap = path.join(scratch, `${path.basename(files[0]!)}.tap`);
  return new Promise((resolve) => {
    const child = execFile(
      'bash',
      ['scripts/server-tests.sh', tap, ...files],
      { cwd: repoRoot, env: { ...runnerEnv, ...env }, timeout: 240_000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const summary = fs.existsSync(tap) ? fs.readFileSync(tap, 'utf8') : '';
        const count = (name: string) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(summary)?.[1] ?? NaN);
        resolve({
          code: child.exitCode ?? (error ? 1 : 0),
          output: stdout + stderr,
          pass: count('pass'),
          fail: count('fail'),
        });
      },
    );
    child.stdin?.end();
  });
}

describe('the server tests runner (scripts/server-tests.sh)', () => {
  it(
    'runs two files at once, each on databases of its own: the same rows do not collide',
    { timeout: 250_000 },
    async () => {
      const meeting = fs.mkdtempSync(path.join(scratch, 'meeting-'));
      const run = await runServerTests([fixture('one'), fixture('two')], {
        SERVER_TEST_MEETING: meeting,
        SERVER_TEST_WORKERS: '2',
      });
      assert.equal(run.code, 0, run.output);
      const kinds = process.env.TEST_DATABASE_URL ? 2 : 1;
      assert.deepEqual({ pass: run.pass, fail: run.fail }, { pass: 2 * kinds, fail: 0 }, run.output);
    },
  );

  it('fails on a failing test and counts it', { timeout: 250_000 }, async () => {
    const run = await runServerTests([fixture('failing')]);
    assert.notEqual(run.code, 0, run.output);
    assert.deepEqual({ pass: run.pass, fail: run.fail }, { pass: 1, fail: 1 }, run.output);
    assert.match(run.output, /fails on purpose/);
  });

  it(
    'fails a run whose test leaves a rejection nobody handles, and shows its error',
    { timeout: 250_000 },
    async () => {
      const run = await runServerTests([fixture('strayRejection')]);
      assert.notEqual(run.code, 0, run.output);
      assert.ok(run.fail >= 1, run.output);
      assert.match(run.output, /a stray rejection, on purpose/);
    },
  );

  it(
    'runs files of one batch one after another, each with its own hooks, and counts what failed outside their tests',
    { timeout: 250_000 },
    async () => {
      const files = ['hooksA', 'hooksB', 'unloadable', 'afterFails'].map(fixture);
      const run = await runServerTests(files, { SERVER_TEST_WORKERS: '1' });
      assert.notEqual(run.code, 0, run.output);
      // hooksA, hooksB and afterFails' own test pass; unloadable's `loads` and afterFails' after hook fail.
      assert.deepEqual({ pass: run.pass, fail: run.fail }, { pass: 3, fail: 2 }, run.output);
      assert.match(run.output, /cannot be loaded, on purpose/);
      assert.match(run.output, /afterFails\.fixture\.ts ran its after hooks/);
    },
  );
});
