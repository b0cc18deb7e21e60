import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { compareValues, replay, valuesBefore, type Change, type Values } from '.';

// 'Vergleichen''s pure core: walking changes back undoes replaying them forwards, and the comparison
// lists only the keys that differ.

// Plain objects, as JSON.parse gives them (fast-check's dictionaries have no prototype).
const valuesArb = fc
  .dictionary(fc.constantFrom('a', 'b', 'c', 'd'), fc.constantFrom('1', '2', '3'))
  .map((values): Values => ({ ...values }));

/** The changes a course of values leaves, as the ingest stores them (one per differing key). */
function changesOf(course: Values[]): Change[] {
  const out: Change[] = [];
  for (let i = 1; i < course.length; i++) {
    const [was, is] = [course[i - 1]!, course[i]!];
    for (const key of [...new Set([...Object.keys(was), ...Object.keys(is)])].sort())
      if ((was[key] ?? null) !== (is[key] ?? null)) out.push({ key, old: was[key] ?? null, new: is[key] ?? null });
  }
  return out;
}

describe('history compare logic', () => {
  it('gives back the values of any earlier point from the last ones and the changes after it', () => {
    fc.assert(
      fc.property(fc.array(valuesArb, { minLength: 1, maxLength: 8 }), fc.nat(7), (course, pick) => {
        const i = pick % course.length;
        const after = changesOf(course.slice(i));
        assert.deepEqual(replay(course[i]!, after), course.at(-1));
        assert.deepEqual(valuesBefore(course.at(-1)!, [...after].reverse()), course[i]);
      }),
    );
  });

  it('lists only the differing keys, sorted, a missing value as null, and counts the same ones', () => {
    assert.deepEqual(compareValues({ b: '1', a: '2', c: '3' }, { a: '2', b: '9', d: '4' }), {
      rows: [
        { key: 'b', left: '1', right: '9' },
        { key: 'c', left: '3', right: null },
        { key: 'd', left: null, right: '4' },
      ],
      same: 1,
    });
  });
});
