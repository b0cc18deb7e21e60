import crypto from 'node:crypto';
import type { Db } from '../db/connection';
import type { StoreStamp } from './storeStamps';

/** A store's part of a reply as built from the database. */
export interface BuiltStore<R> {
  rows: R[];
  /** The last moment the part stays true without a write: when its first online target goes offline. */
  validUntil: number;
}

interface Entry<R> extends BuiltStore<R> {
  key: string;
  builtAt: number;
  generation: number;
  /** The rows as JSON array elements, joined by commas (empty for a store without rows). */
  json: string;
}

interface ContextEntries<R> {
  contextStamp: string;
  entries: Map<number, Entry<R>>;
  body?: { key: string; bytes: Buffer };
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
   * The reply's body as UTF-8 bytes: `prefix`, the rows as one JSON array, `suffix`. Kept until the
   * rows change, so an unchanged reply is neither serialised nor encoded again.
   */
  body(prefix: string, suffix: string): Buffer;
}

// Generations restart with the process; the process's own id keeps an old ETag from matching.
const processTag = crypto.randomBytes(4).toString('hex');
let generations = 0;

/**
 * The rows of a reply kept per store and rebuilt only for stores whose stamp changed or whose
 * offline flags have turned since, so a reply of 5,000 stores costs one scan of the change marks plus
 * the stores that changed. The ETag names the generation of every part, so it changes exactly when
 * some part was rebuilt. Kept per database (each test app has its own) and per context.
 */
export class StoreReplyCache<R> {
  private readonly perDb = new WeakMap<Db, Map<number, ContextEntries<R>>>();

  constructor(
    private readonly name: string,
    private readonly rowJson: (row: R) => string,
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
    const { entries } = cached;
    const stale = stamps.stores.filter((s) => {
      const entry = entries.get(s.storeRowId);
      return !entry || entry.key !== s.key || entry.builtAt > now || entry.validUntil < now;
    });
    if (stale.length > 0) {
      // Past a few hundred stores one query over the whole context is cheaper than a long id list.
      const built = await build(stale.length > 500 ? null : stale.map((s) => s.storeRowId));
      for (const s of stale) {
        const part = built.get(s.storeRowId) ?? { rows: [], validUntil: Infinity };
        const json = part.rows.map(this.rowJson).join(',');
        // A write that changes nothing this reply shows (a heartbeat of a register that was online
        // already, for the tree) keeps the part's generation, so the ETag and the body stay as they were.
        const previous = entries.get(s.storeRowId);
        const generation = previous?.json === json ? previous.generation : ++generations;
        entries.set(s.storeRowId, { ...part, key: s.key, builtAt: now, generation, json });
      }
    }
    const parts = stamps.stores.map((s) => entries.get(s.storeRowId)!);
    if (entries.size > parts.length) {
      const current = new Set(stamps.stores.map((s) => s.storeRowId));
      for (const id of entries.keys()) if (!current.has(id)) entries.delete(id);
    }
    const hash = crypto
      .createHash('sha1')
      .update(parts.map((p) => p.generation).join(','))
      .digest('base64url');
    const etag = `"${this.name}-${processTag}-${hash}"`;
    const cache = cached;
    const reply: CachedReply<R> = {
      rows: () => parts.flatMap((p) => p.rows),
      etag,
      body(prefix, suffix) {
        const key = `${etag}\u0000${prefix}\u0000${suffix}`;
        if (cache.body?.key !== key) {
          const elements = parts.filter((p) => p.json !== '').map((p) => p.json);
          cache.body = { key, bytes: Buffer.from(`${prefix}[${elements.join(',')}]${suffix}`) };
        }
        return cache.body.bytes;
      },
    };
    const until = Math.min(stamps.nextRelease - 1, ...parts.map((p) => p.validUntil));
    cached.last = { version, from: now, until, reply };
    return reply;
  }
}
