import crypto from 'node:crypto';
import type { Db } from '../platform/db/connection';
import type { BuiltStore } from './repository/builtStore';
import type { StoreStamp } from './repository/storeStamps';

export type { BuiltStore } from './repository/builtStore';

interface Entry<R> extends BuiltStore<R> {
  key: string;
  builtAt: number;
  /** A hash of `json`: the same bytes give the same digest on every instance. */
  digest: string;
  /**
   * The rows as JSON array elements joined by commas, as UTF-8 bytes (half the size of a JS string
   * with umlauts, and sent as they are); `ends[i]` is where row i's bytes end.
   */
  json: Buffer;
  ends: Uint32Array;
}

interface ContextEntries<R> {
  contextStamp: string;
  entries: Map<number, Entry<R>>;
  /** One value derived from the current reply (see `CachedReply.memo`). */
  memo?: { key: string; value: unknown };
  /**
   * The rebuild under way: it empties its stale parts before it builds them anew, so no other read
   * may assemble a reply from the parts until it is done.
   */
  rebuilding?: Promise<void>;
  /** The last reply, true for as long as the counter stays at `version` and the time in [from, until]. */
  last?: { version: string; from: number; until: number; reply: CachedReply<R> };
}

export interface Stamps {
  contextStamp: string;
  /** When the next update of the context is released (a change without a write). */
  nextRelease: number;
  stores: StoreStamp[];
}

export interface CachedReply<R> {
  rows(): R[];
  etag: string;
  /**
   * The JSON of the given kept rows (all rows in the kept order when not given), one chunk per array
   * element or run of elements, for `jsonArrayBody`. Nothing is serialised again.
   */
  jsonChunks(order?: readonly R[]): Buffer[];
  /**
   * A value worked out from this reply's rows (an order, counts) kept with the cache until `key`
   * changes; a key holds the ETag, so the next change of a part makes it be worked out again.
   */
  memo<T>(key: string, make: () => T): T;
}

const comma = Buffer.from(',');

/** `prefix`, the chunks as one JSON array, `suffix`: one copy of the bytes, no serialisation. */
export function jsonArrayBody(prefix: string, chunks: readonly Buffer[], suffix: string): Buffer {
  const list: Buffer[] = [Buffer.from(`${prefix}[`)];
  for (const chunk of chunks) {
    if (list.length > 1) list.push(comma);
    list.push(chunk);
  }
  list.push(Buffer.from(`]${suffix}`));
  return Buffer.concat(list);
}

const escapeNonAscii = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * A store's rows as one buffer of comma-joined JSON elements and the end of each. Characters beyond
 * ASCII are written as JSON escapes (the same values to any JSON parser): the bytes are then one per
 * character, and a client reads an ASCII body several times faster than UTF-8 with umlauts.
 */
function encodePart<R>(rows: readonly R[], rowJson: (row: R) => string): Pick<Entry<R>, 'json' | 'ends'> {
  const ends = new Uint32Array(rows.length);
  if (rows.length === 0) return { json: Buffer.alloc(0), ends };
  const texts = rows.map((row) => rowJson(row).replace(/[\u007f-\uffff]/g, escapeNonAscii));
  let at = -1;
  texts.forEach((text, i) => (ends[i] = at += 1 + text.length));
  return { json: Buffer.from(texts.join(','), 'latin1'), ends };
}

const digestOf = (bytes: Buffer) => crypto.createHash('sha1').update(bytes).digest('base64url');

/**
 * The rows of a reply kept per store and rebuilt only for stores whose stamp changed or whose
 * offline flags have turned since, so a reply of 5,000 stores costs one scan of the change marks plus
 * the stores that changed. The ETag is a hash of the parts' bytes, so it changes exactly when what the
 * reply shows changes, and every instance on the same database gives the same ETag for the same rows:
 * behind a load balancer a client's If-None-Match is answered with 304 by whichever instance it
 * reaches. Kept per database (each test app has its own) and per context.
 */
export class StoreReplyCache<R> {
  private readonly perDb = new WeakMap<Db, Map<number, ContextEntries<R>>>();

  /**
   * `keepRows` false keeps only the parts' bytes, for a reply that is only ever sent whole (the tree):
   * its `rows()` are then empty, and the row objects, most of a part's memory, are not kept.
   */
  constructor(
    private readonly name: string,
    private readonly rowJson: (row: R) => string,
    private readonly keepRows = true,
  ) {}

  async read(
    db: Db,
    contextId: number,
    version: string,
    now: number,
    stampsOf: () => Promise<Stamps>,
    build: (storeRowIds: number[] | null) => Promise<Map<number, BuiltStore<R>>>,
  ): Promise<CachedReply<R>> {
    let contexts = this.perDb.get(db);
    if (!contexts) this.perDb.set(db, (contexts = new Map()));
    let cached = contexts.get(contextId);
    const last = cached?.last;
    if (last && last.version === version && now >= last.from && now <= last.until) return last.reply;
    const stamps = await stampsOf();
    if (!cached || cached.contextStamp !== stamps.contextStamp) {
      contexts.set(contextId, (cached = { contextStamp: stamps.contextStamp, entries: new Map() }));
    }
    // Parts that a rebuild under way has emptied must not go into this reply: wait until it is done.
    // Nothing is awaited from here until this read's own rebuild is registered.
    while (cached.rebuilding) await cached.rebuilding.catch(() => undefined);
    const { entries } = cached;
    const stale = stamps.stores.filter((s) => {
      const entry = entries.get(s.storeRowId);
      return !entry || entry.key !== s.key || entry.builtAt > now || entry.validUntil < now;
    });
    if (stale.length > 0) {
      const context = cached;
      const rebuild = this.rebuild(context, stale, now, build);
      context.rebuilding = rebuild;
      try {
        await rebuild;
      } finally {
        if (context.rebuilding === rebuild) context.rebuilding = undefined;
      }
    }
    return this.reply(cached, stamps, version, now);
  }

  /** Builds the stale parts anew, emptying them first so their old rows are not kept alongside. */
  private async rebuild(
    cached: ContextEntries<R>,
    stale: readonly StoreStamp[],
    now: number,
    build: (storeRowIds: number[] | null) => Promise<Map<number, BuiltStore<R>>>,
  ): Promise<void> {
    const { entries } = cached;
    // A kept value or the last reply of the old rows would hold them alive through the rebuild;
    // so would the stale parts' rows, which only their bytes (for the digest) outlive. An emptied
    // part has no key: should the build fail, it is stale at the next read.
    cached.memo = undefined;
    cached.last = undefined;
    for (const s of stale) {
      const entry = entries.get(s.storeRowId);
      if (entry) entries.set(s.storeRowId, { ...entry, rows: [], key: '' });
    }
    const built = await build(stale.map((s) => s.storeRowId));
    for (const s of stale) {
      const part = built.get(s.storeRowId) ?? { rows: [], validUntil: Infinity };
      const encoded = encodePart(part.rows, this.rowJson);
      // A write that changes nothing this reply shows (a heartbeat of a register that was online
      // already, for the tree) gives the same bytes, so the ETag stays as it was.
      const previous = entries.get(s.storeRowId);
      const digest = previous?.json.equals(encoded.json) ? previous.digest : digestOf(encoded.json);
      const rows = this.keepRows ? part.rows : [];
      entries.set(s.storeRowId, { ...part, rows, ...encoded, key: s.key, builtAt: now, digest });
    }
  }

  /** The reply of the current parts of the stores `stamps` names. */
  private reply(cached: ContextEntries<R>, stamps: Stamps, version: string, now: number): CachedReply<R> {
    const { entries } = cached;
    // A read that began later may have dropped the entry of a store deleted since; it is gone.
    const parts = stamps.stores.flatMap((s) => entries.get(s.storeRowId) ?? []);
    if (entries.size > parts.length) {
      const current = new Set(stamps.stores.map((s) => s.storeRowId));
      for (const id of entries.keys()) if (!current.has(id)) entries.delete(id);
    }
    const hash = crypto
      .createHash('sha1')
      .update(parts.map((p) => p.digest).join(','))
      .digest('base64url');
    const cache = cached;
    const reply: CachedReply<R> = {
      rows: () => parts.flatMap((p) => p.rows),
      etag: `"${this.name}-${hash}"`,
      jsonChunks: (order) =>
        order ? chunksInOrder(parts, order) : parts.filter((p) => p.ends.length > 0).map((p) => p.json),
      memo<T>(key: string, make: () => T): T {
        if (cache.memo?.key !== key) cache.memo = { key, value: make() };
        return cache.memo.value as T;
      },
    };
    // A loop, not Math.min(...parts): one argument per store overflows the stack past 100,000 stores.
    let until = stamps.nextRelease - 1;
    for (const p of parts) until = Math.min(until, p.validUntil);
    cached.last = { version, from: now, until, reply };
    return reply;
  }
}

/** The bytes of the given rows in their order: whole parts while the order keeps them, else row by row. */
function chunksInOrder<R>(parts: readonly Entry<R>[], order: readonly R[]): Buffer[] {
  const chunks: Buffer[] = [];
  let i = 0;
  let whole = true;
  for (const part of parts) {
    if (part.rows.length === 0) continue;
    whole = part.rows.every((row, j) => order[i + j] === row);
    if (!whole) break;
    chunks.push(part.json);
    i += part.rows.length;
  }
  if (whole && i === order.length) return chunks;
  const bytesOf = new Map<R, Buffer>();
  for (const part of parts) {
    part.rows.forEach((row, j) =>
      bytesOf.set(row, part.json.subarray(j === 0 ? 0 : part.ends[j - 1]! + 1, part.ends[j])),
    );
  }
  return order.map((row) => bytesOf.get(row)!);
}
