import type { Db } from '../platform/db/connection';
import { storeDayState, storeOpenSince } from './logic';
import { storeWindowRows, type StoreWindowRow, type WindowStamp } from './repository/storeWindows';
import { storeFacts } from './stored';

// Whether stores are open now by their calendars (opening hours, holidays, special days): the gate
// of remote actions (issue 49) that holds a disturbing action until the store closes. Like the
// window state, a store's answer is kept until its next change (open → closed or back) or a save of
// its calendar rows, so the agents' frequent asks cost one read of the rows and no computation.

interface Entry {
  contextVersion: number | null;
  storeVersion: number | null;
  open: boolean;
  /** When its current opening began; null while closed. */
  openSince: number | null;
  /** Whether its calendar names weekly opening hours at all. */
  hasHours: boolean;
  computedAt: number;
  validUntil: number;
}

const caches = new WeakMap<Db, Map<number, Entry>>();
/** Recomputed at least this often even without a change (a day's holidays, far-off changes). */
const recheckMs = 60 * 60_000;
/** Ids bound in one statement at most; beyond it the whole context's rows are read. */
const maxBoundIds = 1000;
const maxEntries = 200_000;

function cacheOf(db: Db): Map<number, Entry> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

const sameRows = (entry: Entry, stamp: WindowStamp) =>
  entry.contextVersion === stamp.contextVersion && entry.storeVersion === stamp.storeVersion;

function entryOf(cache: Map<number, Entry>, row: StoreWindowRow, now: number): Entry {
  const kept = cache.get(row.storeRowId);
  if (kept && sameRows(kept, row) && now >= kept.computedAt && now < kept.validUntil) return kept;
  const facts = storeFacts(row.context, row.store);
  const state = storeDayState(facts, now);
  if (cache.size >= maxEntries) cache.clear();
  const entry = {
    contextVersion: row.contextVersion,
    storeVersion: row.storeVersion,
    open: state.open,
    openSince: state.open ? storeOpenSince(facts, now) : null,
    hasHours: facts.openingHours.length > 0,
    computedAt: now,
    validUntil: Math.min(state.until ?? Infinity, now + recheckMs),
  };
  cache.set(row.storeRowId, entry);
  return entry;
}

/**
 * For each store of a context (or those with the given row ids): whether it is open at `now`. A
 * store without a calendar has no opening hours and is never open.
 */
export async function storesOpenNow(
  db: Db,
  contextId: number,
  now: number,
  storeRowIds?: readonly number[],
): Promise<Map<number, boolean>> {
  const cache = cacheOf(db);
  const many = storeRowIds !== undefined && storeRowIds.length > maxBoundIds;
  const wanted = many ? new Set(storeRowIds) : undefined;
  const rows = await storeWindowRows(db, contextId, many ? undefined : storeRowIds);
  const open = new Map<number, boolean>();
  for (const row of rows) {
    if (wanted && !wanted.has(row.storeRowId)) continue;
    open.set(row.storeRowId, entryOf(cache, row, now).open);
  }
  return open;
}

/**
 * For each store of a context (or those with the given row ids): open at `now` (true), closed
 * (false), or null when its calendar names no weekly opening hours and it is not open by a special
 * day, so nobody knows (store health, issue 51, counts such a store as open rather than hide what
 * stops it selling).
 */
export async function storesOpenNowOrUnknown(
  db: Db,
  contextId: number,
  now: number,
  storeRowIds?: readonly number[],
): Promise<Map<number, boolean | null>> {
  const cache = cacheOf(db);
  const many = storeRowIds !== undefined && storeRowIds.length > maxBoundIds;
  const wanted = many ? new Set(storeRowIds) : undefined;
  const open = new Map<number, boolean | null>();
  for (const row of await storeWindowRows(db, contextId, many ? undefined : storeRowIds)) {
    if (wanted && !wanted.has(row.storeRowId)) continue;
    const entry = entryOf(cache, row, now);
    open.set(row.storeRowId, entry.open ? true : entry.hasHours ? false : null);
  }
  return open;
}

/**
 * For the stores with the given row ids of a context: open at `now` (with when the current opening
 * began), closed, or unknown (`open` null: no weekly hours), as `storesOpenNowOrUnknown` says. For
 * checks that look only at the few stores with a cause (alerts on devices and master data, issue 51).
 */
export async function storesOpenSince(
  db: Db,
  contextId: number,
  now: number,
  storeRowIds: readonly number[],
): Promise<Map<number, { open: boolean | null; since: number | null }>> {
  const cache = cacheOf(db);
  const many = storeRowIds.length > maxBoundIds;
  const wanted = many ? new Set(storeRowIds) : undefined;
  const open = new Map<number, { open: boolean | null; since: number | null }>();
  if (storeRowIds.length === 0) return open;
  for (const row of await storeWindowRows(db, contextId, many ? undefined : storeRowIds)) {
    if (wanted && !wanted.has(row.storeRowId)) continue;
    const entry = entryOf(cache, row, now);
    open.set(row.storeRowId, {
      open: entry.open ? true : entry.hasHours ? false : null,
      since: entry.open ? entry.openSince : null,
    });
  }
  return open;
}
