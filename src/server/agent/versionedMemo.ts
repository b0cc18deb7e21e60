import type { Db } from '../platform/db/connection';

// Some rows every agent request of a context needs alike (the next release, the row of the update
// being downloaded) change only with a write that moves the context's offer version (migration
// 0015). They are kept per database and key with the version read before them: a value read after
// the version can only be newer than the version says, and is read afresh once the version moves.

interface Kept<T> {
  version: number;
  readAt: number;
  value: T;
}

export class VersionedMemo<T> {
  private readonly perDb = new WeakMap<Db, Map<string, Kept<T>>>();

  /**
   * @param maxEntries beyond it (keys long gone) the memo starts afresh.
   * @param holds whether a value still holds at `now` by time alone (read at `readAt`).
   */
  constructor(
    private readonly maxEntries: number,
    private readonly holds: (value: T, readAt: number, now: number) => boolean = () => true,
  ) {}

  /** The kept value of `key` if read at `version` and still holding, else `read()`, kept unless undefined. */
  async get(db: Db, key: string, version: number, now: number, read: () => Promise<T>): Promise<T> {
    let kept = this.perDb.get(db);
    if (!kept) this.perDb.set(db, (kept = new Map()));
    const entry = kept.get(key);
    if (entry && entry.version === version && this.holds(entry.value, entry.readAt, now)) return entry.value;
    const value = await read();
    if (kept.size >= this.maxEntries) kept.clear();
    if (value === undefined) kept.delete(key);
    else kept.set(key, { version, readAt: now, value });
    return value;
  }
}
