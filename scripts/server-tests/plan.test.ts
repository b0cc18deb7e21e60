import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { planBatches, readTimes } from './plan';

// The batches of scripts/server-tests.sh: every file in exactly one, of about equal time, the
// longest first, and the files that need a process of their own alone.

const files = Array.from({ length: 40 }, (_, i) => `src/server/f${String(i).padStart(2, '0')}.test.ts`);
const times = new Map(files.map((file, i) => [file, (i % 10) + 1]));

describe('the server test batches (scripts/server-tests/plan.ts)', () => {
  it('puts every file in one batch, about a minute each, the longest batch first', () => {
    const batches = planBatches(files, times, 2);
    assert.deepEqual(batches.flatMap((b) => b.files).sort(), files);
    // 220 s of tests: 4 batches of 55 s.
    assert.deepEqual(
      batches.map((b) => b.seconds),
      [55, 55, 55, 55],
    );
  });

  it('keeps the files that need a process of their own alone, and the longest of all first', () => {
    const alone = 'src/server/demo/demoStory.test.ts';
    const batches = planBatches([...files, alone], new Map([...times, [alone, 300]]), 2);
    assert.deepEqual(batches[0], { files: [alone], seconds: 300 });
    assert.equal(batches.filter((b) => b.files.includes(alone)).length, 1);
  });

  it('makes at least one batch per worker, so that files given on the command line run side by side', () => {
    const two = files.slice(0, 2);
    assert.deepEqual(
      planBatches(two, new Map(), 2).map((b) => b.files),
      [[two[0]], [two[1]]],
    );
    assert.deepEqual(
      planBatches(two, new Map(), 1).map((b) => b.files),
      [two],
    );
  });

  it('reads the durations reporter’s lines', () => {
    assert.deepEqual(
      readTimes('12.5 src/a.test.ts\n0.3 eslint/b.test.ts\n'),
      new Map([
        ['src/a.test.ts', 12.5],
        ['eslint/b.test.ts', 0.3],
      ]),
    );
  });
});
