import type { Db } from '../platform/db/connection';
import type { CalendarFacts, WindowRule } from '../../shared/calendar/types';
import { mayInstallAt, nextUpdateWindow } from './logic';
import { storeWindowRows, windowStamp, type StoreWindowRow, type WindowStamp } from './repository/storeWindows';
import { effectiveWindowRule, storeFacts } from './stored';

// Whether a store may install updates now, and if not, when it should ask again. Computing a window
// walks days of a calendar, and every agent asks every few minutes, so the answer is kept per store
// until its next boundary (the window's start or end). A saved calendar or rule moves its row's
// updated_at and a new day close changes the stamp, which the agent's request reads anyway: a change
// on any instance is seen by the next request on every instance.

export interface StoreWindowState {
  /** No enabled rule, or inside the store's update window. */
  mayInstall: boolean;
  /** When it should ask again (ms, UTC): the next window's start; null when it may install now. */
  notBefore: number | null;
  ruleEnabled: boolean;
  /** The store's IANA zone, for showing notBefore in its local time. */
  timeZone: string;
  /** Outside a window: no window opens within the horizon (notBefore is then only when to ask again). */
  noWindow: boolean;
  /** Outside a window: the window has begun but waits for the day close. */
  waitingForDayClose: boolean;
}

/** Waiting for a day close whose window has begun: ask again after this long. */
export const dayCloseRetryMs = 10 * 60_000;
/** No window within the horizon (a long blackout): ask again after this long. */
export const noWindowRetryMs = 60 * 60_000;

interface Entry {
  stamp: WindowStamp;
  state: StoreWindowState;
  computedAt: number;
  validUntil: number;
}

/** Per database (each test server has its own), per store row id. */
const caches = new WeakMap<Db, Map<number, Entry>>();
/** Ids bound in one statement at most, far below SQLite's and PostgreSQL's limits. */
const maxBoundIds = 1000;
/** More entries than any fleet has stores: beyond it (deleted stores piling up) the cache starts afresh. */
const maxEntries = 200_000;

function cacheOf(db: Db): Map<number, Entry> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

/** The state of a store from its rows at `now`, and until when it holds. */
function computeFromRow(row: StoreWindowRow, now: number) {
  const facts = storeFacts(row.context, row.store);
  return computeWindowState(
    facts,
    effectiveWindowRule(row.context?.windowRule, row.store?.windowRule),
    now,
    row.dayCloseAt,
  );
}

/** The state at `now` and until when it holds (the next boundary of the window). */
export function computeWindowState(
  facts: CalendarFacts,
  rule: WindowRule,
  now: number,
  dayCloseAt: number | null,
): { state: StoreWindowState; validUntil: number } {
  const base = { ruleEnabled: rule.enabled, timeZone: facts.timeZone, noWindow: false, waitingForDayClose: false };
  if (!rule.enabled) return { state: { ...base, mayInstall: true, notBefore: null }, validUntil: Infinity };
  const window = nextUpdateWindow(facts, rule, now, dayCloseAt);
  if (mayInstallAt(facts, rule, now, dayCloseAt)) {
    const until = window && window.to > now ? window.to : now + noWindowRetryMs;
    return { state: { ...base, mayInstall: true, notBefore: null }, validUntil: until };
  }
  if (!window) {
    const retry = now + noWindowRetryMs;
    return { state: { ...base, mayInstall: false, notBefore: retry, noWindow: true }, validUntil: retry };
  }
  if (window.from > now) {
    return { state: { ...base, mayInstall: false, notBefore: window.from }, validUntil: window.from };
  }
  // The window has begun but waits for the day close: the agent asks again soon, a close may come.
  const retry = now + dayCloseRetryMs;
  return {
    state: { ...base, mayInstall: false, notBefore: retry, waitingForDayClose: true },
    validUntil: Math.min(retry, window.to),
  };
}

/** Only the stamp is kept with a state, not the rows' texts. */
const stampOf = ({ storeRowId, contextVersion, storeVersion, dayCloseAt }: WindowStamp): WindowStamp => ({
  storeRowId,
  contextVersion,
  storeVersion,
  dayCloseAt,
});

const sameStamp = (a: WindowStamp, b: WindowStamp) =>
  a.contextVersion === b.contextVersion && a.storeVersion === b.storeVersion && a.dayCloseAt === b.dayCloseAt;

function cached(cache: Map<number, Entry>, stamp: WindowStamp, now: number): Entry | undefined {
  const entry = cache.get(stamp.storeRowId);
  if (!entry || !sameStamp(entry.stamp, stamp) || now < entry.computedAt || now >= entry.validUntil) return undefined;
  return entry;
}

function remember(
  cache: Map<number, Entry>,
  stamp: WindowStamp,
  now: number,
  computed: ReturnType<typeof computeWindowState>,
): Entry {
  if (cache.size >= maxEntries) cache.clear();
  const entry = { stamp, state: computed.state, computedAt: now, validUntil: computed.validUntil };
  cache.set(stamp.storeRowId, entry);
  return entry;
}

/**
 * The window state of the store `storeId` (its number) of a context at `now`: one indexed read of
 * the stamp, a second only when the kept state no longer holds. Undefined for an unknown store.
 */
export async function storeWindowNow(
  db: Db,
  contextId: number,
  storeId: string,
  now: number,
): Promise<StoreWindowState | undefined> {
  return (await storeWindowUntil(db, contextId, storeId, now))?.state;
}

/** The same, with until when it holds without a change of the calendars or the day close. */
export async function storeWindowUntil(
  db: Db,
  contextId: number,
  storeId: string,
  now: number,
): Promise<{ state: StoreWindowState; validUntil: number } | undefined> {
  return storeWindowOfStamp(db, contextId, await windowStamp(db, contextId, storeId), now);
}

/**
 * The same from a stamp already read (`windowStampQuery`, read with other rows of the store):
 * the calendars are read only when the kept state no longer holds. Undefined for an unknown store.
 */
export async function storeWindowOfStamp(
  db: Db,
  contextId: number,
  stamp: WindowStamp | undefined,
  now: number,
): Promise<{ state: StoreWindowState; validUntil: number } | undefined> {
  if (!stamp) return undefined;
  const cache = cacheOf(db);
  const kept = cached(cache, stamp, now);
  if (kept) return kept;
  const [store] = await storeWindowRows(db, contextId, stamp.storeRowId);
  if (!store) return undefined;
  return remember(cache, stampOf(store), now, computeFromRow(store, now));
}

export interface ContextStoreWindow {
  storeRowId: number;
  storeUid: string;
  storeId: string;
  state: StoreWindowState;
  /** Until when the state holds without a change of the calendars or the day close. */
  validUntil: number;
}

/**
 * The window state of every store of a context at `now` (or of the stores with the given row ids),
 * from one read of their calendars.
 */
export async function contextWindowsNow(
  db: Db,
  contextId: number,
  now: number,
  storeRowIds?: readonly number[],
): Promise<ContextStoreWindow[]> {
  const cache = cacheOf(db);
  // Many stores (a report built whole) are read with the whole context: no list of ids to bind.
  const many = storeRowIds !== undefined && storeRowIds.length > maxBoundIds;
  const wanted = many ? new Set(storeRowIds) : undefined;
  const read = await storeWindowRows(db, contextId, many ? undefined : storeRowIds);
  const stores = wanted ? read.filter((row) => wanted.has(row.storeRowId)) : read;
  return stores.map((store) => {
    const stamp = stampOf(store);
    if (!cached(cache, stamp, now)) remember(cache, stamp, now, computeFromRow(store, now));
    const entry = cache.get(store.storeRowId)!;
    return {
      storeRowId: store.storeRowId,
      storeUid: store.storeUid,
      storeId: store.storeId,
      state: entry.state,
      validUntil: entry.validUntil,
    };
  });
}
