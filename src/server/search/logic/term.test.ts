import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { matchRank, readTerm } from './term';

describe('a search term', () => {
  it('names a register in every form an operator types it', () => {
    for (const form of ['4711/3', '4711-03', '4711 3', '4711.3', '4711 / 3', '4711-003'])
      assert.deepEqual(readTerm(form).register, { storeId: '4711', posId: '3' }, form);
  });

  it('names no register in a host name, a word or a lone number', () => {
    for (const form of ['kasse-4711-3', '4711', '4711/', '/3', '4711/3a', 'Filiale 4711/3'])
      assert.equal(readTerm(form).register, undefined, form);
  });

  it('takes digits alone as the start of a store number, and keeps the text in lower case', () => {
    assert.deepEqual(readTerm('0471'), { text: '0471', digits: '0471' });
    assert.deepEqual(readTerm('KASSE-47'), { text: 'kasse-47' });
  });

  it('reads any store and register number back as written, without the leading zeros of the register', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9]\d{0,5}$/),
        fc.integer({ min: 1, max: 999 }),
        fc.nat(3),
        (store, pos, zeros) => {
          const term = readTerm(`${store}-${'0'.repeat(zeros)}${pos}`);
          assert.deepEqual(term.register, { storeId: store, posId: String(pos) });
        },
      ),
    );
  });

  it('ranks the whole value before its start before a part, ignoring case', () => {
    assert.equal(matchRank('Hamburg', 'hamburg'), 0);
    assert.equal(matchRank('Hamburg-Altona', 'hamburg'), 1);
    assert.equal(matchRank('Filiale Hamburg', 'hamburg'), 2);
    assert.equal(matchRank('Bremen', 'hamburg'), undefined);
    assert.equal(matchRank(null, 'hamburg'), undefined);
  });
});
