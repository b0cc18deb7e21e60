import type { Db } from '../platform/db/connection';
import { notify } from '../platform/db/repository/notifications';
import { folded, merged, objectOf, type LiveChange } from './events';
import { contextKeys } from './repository/contextKeys';
import { insertLiveEvents } from './repository/liveEvents';

/** Changes of one object within this window are written, and sent, as one event. */
export const coalesceMs = 500;

/** PostgreSQL's channel on which a written batch wakes the hubs of every instance at once. */
export const liveChannel = 'console_live';

/**
 * Collects the changes the capabilities tell of and writes them in one insert per window, the
 * changes of one object merged (a register that reports twice within the window is one event).
 * Written after the change's own commit, not in its transaction: a live event is a hint to the
 * browsers, which read the pages again when in doubt (the `reload` event, the safety polling); a
 * change whose event is lost to a crash shows on the next page read.
 */
export class LivePublisher {
  private pending = new Map<string, LiveChange>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private readonly flushed = new Set<() => void>();
  private closed = false;
  /** Events written, for the tests and the bench. */
  written = 0;

  constructor(private readonly db: Db) {}

  publish(changes: LiveChange[]): void {
    if (this.closed) return;
    for (const change of changes) {
      const key = `${change.contextId}\u0000${objectOf(change.event)}`;
      const before = this.pending.get(key);
      this.pending.set(key, before ? { ...change, event: merged(before.event, change.event) } : change);
    }
    if (this.pending.size > 0) this.timer ??= setTimeout(() => void this.flush(), coalesceMs).unref();
  }

  /** Calls `listener` after each written batch (this process's hub reads at once). */
  onFlushed(listener: () => void): () => void {
    this.flushed.add(listener);
    return () => this.flushed.delete(listener);
  }

  /** Writes what is pending now; one write at a time. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  private async write(): Promise<void> {
    const batch = folded([...this.pending.values()]);
    this.pending = new Map();
    if (batch.length === 0) return;
    try {
      const rows = await this.rowsOf(batch);
      await insertLiveEvents(this.db, rows, Date.now());
      this.written += rows.length;
    } catch {
      // Lost (the database closing, a lock timeout): the browsers see the change at their next read.
      return;
    }
    for (const listener of this.flushed) listener();
    if (this.db.dialect === 'postgres') await notify(this.db, liveChannel, '').catch(() => undefined);
  }

  /** The rows to write; an event that names its context by row id only gets its key (read now: a key may change). */
  private async rowsOf(batch: LiveChange[]) {
    const keys = await contextKeys(this.db, [
      ...new Set(batch.filter((c) => !c.event.contextId).map((c) => c.contextId)),
    ]);
    return batch.map(({ contextId, event }) => ({
      contextId,
      object: objectOf(event),
      body: JSON.stringify(event.contextId ? event : { ...event, contextId: keys.get(contextId) ?? '' }),
    }));
  }

  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
  }
}

/**
 * Per database, keyed by its `close`: a transaction's Db is a copy of its database's ({ ...db, kysely },
 * platform/db/transaction.ts) that shares it, so a change made in a transaction finds the publisher
 * of its database, which writes outside that transaction. The app makes it with its database first.
 */
const perDb = new WeakMap<Db['close'], LivePublisher>();

/** The one publisher of a database in this process. */
export function livePublisher(db: Db): LivePublisher {
  let publisher = perDb.get(db.close);
  if (!publisher) perDb.set(db.close, (publisher = new LivePublisher(db)));
  return publisher;
}

/** Tells the context's streams of these changes (within `coalesceMs`). */
export const publishLive = (db: Db, changes: LiveChange[]): void => livePublisher(db).publish(changes);

/** On close, before the database closes: what is pending is written. */
export async function closeLivePublisher(db: Db): Promise<void> {
  await perDb.get(db.close)?.close();
}
