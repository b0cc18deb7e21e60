import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { alertThreshold, percent, waveGates, type GateInput } from './gates';
import type { RolloutCounts } from './model';

const hour = 3_600_000;
const now = Date.UTC(2026, 10, 20, 12);

const counts = (part: Partial<RolloutCounts>): RolloutCounts => ({
  stores: 10,
  targets: 100,
  waitingForWindow: 0,
  due: 0,
  installing: 0,
  installed: 100,
  failed: 0,
  offline: 0,
  rolledBack: 0,
  ...part,
});

const input = (part: Partial<GateInput> = {}): GateInput => ({
  kind: 'cashpoint',
  plan: { soakHours: 2, minSuccessPercent: 90, maxFailurePercent: 5 },
  counts: counts({}),
  silentAfterInstall: 0,
  alertsAfter: 0,
  alertsBefore: 0,
  dayClosesDue: 0,
  dayClosesDone: 0,
  soakFrom: now - 3 * hour,
  now,
  ...part,
});

const gate = (verdict: ReturnType<typeof waveGates>, kind: string) => verdict.gates.find((g) => g.kind === kind)!;

describe('the gates of a wave', () => {
  it('computes shares in percent with one decimal', () => {
    assert.equal(percent(1, 3), 33.3);
    assert.equal(percent(2, 3), 66.7);
    assert.equal(percent(0, 0), 0);
    assert.equal(percent(40, 100), 40);
  });

  it('all hold for a wave that installed everywhere, soaked and stayed quiet', () => {
    const verdict = waveGates(input());
    assert.equal(verdict.allHold, true);
    assert.equal(verdict.pauseNow, null);
    assert.deepEqual(
      verdict.gates.map((g) => g.kind),
      ['successShare', 'failureShare', 'heartbeatAfterInstall', 'alertRise', 'dayClose', 'soak'],
    );
  });

  it('a store update has no day close gate', () => {
    const verdict = waveGates(input({ kind: 'store' }));
    assert.equal(
      verdict.gates.some((g) => g.kind === 'dayClose'),
      false,
    );
  });

  for (const [failed, holds] of [
    [5, true],
    [6, false],
    [40, false],
  ] as const) {
    it(`failure share ${failed} % against a ceiling of 5 %: ${holds ? 'holds' : 'pauses at once'}`, () => {
      const verdict = waveGates(input({ counts: counts({ installed: 100 - failed, failed }) }));
      assert.deepEqual(gate(verdict, 'failureShare'), { kind: 'failureShare', value: failed, threshold: 5, holds });
      assert.equal(verdict.pauseNow, holds ? null : 'failureShare');
    });
  }

  it('counts failures against every target of the wave, so a few early ones do not pause it', () => {
    const verdict = waveGates(input({ counts: counts({ installed: 2, failed: 2, due: 96 }) }));
    assert.equal(gate(verdict, 'failureShare').value, 2);
    assert.equal(verdict.pauseNow, null);
  });

  it('judges only targets not rolled back', () => {
    const verdict = waveGates(input({ counts: counts({ installed: 50, failed: 0, rolledBack: 50 }) }));
    assert.equal(gate(verdict, 'successShare').value, 100);
  });

  for (const [installed, holds] of [
    [90, true],
    [89, false],
  ] as const) {
    it(`success share ${installed} % against at least 90 %: ${holds ? 'holds' : 'does not hold'}`, () => {
      const verdict = waveGates(input({ counts: counts({ installed, offline: 100 - installed }) }));
      assert.equal(gate(verdict, 'successShare').holds, holds);
      assert.equal(verdict.pauseNow, null, 'a low success share waits for the end of the soak');
    });
  }

  it('holds the heartbeat gate while an installed target is silent', () => {
    const verdict = waveGates(input({ silentAfterInstall: 3 }));
    assert.deepEqual(gate(verdict, 'heartbeatAfterInstall'), {
      kind: 'heartbeatAfterInstall',
      value: 3,
      threshold: 0,
      holds: false,
    });
    assert.equal(verdict.allHold, false);
    assert.equal(verdict.pauseNow, null);
  });

  for (const [before, after, holds] of [
    [0, 1, true],
    [0, 2, false],
    [3, 6, true],
    [3, 7, false],
  ] as const) {
    it(`alerts ${before} before and ${after} since the start: ${holds ? 'holds' : 'pauses at once'}`, () => {
      const verdict = waveGates(input({ alertsBefore: before, alertsAfter: after }));
      assert.deepEqual(gate(verdict, 'alertRise'), {
        kind: 'alertRise',
        value: after,
        threshold: alertThreshold(before),
        holds,
      });
      assert.equal(verdict.pauseNow, holds ? null : 'alertRise');
    });
  }

  for (const [due, done, value, holds] of [
    // None due yet: nothing to judge, it holds, and shows 0 (no due store) rather than a 100 % not earned.
    [0, 0, 0, true],
    [50, 49, 98, true],
    [100, 97, 97, false],
  ] as const) {
    it(`day closes ${done} of ${due} due: ${value} %, ${holds ? 'holds' : 'does not hold'}`, () => {
      const verdict = waveGates(input({ dayClosesDue: due, dayClosesDone: done }));
      assert.deepEqual(gate(verdict, 'dayClose'), { kind: 'dayClose', value, threshold: 98, holds });
    });
  }

  it('holds the soak until its hours since the last install have passed', () => {
    const soaking = waveGates(input({ soakFrom: now - 1.5 * hour }));
    assert.deepEqual(gate(soaking, 'soak'), { kind: 'soak', value: 1.5, threshold: 2, holds: false });
    assert.equal(soaking.allHold, false);
    assert.equal(gate(waveGates(input({ soakFrom: now - 2 * hour })), 'soak').holds, true);
  });

  it('a wave with nothing left to judge holds its share and soak gates', () => {
    const verdict = waveGates(input({ counts: counts({ installed: 0, rolledBack: 100 }), soakFrom: now }));
    assert.equal(verdict.allHold, true);
  });
});
