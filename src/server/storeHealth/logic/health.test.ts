import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { judgeStore, storeState, type RegisterFacts, type StoreFacts } from './health';
import { uncutSince } from './payments';

// The store health rule (issue 51) on facts alone: red stops the store selling now and holds only
// while it is open, yellow needs care, a closed store's devices are no cause.

// 30.11.2026 10:00 UTC = 11:00 in Berlin.
const now = Date.UTC(2026, 10, 30, 10, 0);
const min = 60_000;

const register = (more: Partial<RegisterFacts> = {}): RegisterFacts => ({
  uid: 'c3',
  posId: '3',
  peripherals: [],
  ...more,
});
const store = (
  open: boolean | null,
  registers: RegisterFacts[],
  masterData: StoreFacts['masterData'] = [],
): StoreFacts => ({
  storeUid: 's1',
  open,
  registers,
  masterData,
});
const paperOut = register({
  peripherals: [{ kind: 'printer', state: 'paperOut', since: Date.UTC(2026, 10, 30, 9, 42) }],
});
const terminal = (more: Partial<NonNullable<RegisterFacts['payment']>>) =>
  register({
    payment: {
      terminalId: 'T-1',
      reachable: true,
      reachableSince: now - 600 * min,
      uncutSince: null,
      offlineTransactions: 0,
      oldestOfflineAt: null,
      ...more,
    },
  });

describe('store health rule', () => {
  it('makes a printer out of paper red while the store is open, with the time in Berlin', () => {
    assert.deepEqual(judgeStore(store(true, [paperOut]), now), {
      state: 'red',
      causes: [
        {
          kind: 'peripheral',
          state: 'red',
          subject: 'c3',
          text: 'Bondrucker Kasse 3: Papier leer seit 10:42',
          since: Date.UTC(2026, 10, 30, 9, 42),
        },
      ],
    });
  });

  it('leaves a closed store green whatever its devices and terminal say', () => {
    const unreachable = terminal({ reachable: false });
    assert.deepEqual(judgeStore(store(false, [paperOut, unreachable]), now), { state: 'green', causes: [] });
  });

  it('counts a store whose calendar names no hours as open', () => {
    assert.equal(judgeStore(store(null, [paperOut]), now).state, 'red');
  });

  it('makes little paper and a stopped scanner yellow, not red', () => {
    const r = register({
      peripherals: [
        { kind: 'printer', state: 'paperLow', since: now - 5 * min },
        { kind: 'scanner', state: 'offline', since: now - 5 * min },
        { kind: 'eft', state: 'ok', since: now - 500 * min },
      ],
    });
    const health = judgeStore(store(true, [r]), now);
    assert.equal(health.state, 'yellow');
    assert.deepEqual(
      health.causes.map((c) => c.text),
      ['Bondrucker Kasse 3: Papier fast leer seit 10:55', 'Scanner Kasse 3: nicht erreichbar seit 10:55'],
    );
  });

  it('makes an unreachable terminal red while open; offline payments waiting yellow at any time', () => {
    assert.equal(judgeStore(store(true, [terminal({ reachable: false })]), now).state, 'red');
    const waiting = terminal({ offlineTransactions: 4, oldestOfflineAt: now - 48 * min });
    for (const open of [true, false]) {
      const health = judgeStore(store(open, [waiting]), now);
      assert.equal(health.state, 'yellow');
      assert.equal(health.causes[0]!.text, 'Kartenterminal Kasse 3: 4 Offline-Zahlungen warten seit 10:12');
    }
  });

  it("makes a past day's payments without a cut yellow, today's not", () => {
    const yesterday = Date.UTC(2026, 10, 29, 17, 3);
    const health = judgeStore(store(true, [terminal({ uncutSince: yesterday })]), now);
    assert.equal(health.state, 'yellow');
    assert.equal(health.causes[0]!.text, 'Kartenterminal Kasse 3: Kassenschnitt fehlt für Zahlungen seit 29.11. 18:03');
    assert.equal(judgeStore(store(true, [terminal({ uncutSince: now - 60 * min })]), now).state, 'green');
  });

  it('makes receipts unsent for more than 30 minutes red while open and yellow while closed', () => {
    const flow = (minutes: number) =>
      register({ dataFlow: { unsentReceipts: 12, oldestUnsentAt: now - minutes * min } });
    assert.equal(judgeStore(store(true, [flow(30)]), now).state, 'green');
    assert.equal(judgeStore(store(true, [flow(31)]), now).state, 'red');
    assert.equal(judgeStore(store(false, [flow(31)]), now).state, 'yellow');
    assert.equal(
      judgeStore(store(true, [flow(31)]), now).causes[0]!.text,
      'Kasse 3: 12 Belege nicht gesendet seit 10:29',
    );
  });

  it('makes master data received but not applied yellow, and prices not applied today yellow while open', () => {
    const pending = { kind: 'prices' as const, version: 'P-7', receivedAt: now - 290 * min, appliedAt: null };
    assert.deepEqual(
      judgeStore(store(true, [], [pending]), now).causes.map((c) => [c.kind, c.state, c.subject, c.text]),
      [['masterDataPending', 'yellow', 's1', 'Preise (Version P-7): empfangen 06:10, nicht eingespielt']],
    );
    const yesterday = {
      kind: 'prices' as const,
      version: 'P-6',
      receivedAt: now - 1500 * min,
      appliedAt: now - 1490 * min,
    };
    assert.equal(
      judgeStore(store(true, [], [yesterday]), now).causes[0]!.text,
      'Preise: heute nicht eingespielt (zuletzt 29.11. 10:10)',
    );
    assert.equal(judgeStore(store(false, [], [yesterday]), now).state, 'green');
    const today = { kind: 'prices' as const, version: 'P-7', receivedAt: now - 300 * min, appliedAt: now - 290 * min };
    assert.equal(judgeStore(store(true, [], [today]), now).state, 'green');
  });

  it('lists red causes before yellow ones and the older first', () => {
    const r = register({
      peripherals: [
        { kind: 'printer', state: 'paperLow', since: now - 90 * min },
        { kind: 'eft', state: 'error', since: now - 5 * min },
        { kind: 'printer', state: 'coverOpen', since: now - 10 * min },
      ],
    });
    assert.deepEqual(
      judgeStore(store(true, [r]), now).causes.map((c) => [c.state, c.text]),
      [
        ['red', 'Bondrucker Kasse 3: Deckel offen seit 10:50'],
        ['red', 'Kartenterminal Kasse 3: Störung seit 10:55'],
        ['yellow', 'Bondrucker Kasse 3: Papier fast leer seit 09:30'],
      ],
    );
  });

  it("gives a store's state alone (the list's counts) as the whole judgement gives it", () => {
    const facts: StoreFacts[] = [];
    const registers = [
      paperOut,
      terminal({ reachable: false }),
      terminal({ offlineTransactions: 2, oldestOfflineAt: now - 10 * min }),
      terminal({ uncutSince: Date.UTC(2026, 10, 29, 17, 3) }),
      register({ dataFlow: { unsentReceipts: 3, oldestUnsentAt: now - 31 * min } }),
      register({ peripherals: [{ kind: 'scale', state: 'error', since: now - min }] }),
      register(),
    ];
    const prices = {
      kind: 'prices' as const,
      version: 'P-6',
      receivedAt: now - 1500 * min,
      appliedAt: now - 1490 * min,
    };
    for (const open of [true, false, null])
      for (const r of registers) for (const masterData of [[], [prices]]) facts.push(store(open, [r], masterData));
    const states = facts.map((f) => storeState(f, now));
    assert.deepEqual(
      states,
      facts.map((f) => judgeStore(f, now).state),
    );
    assert.deepEqual(new Set(states), new Set(['red', 'yellow', 'green']));
  });

  it('keeps the first payment after the last cut until a cut covers it', () => {
    assert.equal(uncutSince(null, 100, 50), 100);
    assert.equal(uncutSince(100, 200, 50), 100);
    assert.equal(uncutSince(100, 200, 150), 200);
    assert.equal(uncutSince(100, 200, 250), null);
    assert.equal(uncutSince(null, null, null), null);
    assert.equal(uncutSince(null, 100, null), 100);
  });
});
