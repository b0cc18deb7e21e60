import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { movingTimeStepMs, sectionChanged, sectionKey } from './sectionChange';

const minute = 60_000;
const at = (minutes: number) => new Date(Date.parse('2026-11-30T10:00:00Z') + minutes * minute).toISOString();
const payment = (sale: number | null, cut: number | null, more: object = {}) => ({
  terminalId: 'T-1',
  reachable: true,
  lastTransactionAt: sale === null ? null : at(sale),
  lastCutAt: cut === null ? null : at(cut),
  offlineTransactions: 0,
  ...more,
});
const changed = (name: string, before: unknown, after: unknown) =>
  sectionChanged(sectionKey(name, before), sectionKey(name, after));

describe('when a section is written again', () => {
  it('writes a move of the last sale alone once it reaches the step, either way', () => {
    assert.equal(movingTimeStepMs, 5 * minute);
    assert.equal(changed('payment', payment(-10, -60), payment(-6, -60)), false);
    assert.equal(changed('payment', payment(-10, -60), payment(-5, -60)), true);
    assert.equal(changed('payment', payment(-10, -60), payment(-14, -60)), false);
    assert.equal(changed('payment', payment(-10, -60), payment(-15, -60)), true);
  });

  it('writes the first sale after the cut at once, and a sale first reported or no longer reported', () => {
    assert.equal(changed('payment', payment(-62, -60), payment(-59, -60)), true);
    assert.equal(changed('payment', payment(-59, -60), payment(-61, -60)), true);
    assert.equal(changed('payment', payment(-1, null), payment(0, null)), false);
    assert.equal(changed('payment', payment(null, -60), payment(-59, -60)), true);
    assert.equal(changed('payment', payment(-59, -60), payment(null, -60)), true);
  });

  it('compares every other field of the terminal exactly', () => {
    assert.equal(changed('payment', payment(-10, -60), payment(-10, -59)), true);
    assert.equal(changed('payment', payment(-10, -60), payment(-9, -60, { reachable: false })), true);
    assert.equal(changed('payment', payment(-10, -60), payment(-9, -60, { offlineTransactions: 1 })), true);
  });

  it('keeps the last upload at the same step and compares the unsent receipts exactly', () => {
    const flow = (upload: number, unsent = 0) => ({
      unsentReceipts: unsent,
      oldestUnsentAt: null,
      lastUploadAt: at(upload),
    });
    assert.equal(changed('dataFlow', flow(-3), flow(1)), false);
    assert.equal(changed('dataFlow', flow(-3), flow(2)), true);
    assert.equal(changed('dataFlow', flow(-3), flow(-2, 1)), true);
  });

  it('compares the devices and the master data exactly', () => {
    const printer = (since: number) => [{ kind: 'printer', name: 'Bondrucker', state: 'ok', since: at(since) }];
    assert.equal(changed('peripherals', printer(-10), printer(-10)), false);
    assert.equal(changed('peripherals', printer(-10), printer(-9)), true);
  });
});
