import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { berlinDay, berlinDayStart } from '../storeHealth/logic';
import { Prng } from '../demo/prng';
import { cutProne, fileVersion, missesPrices, paperProne, pricesProne, uplinkProne } from '../demo/storeHealthData';
import { target, type SimStore } from './fleet';
import { cutNow, registerSections, reloadMasterData, serverSections, stepStore, storeIsOpen } from './storeHealth';

// Issue 51: each store-health scenario the simulator plays happens on the simulated clock, by the
// store's hours (without a calendar a till's: Monday to Saturday, 7 to 20 in Berlin), and ends.

const minute = 60_000;
/** Monday 2 March 2026, 00:00 in Berlin. */
const monday = Date.parse('2026-03-01T23:00:00Z');

/** The first store number (from 1001) that `fits`. */
function storeWhere(fits: (storeId: string) => boolean): string {
  for (let n = 1001; n < 9999; n++) if (fits(String(n))) return String(n);
  throw new Error('no store fits');
}

const storeOf = (storeId: string): SimStore => ({
  storeId,
  name: '',
  registers: [target(storeId, '1')],
  server: target(storeId, null),
});

/** Steps the store every 30 s from `from` for `days` days, calling `look` after each step. */
function play(store: SimStore, from: number, days: number, look: (now: number, open: boolean) => void) {
  const prng = new Prng(7);
  for (let now = from; now < from + days * 1440 * minute; now += 30_000) look(now, stepStore(store, now, prng));
}

interface Sections {
  peripherals: { kind: string; state: string; since: string }[];
  payment: { lastTransactionAt: string | null; lastCutAt: string | null };
  dataFlow: { unsentReceipts: number; oldestUnsentAt: string | null };
}
const sectionsOf = (store: SimStore, now: number) => registerSections(store.registers[0]!, now, true) as Sections;

describe('the simulated store health', () => {
  it('runs a prone printer out of paper while its store is open and refills it within the hour', () => {
    const store = storeOf(storeWhere((s) => paperProne(s, '1')));
    const episodes: { outAt: number; open: boolean; refilledAt: number | null }[] = [];
    play(store, monday, 6, (now, open) => {
      const printer = sectionsOf(store, now).peripherals.find((p) => p.kind === 'printer')!;
      const last = episodes[episodes.length - 1];
      if (printer.state === 'paperOut' && (!last || last.refilledAt !== null))
        episodes.push({ outAt: Date.parse(printer.since), open, refilledAt: null });
      if (printer.state === 'ok' && last && last.refilledAt === null) last.refilledAt = now;
    });
    assert.ok(episodes.length >= 1, 'ran out of paper at least once');
    for (const e of episodes) {
      assert.ok(e.open, `out of paper at ${new Date(e.outAt).toISOString()} while open`);
      assert.ok(e.refilledAt !== null, 'refilled');
      const after = (e.refilledAt - e.outAt) / minute;
      assert.ok(after >= 40 && after <= 61, `refilled after ${after} minutes`);
    }
    // A register not prone keeps its paper.
    const other = storeOf(storeWhere((s) => !paperProne(s, '1')));
    play(other, monday, 2, (now) =>
      assert.equal(sectionsOf(other, now).peripherals.filter((p) => p.state !== 'ok').length, 0),
    );
  });

  it("cuts every terminal at its store's close; a prone one misses a cut now and then, caught up at the next close", () => {
    const store = storeOf(storeWhere((s) => cutProne(s, '1')));
    let missed = 0;
    let uncutSince: number | null = null;
    let wasOpen = false;
    play(store, monday, 8, (now, open) => {
      const { lastTransactionAt, lastCutAt } = sectionsOf(store, now).payment;
      const uncut = Date.parse(lastTransactionAt!) > Date.parse(lastCutAt!);
      if (wasOpen && !open) {
        // Just closed: cut, or missed (its payments stay uncut into the next day).
        if (uncut) {
          missed += 1;
          assert.equal(uncutSince, null, 'two closes in a row missed');
          uncutSince = now;
        } else uncutSince = null;
      }
      if (uncutSince !== null && !uncut) uncutSince = null;
      wasOpen = open;
    });
    assert.ok(missed >= 1, `missed ${missed} cuts`);
    // An eftCut action ends it at once.
    const t = store.registers[0]!;
    cutNow(t, monday + 9 * 1440 * minute);
    assert.equal(
      (registerSections(t, monday + 9 * 1440 * minute, true) as Sections).payment.lastCutAt,
      new Date(monday + 9 * 1440 * minute).toISOString(),
    );
  });

  it("backs up a prone store's receipts while its line is down and drains them after", () => {
    const store = storeOf(storeWhere(uplinkProne));
    let backlogs = 0;
    let oldestAge = 0;
    let waiting = 0;
    play(store, monday, 6, (now) => {
      const flow = sectionsOf(store, now).dataFlow;
      if (flow.unsentReceipts > 0 && waiting === 0) backlogs += 1;
      if (flow.oldestUnsentAt) oldestAge = Math.max(oldestAge, now - Date.parse(flow.oldestUnsentAt));
      waiting = flow.unsentReceipts;
    });
    assert.ok(backlogs >= 1, 'a backlog at least once');
    assert.ok(oldestAge > 30 * minute, `the oldest waited ${oldestAge / minute} minutes`);
    assert.equal(waiting, 0, 'all sent in the end');
  });

  it("leaves a prone store server without the day's price file on some days, until the next night or a reload", () => {
    const storeId = storeWhere(pricesProne);
    let day = monday;
    while (!missesPrices(storeId, berlinDay(day))) day += 1440 * minute;
    const store = storeOf(storeId);
    const prices = (now: number) =>
      (serverSections(store.server!, now, true) as { masterData: { kind: string; version: string }[] }).masterData.find(
        (f) => f.kind === 'prices',
      )!.version;
    const noon = day + 12 * 60 * minute;
    play(store, day - 60 * minute, 1 + 13 / 24, (now, open) => {
      if (open && now < berlinDayStart(noon) + 1440 * minute)
        assert.notEqual(prices(now), fileVersion('prices', berlinDay(day)));
    });
    assert.ok(storeIsOpen(store, noon + 1440 * minute - 30_000));
    // The next night's file came.
    assert.equal(prices(noon + 1440 * minute), fileVersion('prices', berlinDay(noon + 1440 * minute)));
    // A reload brings the day's file at once.
    const again = storeOf(storeId);
    play(again, day - 60 * minute, 0.5, () => undefined);
    reloadMasterData(again.server!, noon);
    const reloaded = (serverSections(again.server!, noon, true) as { masterData: { kind: string; version: string }[] })
      .masterData;
    assert.equal(reloaded.find((f) => f.kind === 'prices')!.version, fileVersion('prices', berlinDay(noon)));
  });
});
