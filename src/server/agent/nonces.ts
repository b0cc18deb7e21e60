import type { Db } from '../platform/db/connection';
import { deleteNoncesSeenBefore, insertNewNonces, type SeenNonce } from './repository/nonces';
import { maxClockSkewSeconds } from './signature';

/**
 * A request is accepted while its timestamp is within the window either side of the server's clock,
 * so a nonce seen now can come back for up to twice the window; a minute more covers instances
 * whose clocks differ a little. Older nonces are deleted at most once a minute, on the insert path.
 */
export const nonceRetentionMs = (2 * maxClockSkewSeconds + 60) * 1000;
const purgeEveryMs = 60_000;

interface Pending extends SeenNonce {
  now: number;
  resolve(isNew: boolean): void;
  reject(error: unknown): void;
}

/** More nonces than this wait for the next statement. */
const maxBatch = 1000;

/**
 * Records the nonces of signed agent requests. Every agent request passes here, heartbeats too, so
 * the nonces read in one turn of the event loop (or while the previous statement ran) go to the
 * database in one statement and one commit instead of one each.
 */
class NonceRecorder {
  private queue: Pending[] = [];
  private scheduled = false;
  private writing = false;
  private lastPurge: number | undefined;

  constructor(private readonly db: Db) {}

  /** True when the context has not sent this nonce before (within the retention). */
  record(contextId: number, nonce: string, now: number): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.queue.push({ contextId, nonce, now, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.writing || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.writeNext();
    });
  }

  private async writeNext(): Promise<void> {
    const batch = this.queue.splice(0, maxBatch);
    if (batch.length === 0) return;
    const now = Math.max(...batch.map((p) => p.now));
    this.writing = true;
    try {
      await this.purge(now);
      // The same nonce twice in one batch: only its first request can be new.
      const first = new Map<string, Pending>();
      for (const p of batch) if (!first.has(keyOf(p))) first.set(keyOf(p), p);
      const inserted = new Set((await insertNewNonces(this.db, [...first.values()], now)).map(keyOf));
      for (const p of batch) p.resolve(first.get(keyOf(p)) === p && inserted.has(keyOf(p)));
    } catch (error) {
      for (const p of batch) p.reject(error);
    } finally {
      this.writing = false;
      this.schedule();
    }
  }

  private async purge(now: number): Promise<void> {
    if (this.lastPurge !== undefined && now - this.lastPurge < purgeEveryMs && now >= this.lastPurge) return;
    this.lastPurge = now;
    await deleteNoncesSeenBefore(this.db, now - nonceRetentionMs);
  }
}

const keyOf = (n: SeenNonce) => `${n.contextId}\u0000${n.nonce}`;

const recorders = new WeakMap<Db, NonceRecorder>();

/** Records a nonce of a context; false when the context has sent it before. */
export function recordNonce(db: Db, contextId: number, nonce: string, now: number): Promise<boolean> {
  let recorder = recorders.get(db);
  if (!recorder) recorders.set(db, (recorder = new NonceRecorder(db)));
  return recorder.record(contextId, nonce, now);
}
