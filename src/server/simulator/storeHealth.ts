import type { CalendarFacts } from '../../shared/calendar/types';
import { storeDayState } from '../calendar';
import { berlinDay, berlinDayStart } from '../storeHealth/logic';
import type { Prng } from '../demo/prng';
import {
  cutProne,
  delivered,
  deliveryAt,
  lastDeliveryAt,
  missesCut,
  missesPrices,
  paperProne,
  peripheralsOf,
  pricesProne,
  refillAfterMs,
  terminalIdOf,
  trait,
  uplinkProne,
} from '../demo/storeHealthData';

import type { HealthStore, HealthTarget, RegisterHealth, ServerHealth, StoreHealthState } from './storeHealthState';

// A store's ability to sell as the simulated agents report it (issue 51), on the simulated clock and
// by the store's opening hours: prone printers run out of paper while the store is open and are
// refilled after a while; every terminal cuts at the store's close, a prone one now and then misses
// it (an eftCut action, or the next close, catches up); a prone store's line to head office drops
// for a while and its receipts back up, then drain; a prone store server now and then does not get
// the day's price file (a reloadMasterData action, or the next night's delivery, brings it). The
// rules of who is prone and what the payloads look like are the demo's (demo/storeHealthData.ts),
// which the seed follows too; what the seed planted the simulator reads back and goes on from.

const minute = 60_000;

const tillHours: CalendarFacts = {
  timeZone: 'Europe/Berlin',
  region: null,
  openingHours: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '07:00', to: '20:00' })),
  specialDays: [],
};

export const storeState = (store: HealthStore): StoreHealthState =>
  (store.health ??= { calendar: null, open: null, wasOpen: null, uplinkDownUntil: null, lastStep: null });

/** Whether the store is open at `now` by its calendar (kept until its next change). */
export function storeIsOpen(store: HealthStore, now: number): boolean {
  const s = storeState(store);
  const kept = s.open;
  if (kept && now >= kept.at && (kept.until === null || now < kept.until)) return kept.value;
  const facts = s.calendar && s.calendar.openingHours.length > 0 ? s.calendar : tillHours;
  const state = storeDayState(facts, now);
  s.open = { value: state.open, until: state.until ?? now + 3_600_000, at: now };
  return state.open;
}

/** A register as it starts: devices ok, yesterday's payments cut, nothing waiting. */
export function registerHealth(t: HealthTarget, now: number): RegisterHealth {
  if (!t.health) {
    // Cut at 22:00 the evening before, its last payment before that.
    const cut = berlinDayStart(now) - 2 * 3_600_000;
    t.health = {
      printer: { state: 'ok', since: now, refillAt: null },
      okSince: now,
      lastTransactionAt: cut - 10 * minute,
      lastCutAt: cut,
      cutMissedOn: null,
      backlog: [],
      lastUploadAt: now,
      sent: null,
    };
  }
  return t.health;
}

/** A store server as it starts: the files of the last delivery. */
export function serverHealth(t: HealthTarget, now: number): ServerHealth {
  if (!t.masterData) {
    const at = lastDeliveryAt(t.storeId, now);
    t.masterData = {
      files: (['prices', 'promotions', 'articles'] as const).map((kind) => delivered(t.storeId, kind, at)),
      missingDay: null,
      sent: null,
    };
  }
  return t.masterData;
}

/** The chance that something with a mean gap of `meanMs` happens in `elapsedMs`. */
const within = (elapsedMs: number, meanMs: number) => 1 - Math.exp(-elapsedMs / meanMs);

function stepRegister(
  store: HealthStore,
  t: HealthTarget,
  open: boolean,
  closedNow: boolean,
  now: number,
  elapsed: number,
  prng: Prng,
) {
  const r = registerHealth(t, now);
  const posId = t.posId!;
  const s = storeState(store);
  const { printer } = r;
  if (printer.state !== 'ok' && printer.refillAt !== null && now >= printer.refillAt)
    r.printer = { state: 'ok', since: now, refillAt: null };
  else if (
    open &&
    printer.state === 'paperLow' &&
    now - printer.since >= (5 + trait(store.storeId, posId, 'low') * 10) * minute
  )
    r.printer = { state: 'paperOut', since: now, refillAt: now + refillAfterMs(store.storeId, posId, now) };
  else if (
    open &&
    printer.state === 'ok' &&
    paperProne(store.storeId, posId) &&
    prng.chance(within(elapsed, 4 * 3_600_000))
  )
    r.printer = { state: 'paperLow', since: now, refillAt: null };
  if (open) {
    r.lastTransactionAt = now - prng.int(0, 60) * 1000;
    if (s.uplinkDownUntil !== null && now < s.uplinkDownUntil) {
      // The line is down: each sale's receipt waits (one or two a minute; kept in fractions, any tick length).
      const count = (elapsed / minute) * (1 + trait(store.storeId, posId, 'sales'));
      if (count > 0) r.backlog.push({ at: now, count });
    }
  }
  if (closedNow) {
    const day = berlinDay(now);
    if (r.cutMissedOn === null && cutProne(store.storeId, posId) && missesCut(store.storeId, posId, day))
      r.cutMissedOn = day;
    else {
      r.lastCutAt = now;
      r.cutMissedOn = null;
    }
  }
  if (s.uplinkDownUntil === null || now >= s.uplinkDownUntil) drain(r, now, elapsed);
}

/**
 * Sends what waits, oldest first, once the line is back: four receipts a minute beside the new ones
 * (the line is busy catching up), so a backlog of an hour drains in about twenty minutes.
 */
function drain(r: RegisterHealth, now: number, elapsed: number) {
  let budget = (elapsed / minute) * 4;
  while (budget > 0 && r.backlog.length > 0) {
    const first = r.backlog[0]!;
    const taken = Math.min(first.count, budget);
    first.count -= taken;
    budget -= taken;
    if (first.count <= 1e-9) r.backlog.shift();
  }
  r.lastUploadAt = now;
}

/** The store server's master data on the clock: the day's files at its delivery time, the prices now and then missed (never `reliable`). */
function stepServer(t: HealthTarget, now: number, reliable = false) {
  const s = serverHealth(t, now);
  const today = berlinDay(now);
  const at = deliveryAt(t.storeId, now);
  const prices = s.files.find((f) => f.kind === 'prices');
  if (now < at || prices?.version === delivered(t.storeId, 'prices', at).version || s.missingDay === today) return;
  const missed = !reliable && pricesProne(t.storeId) && missesPrices(t.storeId, today);
  if (missed) s.missingDay = today;
  s.files = s.files.map((f) => (missed && f.kind === 'prices' ? f : delivered(t.storeId, f.kind, at)));
}

/** One step of a store on the clock: its hours, its line, its registers and its store server. */
export function stepStore(store: HealthStore, now: number, prng: Prng): boolean {
  const s = storeState(store);
  const open = storeIsOpen(store, now);
  const elapsed = s.lastStep === null ? 0 : Math.max(0, now - s.lastStep);
  const closedNow = s.wasOpen === true && !open;
  if (s.uplinkDownUntil !== null && now >= s.uplinkDownUntil) s.uplinkDownUntil = null;
  if (open && s.uplinkDownUntil === null && uplinkProne(store.storeId) && prng.chance(within(elapsed, 6 * 3_600_000)))
    s.uplinkDownUntil = now + prng.int(35, 60) * minute;
  for (const t of store.registers) stepRegister(store, t, open, closedNow, now, elapsed, prng);
  if (store.server) stepServer(store.server, now);
  s.wasOpen = open;
  s.lastStep = now;
  return open;
}

/**
 * One step of a lab store on the clock: its devices and receipts stay healthy, and its store server
 * gets the day's files every day, on time (a lab that sold yesterday's prices would raise alerts).
 */
export function stepLabStore(store: HealthStore, now: number): void {
  if (store.server) stepServer(store.server, now, true);
}

/** An eftCut action done: the terminal's payments are cut now. */
export function cutNow(t: HealthTarget, now: number): void {
  if (t.posId === null) return;
  const r = registerHealth(t, now);
  r.lastCutAt = now;
  r.cutMissedOn = null;
  t.fullNext = true;
}

/** A reloadMasterData action done: the store server fetches the day's files now. */
export function reloadMasterData(t: HealthTarget, now: number): void {
  if (t.posId !== null) return;
  const s = serverHealth(t, now);
  s.files = s.files.map((f) => delivered(t.storeId, f.kind, now));
  s.missingDay = null;
  t.fullNext = true;
}

/** A register's sections for its heartbeat: with a full one, or when they changed since last sent. */
export function registerSections(t: HealthTarget, now: number, full: boolean): object {
  const r = registerHealth(t, now);
  const posId = t.posId!;
  const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());
  const unsent = Math.max(0, Math.ceil(r.backlog.reduce((n, b) => n + b.count, 0) - 1e-9));
  const sections = {
    peripherals: peripheralsOf(t.storeId, posId, r.printer, r.okSince),
    payment: {
      terminalId: terminalIdOf(t.storeId, posId),
      reachable: true,
      lastTransactionAt: iso(r.lastTransactionAt),
      lastCutAt: iso(r.lastCutAt),
      offlineTransactions: 0,
      oldestOfflineAt: null,
    },
    dataFlow: {
      unsentReceipts: unsent,
      oldestUnsentAt: iso(r.backlog[0]?.at ?? null),
      lastUploadAt: iso(r.lastUploadAt),
    },
  };
  // The last sale's time changes with every beat: it goes out with the full info only.
  const fingerprint = JSON.stringify([sections.peripherals, r.lastCutAt, sections.dataFlow.unsentReceipts]);
  if (!full && fingerprint === r.sent) return {};
  r.sent = fingerprint;
  return sections;
}

/** A store server's master data for its heartbeat: with a full one, or when it changed. */
export function serverSections(t: HealthTarget, now: number, full: boolean): object {
  const s = serverHealth(t, now);
  const fingerprint = JSON.stringify(s.files);
  if (!full && fingerprint === s.sent) return {};
  s.sent = fingerprint;
  return { masterData: s.files };
}
