import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { judgeBatch, judgeTarget, type GateFacts } from './gates';

// The gates as a pure judgement: the order in which they hold (deadline, approval, opening hours,
// open receipt, slots), what 'Notfall' lifts, which kinds they spare, and that a batch takes slots
// as it goes.

const now = 1_000_000;
const facts = (over: Partial<GateFacts> = {}): GateFacts => ({
  now,
  emergency: false,
  storeOpen: false,
  openReceipt: false,
  runningInStore: 0,
  runningInContext: 0,
  limits: { perStore: 1, perContext: 200 },
  ...over,
});
const queued = { kind: 'restartPos' as const, state: 'queued' as const, deadlineAt: now + 60_000 };

describe('the gates of a remote action', () => {
  it('hold in order: deadline, approval, opening hours, open receipt, slots', () => {
    assert.deepEqual(judgeTarget({ ...queued, deadlineAt: now }, facts({ storeOpen: true })), { verdict: 'expire' });
    assert.deepEqual(judgeTarget({ ...queued, state: 'waitingForApproval' }, facts({ storeOpen: true })), {
      verdict: 'hold',
      hold: 'waitingForApproval',
    });
    assert.deepEqual(judgeTarget(queued, facts({ storeOpen: true, openReceipt: true })), {
      verdict: 'hold',
      hold: 'waitingForWindow',
    });
    assert.deepEqual(judgeTarget(queued, facts({ openReceipt: true, runningInStore: 1 })), {
      verdict: 'hold',
      hold: 'waitingForReceipt',
    });
    assert.deepEqual(judgeTarget(queued, facts({ runningInStore: 1 })), { verdict: 'hold', hold: 'waitingForSlot' });
    assert.deepEqual(judgeTarget(queued, facts({ runningInContext: 200 })), {
      verdict: 'hold',
      hold: 'waitingForSlot',
    });
    assert.deepEqual(judgeTarget(queued, facts()), { verdict: 'deliver' });
  });

  it("lets 'Notfall' past the opening hours only, and spares harmless kinds both business gates", () => {
    assert.deepEqual(judgeTarget(queued, facts({ storeOpen: true, emergency: true })), { verdict: 'deliver' });
    assert.deepEqual(judgeTarget(queued, facts({ storeOpen: true, emergency: true, openReceipt: true })), {
      verdict: 'hold',
      hold: 'waitingForReceipt',
    });
    const logs = { ...queued, kind: 'collectLogs' as const };
    assert.deepEqual(judgeTarget(logs, facts({ storeOpen: true, openReceipt: true })), { verdict: 'deliver' });
  });

  it('hands a sent target out again until it starts, and nothing for running or ended ones', () => {
    assert.deepEqual(judgeTarget({ ...queued, state: 'sent' }, facts({ storeOpen: true, runningInStore: 1 })), {
      verdict: 'deliver',
    });
    for (const state of ['running', 'succeeded', 'failed', 'expired', 'cancelled'] as const) {
      assert.deepEqual(judgeTarget({ ...queued, state, deadlineAt: 0 }, facts()), { verdict: 'none' });
    }
  });

  it('takes a slot per deliverable target of a batch', () => {
    const target = (store: number) => ({
      target: queued,
      storeKey: store,
      openReceipt: false,
      emergency: false,
      item: store,
    });
    const stores = new Map([
      [1, { storeOpen: false, anyOpenReceipt: false, runningInStore: 0 }],
      [2, { storeOpen: false, anyOpenReceipt: false, runningInStore: 0 }],
    ]);
    const judged = judgeBatch([target(1), target(1), target(2)], stores, {
      now,
      runningInContext: 0,
      limits: { perStore: 1, perContext: 200 },
    });
    assert.deepEqual(
      judged.map((j) => j.verdict.verdict),
      ['deliver', 'hold', 'deliver'],
    );
    const tight = judgeBatch([target(1), target(2)], stores, {
      now,
      runningInContext: 199,
      limits: { perStore: 1, perContext: 200 },
    });
    assert.deepEqual(
      tight.map((j) => j.verdict.verdict),
      ['deliver', 'hold'],
    );
  });
});
