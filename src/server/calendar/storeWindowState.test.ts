import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CalendarFacts, SpecialDay, WindowRule } from '../../shared/calendar/types';
import { computeWindowState, dayCloseRetryMs } from './storeWindowState';
import { waitingText } from './waitingText';
import { nextUpdateWindow } from './logic';

// What the agent is told and how long it holds, from the computation's window, and the report's
// text of it in the store's own time.

const everyDay = (from: string, to: string) => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from, to }));
const berlin: CalendarFacts = {
  timeZone: 'Europe/Berlin',
  region: null,
  openingHours: everyDay('08:00', '20:00'),
  specialDays: [],
};
const canary: CalendarFacts = { ...berlin, timeZone: 'Atlantic/Canary' };
const rule: WindowRule = {
  enabled: true,
  minutesAfterClosing: 30,
  minutesBeforeOpening: 30,
  afterDayClose: false,
  fixedRange: null,
};
/** Wednesday, 2 December 2026, 12:00 in Berlin (11:00 UTC). */
const noon = Date.parse('2026-12-02T11:00:00Z');

describe('the window state of a store', () => {
  it('without an enabled rule: may install, for as long as nothing is saved', () => {
    const { state, validUntil } = computeWindowState(berlin, { ...rule, enabled: false }, noon, null);
    assert.deepEqual([state.mayInstall, state.notBefore, validUntil], [true, null, Infinity]);
  });

  it('while open: waits until the window starts (20:30 Berlin), and the state holds until then', () => {
    const { state, validUntil } = computeWindowState(berlin, rule, noon, null);
    const from = Date.parse('2026-12-02T19:30:00Z');
    assert.equal(nextUpdateWindow(berlin, rule, noon, null)!.from, from);
    assert.deepEqual([state.mayInstall, state.notBefore, validUntil], [false, from, from]);
    assert.equal(waitingText(state), 'wartet bis Mi 20:30');
  });

  it('inside the window: may install until it ends (07:30 Berlin)', () => {
    const at = Date.parse('2026-12-02T22:00:00Z');
    const { state, validUntil } = computeWindowState(berlin, rule, at, null);
    assert.deepEqual([state.mayInstall, validUntil], [true, Date.parse('2026-12-03T06:30:00Z')]);
    assert.equal(waitingText(state), null);
  });

  it("names the start in the store's own zone: 20:30 on the Canary Islands", () => {
    const { state } = computeWindowState(canary, rule, noon, null);
    assert.equal(state.notBefore, Date.parse('2026-12-02T20:30:00Z'));
    assert.equal(waitingText(state), 'wartet bis Mi 20:30');
  });

  it('waiting for the day close inside the window: asks again in 10 minutes', () => {
    const at = Date.parse('2026-12-02T22:00:00Z');
    const { state, validUntil } = computeWindowState(berlin, { ...rule, afterDayClose: true }, at, null);
    assert.deepEqual(
      [state.mayInstall, state.notBefore, validUntil],
      [false, at + dayCloseRetryMs, at + dayCloseRetryMs],
    );
    assert.equal(waitingText(state), 'wartet auf den Tagesabschluss');
  });

  it('under an update freeze beyond the horizon: no window, asks again in an hour', () => {
    const freeze: SpecialDay[] = Array.from({ length: 70 }, (_, i) => ({
      date: new Date(noon + (i - 1) * 86_400_000).toISOString().slice(0, 10),
      kind: 'blackout',
      note: 'Umbau',
    }));
    const { state } = computeWindowState({ ...berlin, specialDays: freeze }, rule, noon, null);
    assert.deepEqual([state.mayInstall, state.noWindow, state.notBefore], [false, true, noon + 3_600_000]);
    assert.equal(waitingText(state), 'wartet (kein Update-Fenster in 60 Tagen)');
  });
});
