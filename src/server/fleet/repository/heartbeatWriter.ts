import type { Db } from '../../platform/db/connection';
import { forgetStoreRows, knowsStoreRow, rememberStoreRow, storeKey } from './heartbeatStores';
import { recordHeartbeats, type HeartbeatItem, type RecordedStore } from './heartbeats';

interface Pending {
  /** Context, store and register of the heartbeat: the batch writes in this order (see `writeBatch`). */
  key: string;
  item: HeartbeatItem;
  resolve(recorded: RecordedStore): void;
  reject(error: unknown): void;
}

/** A batch bigger than this waits for the next transaction, so no agent waits on thousands of others. */
const maxBatch = 500;

/**
 * Batches written at once. SQLite has one connection and one writer. On PostgreSQL a batch mostly
 * waits for round trips, so a few run side by side on the pool's connections; two that touch the
 * same row wait for each other, and one the server aborts (a deadlock) is written heartbeat by
 * heartbeat like any failed batch.
 */
const parallelBatches = { sqlite: 1, postgres: 4 };

/**
 * Writes the heartbeats that arrive together in one transaction: those whose requests were read in
 * the same turn of the event loop, or while the previous batch was being written. Each request is
 * answered only once the transaction holding its heartbeat has committed, so an acknowledged
 * heartbeat is in the database even if the process dies right after. When a batch fails, every
 * heartbeat of it is written again in a transaction of its own, so a bad one fails alone and the
 * others are still written and acknowledged.
 */
export class HeartbeatWriter {
  private queue: Pending[] = [];
  private scheduled = false;
  private batchesWriting = 0;
  /** Stores (`storeKey`) the batches being written register. */
  private readonly registering = new Set<string>();
  /** Transactions that held a whole batch and committed. */
  batchesCommitted = 0;

  constructor(private readonly db: Db) {}

  /** Resolves with what was recorded once the transaction holding the heartbeat has committed. */
  submit(item: HeartbeatItem): Promise<RecordedStore> {
    const { contextId, heartbeat } = item;
    const key = `${contextId}\u0000${heartbeat.storeId}\u0000${'posId' in heartbeat ? heartbeat.posId : ''}`;
    return new Promise((resolve, reject) => {
      this.queue.push({ key, item, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.batchesWriting >= parallelBatches[this.db.dialect] || this.queue.length === 0) return;
    this.scheduled = true;
    // After the requests already read in this turn have queued theirs, so they share the transaction.
    setImmediate(() => {
      this.scheduled = false;
      void this.writeNext();
    });
  }

  /**
   * The next batch: the queue's heartbeats in order, up to `maxBatch`, except those of a store that
   * a batch being written registers. Those wait for that batch, after which the store's row is known,
   * instead of waiting in the database for the lock on the new row until that batch commits.
   */
  private takeBatch(): { batch: Pending[]; registers: string[] } {
    const batch: Pending[] = [];
    const waiting: Pending[] = [];
    const registers = new Set<string>();
    for (const pending of this.queue) {
      const store = storeKey(pending.item.contextId, pending.item.heartbeat.storeId);
      if (batch.length >= maxBatch || this.registering.has(store)) waiting.push(pending);
      else {
        if (!knowsStoreRow(this.db.kysely, store)) registers.add(store);
        batch.push(pending);
      }
    }
    this.queue = waiting;
    for (const store of registers) this.registering.add(store);
    return { batch, registers: [...registers] };
  }

  private async writeNext(): Promise<void> {
    const { batch, registers } = this.takeBatch();
    if (batch.length === 0) return;
    this.batchesWriting += 1;
    try {
      await this.writeBatch(batch, registers.length === 0);
    } finally {
      for (const store of registers) this.registering.delete(store);
      this.batchesWriting -= 1;
      this.schedule();
    }
  }

  /** `storesKnown`: every store of the batch has a row already, so the batch registers none. */
  private async writeBatch(batch: Pending[], storesKnown: boolean): Promise<void> {
    const { kysely } = this.db;
    // Batches side by side lock the rows they write; in the same order they cannot deadlock (two new
    // stores, each inserted first by another batch, would).
    batch.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    let stores: RecordedStore[];
    try {
      const items = batch.map((pending) => pending.item);
      // On PostgreSQL a batch of known stores needs no transaction around its few upserts (BEGIN and
      // COMMIT were two of its five statements): each commits on its own, and the batch is answered
      // only after the last, so every acknowledged heartbeat is written all the same; one that fails
      // is written alone below. SQLite writes far faster inside one transaction than in several.
      stores =
        storesKnown && this.db.dialect === 'postgres'
          ? await recordHeartbeats(kysely, this.db, items)
          : await kysely.transaction().execute((trx) => recordHeartbeats(trx, this.db, items));
    } catch {
      // A store row remembered from before may be gone (the store deleted since): write afresh.
      forgetStoreRows(kysely);
      for (const pending of batch) await this.writeAlone(pending);
      return;
    }
    this.batchesCommitted += 1;
    for (const store of stores) rememberStoreRow(kysely, store.contextId, store.storeId, store.storeRowId);
    batch.forEach((pending, i) => pending.resolve(stores[i]!));
  }

  private async writeAlone(pending: Pending): Promise<void> {
    const { kysely } = this.db;
    try {
      const [store] = await kysely.transaction().execute((trx) => recordHeartbeats(trx, this.db, [pending.item]));
      rememberStoreRow(kysely, store!.contextId, store!.storeId, store!.storeRowId);
      pending.resolve(store!);
    } catch (error) {
      pending.reject(error);
    }
  }
}

const writers = new WeakMap<Db, HeartbeatWriter>();

/** The one writer of a database: all heartbeats to it share its batches. */
export function heartbeatWriter(db: Db): HeartbeatWriter {
  let writer = writers.get(db);
  if (!writer) writers.set(db, (writer = new HeartbeatWriter(db)));
  return writer;
}
