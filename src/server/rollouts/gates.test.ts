import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gateCountsAlert, percent, waveGates, type GateInput } from './gates';
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
  alertsNow: 0,
  alertsBefore: 0,
  alertRiseStores: [],
  dayClosesDue: 0,
  dayClosesDone: 0,
  dayCloseUnmeasurable: 0,
  stores: 10,
  soakFrom: now - 3 * hour,
  now,
  ...part,
});

/** A gate's kind, value, threshold, holds and state (what the thresholds decide). */
const gate = (verdict: ReturnType<typeof waveGates>, kind: string) => {
  const { kind: k, value, threshold, holds, state } = verdict.gates.find((g) => g.kind === kind)!;
  return { kind: k, value, threshold, holds, state };
};
const stateOf = (holds: boolean) => (holds ? 'holds' : 'fails');

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
      assert.deepEqual(gate(verdict, 'failureShare'), {
        kind: 'failureShare',
        value: failed,
        threshold: 5,
        holds,
        state: stateOf(holds),
      });
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

  it('fails the heartbeat gate while an installed target is silent', () => {
    const verdict = waveGates(input({ silentAfterInstall: 3 }));
    assert.deepEqual(gate(verdict, 'heartbeatAfterInstall'), {
      kind: 'heartbeatAfterInstall',
      value: 3,
      threshold: 0,
      holds: false,
      state: 'fails',
    });
    assert.equal(verdict.allHold, false);
    assert.equal(verdict.pauseNow, null);
  });

  for (const [before, now_, rose, holds] of [
    [0, 0, 0, true],
    [0, 1, 1, false],
    [3, 3, 0, true],
    [3, 4, 1, false],
  ] as const) {
    it(`alerts open ${before} at the start and ${now_} now: ${holds ? 'holds' : 'pauses at once'}`, () => {
      const stores = Array.from({ length: rose }, (_, i) => ({ uid: `s${i}`, storeId: String(100 + i) }));
      const verdict = waveGates(input({ alertsBefore: before, alertsNow: now_, alertRiseStores: stores }));
      assert.deepEqual(gate(verdict, 'alertRise'), {
        kind: 'alertRise',
        value: now_,
        threshold: before,
        holds,
        state: stateOf(holds),
      });
      assert.equal(verdict.pauseNow, holds ? null : 'alertRise');
      if (!holds) assert.deepEqual(verdict.gates.find((g) => g.kind === 'alertRise')!.stores, stores);
    });
  }

  for (const [due, done, value, state] of [
    // None due yet: nothing to judge yet ('noch offen'), and 0 rather than a 100 % not earned.
    [0, 0, 0, 'pending'],
    [50, 49, 98, 'holds'],
    [100, 97, 97, 'fails'],
  ] as const) {
    it(`day closes ${done} of ${due} due: ${value} %, ${state}`, () => {
      const verdict = waveGates(input({ dayClosesDue: due, dayClosesDone: done }));
      assert.deepEqual(gate(verdict, 'dayClose'), {
        kind: 'dayClose',
        value,
        threshold: 98,
        holds: state !== 'fails',
        state,
      });
    });
  }

  it('counts stores without a store server as not measurable for the day close, never as failed', () => {
    const some = waveGates(input({ dayClosesDue: 1, dayClosesDone: 1, dayCloseUnmeasurable: 1, stores: 2 }));
    assert.equal(gate(some, 'dayClose').state, 'holds');
    assert.equal(some.gates.find((g) => g.kind === 'dayClose')!.unmeasurable, 1);
    const none = waveGates(input({ dayCloseUnmeasurable: 2, stores: 2 }));
    assert.equal(gate(none, 'dayClose').state, 'unmeasurable');
    assert.equal(none.allHold, true);
  });

  it("shows 'noch offen' until the wave had time to act, not '✗' seconds after it began", () => {
    const fresh = waveGates(input({ counts: counts({ installed: 0, due: 100 }), soakFrom: now }));
    assert.deepEqual(
      fresh.gates.map((g) => [g.kind, g.state]),
      [
        ['successShare', 'pending'],
        ['failureShare', 'pending'],
        ['heartbeatAfterInstall', 'pending'],
        ['alertRise', 'pending'],
        ['dayClose', 'pending'],
        ['soak', 'pending'],
      ],
    );
    assert.equal(fresh.pauseNow, null);
  });

  it('an overridden gate holds while it gets no worse than when it was overridden, and fails when it does', () => {
    const override = { value: 40, at: now - hour, by: 'operator', comment: 'Bekannter Fehler der Testkassen' };
    const failed = counts({ installed: 60, failed: 40 });
    const same = waveGates(input({ counts: failed, overrides: [{ kind: 'failureShare', ...override }] }));
    assert.equal(gate(same, 'failureShare').state, 'overridden');
    assert.equal(same.pauseNow, null);
    const worse = counts({ installed: 50, failed: 50 });
    const more = waveGates(input({ counts: worse, overrides: [{ kind: 'failureShare', ...override }] }));
    assert.equal(gate(more, 'failureShare').state, 'fails');
    assert.equal(more.pauseNow, 'failureShare');
  });

  it('holds the soak until its hours since the last install have passed', () => {
    const soaking = waveGates(input({ soakFrom: now - 1.5 * hour }));
    assert.deepEqual(gate(soaking, 'soak'), { kind: 'soak', value: 1.5, threshold: 2, holds: true, state: 'pending' });
    assert.equal(soaking.allHold, false);
    assert.equal(gate(waveGates(input({ soakFrom: now - 2 * hour })), 'soak').state, 'holds');
  });

  it('ends the soak at its time to the second, not when its value rounded to a tenth of an hour reaches it', () => {
    // The progress view shows 'Beobachtung bis' last install + soak: the gate holds from then, not before.
    const short = (soakHours: number, soakedMs: number) =>
      gate(waveGates(input({ plan: { ...input().plan, soakHours }, soakFrom: now - soakedMs })), 'soak').state;
    assert.equal(short(0.005, 18_000), 'holds', 'a soak of 18 s is over after 18 s');
    assert.equal(short(0.005, 17_000), 'pending');
    assert.equal(short(2, 2 * hour - 60_000), 'pending', 'a minute before the end (1.98 h shows as 2) it still soaks');
  });

  it('a wave with nothing left to judge holds its share and soak gates', () => {
    const verdict = waveGates(input({ counts: counts({ installed: 0, rolledBack: 100 }), soakFrom: now }));
    assert.equal(verdict.allHold, true);
  });

  it("counts a device alert only with a device offline or in error: paper and a cover are a person's to mend", () => {
    const device = (detail: string | null) => gateCountsAlert({ kind: 'peripheralDown', detail });
    assert.equal(device('printer:paperOut'), false);
    assert.equal(device('printer:coverOpen, printer:paperLow'), false);
    assert.equal(device('printer:paperOut, eft:offline'), true);
    assert.equal(device('printer:error'), true);
    assert.equal(device(null), true, 'an alert that names no device counts');
    assert.equal(gateCountsAlert({ kind: 'serviceStopped', detail: 'paperOut' }), true, 'other kinds always count');
  });
});
