import type { Db } from '../platform/db/connection';
import { listenFor, notify, type NotificationListener } from '../platform/db/repository/notifications';
import { requestMarks } from './repository/agentBatch';
import { onActionsQueued } from './wake';

// Agents may hold their action check open (wait=1..25 s). Whatever can make an action deliverable
// (a request, an approval, a retry, a freed concurrency slot, a closed receipt) is announced here for
// its context: on PostgreSQL with NOTIFY, which reaches every instance on the database (this one
// included) on commit; on SQLite (one instance) in this process. An announcement wakes the waiting
// calls of the context and moves the context's epoch, which the kept "nothing pending" answers are
// stamped with (actionMemo.ts): an unchanged epoch means no announcement came since.

const channel = 'console_actions';

/**
 * The safety net: every instance looks this often at its contexts' requests (one small statement)
 * and announces to itself a context whose requests changed, so a writer that did not announce (or
 * a notification lost) delays a waiting agent by this much at most, not by its whole wait.
 */
const pollMs = 1000;

/** How a wait ended. */
export type WaitEnd = 'changed' | 'timeout' | 'closed';

interface Waiter {
  contextId: number;
  timer: NodeJS.Timeout;
  end(reason: WaitEnd): void;
}

/**
 * Wakes of one context closer together than this are merged into one at its end: a burst of
 * announcements (thousands of agents reporting) wakes each waiting call once, not once per report.
 */
const wakeSpacingMs = 200;

export class ActionSignals {
  private readonly epochs = new Map<number, number>();
  /** Moved when announcements may have been missed: every epoch counts as moved. */
  private globalEpoch = 0;
  private readonly waiters = new Map<number, Set<Waiter>>();
  private readonly lastWake = new Map<number, number>();
  private readonly wakeScheduled = new Set<number>();
  private readonly toAnnounce = new Set<number>();
  private announceScheduled = false;
  private listener: NotificationListener | undefined;
  private closed = false;
  private marks: Map<number, string> | undefined;
  private polling = false;
  private readonly pollTimer: NodeJS.Timeout;
  private readonly stopHearing: () => void;
  /** Calls woken by an announcement, for the tests and the bench. */
  woken = 0;

  constructor(private readonly db: Db) {
    if (db.dialect === 'postgres')
      this.listener = listenFor(db, channel, {
        message: (payload) => {
          const contextId = Number(payload);
          if (Number.isInteger(contextId)) this.changed(contextId);
        },
        gap: () => this.gap(),
      });
    // What the operators' side queues (a request, an approval, a retry), announced after its commit.
    this.stopHearing = onActionsQueued(db, (event) => this.announce(event.contextId));
    this.pollTimer = setInterval(() => void this.poll(), pollMs).unref();
    void this.poll();
  }

  private async poll(): Promise<void> {
    if (this.polling || this.closed) return;
    this.polling = true;
    try {
      const marks = await requestMarks(this.db);
      const before = this.marks;
      this.marks = marks;
      if (!before) return;
      for (const contextId of new Set([...before.keys(), ...marks.keys()]))
        if (before.get(contextId) !== marks.get(contextId)) this.changed(contextId);
    } catch {
      // The next look tries again (the database restarting, the pool closing with the app).
    } finally {
      this.polling = false;
    }
  }

  /** The context's epoch: equal values mean no announcement of the context arrived in between. */
  epochOf(contextId: number): string {
    return `${this.globalEpoch}.${this.epochs.get(contextId) ?? 0}`;
  }

  /** Whether an unmoved epoch can be trusted: on PostgreSQL only while notifications arrive. */
  get trustworthy(): boolean {
    return !this.closed && (this.listener?.listening ?? true);
  }

  /** Calls waiting now (the bench and the tests count them). */
  get waiting(): number {
    let count = 0;
    for (const set of this.waiters.values()) count += set.size;
    return count;
  }

  /**
   * Announces that something may have become deliverable in the context. Announcements of one turn
   * of the event loop go out together, one per context.
   */
  announce(contextId: number): void {
    if (this.closed) return;
    this.toAnnounce.add(contextId);
    if (this.announceScheduled) return;
    this.announceScheduled = true;
    setImmediate(() => void this.sendAnnouncements());
  }

  private async sendAnnouncements(): Promise<void> {
    this.announceScheduled = false;
    const contexts = [...this.toAnnounce];
    this.toAnnounce.clear();
    for (const contextId of contexts) {
      // Without a listener (SQLite, or PostgreSQL while it listens again) this instance is told at once.
      if (!this.listener?.listening) this.changed(contextId);
      if (!this.listener) continue;
      try {
        await notify(this.db, channel, String(contextId));
      } catch {
        // The other instances see the change by their kept answers' age (actionMemo.ts).
      }
    }
  }

  /** An announcement arrived: the epoch moves at once, the waiting calls wake (spaced, see above). */
  changed(contextId: number): void {
    this.epochs.set(contextId, (this.epochs.get(contextId) ?? 0) + 1);
    this.scheduleWake(contextId);
  }

  private scheduleWake(contextId: number): void {
    if (this.wakeScheduled.has(contextId)) return;
    this.wakeScheduled.add(contextId);
    const since = Date.now() - (this.lastWake.get(contextId) ?? 0);
    const wake = () => {
      this.wakeScheduled.delete(contextId);
      this.lastWake.set(contextId, Date.now());
      this.wakeAll(contextId, 'changed');
    };
    if (since >= wakeSpacingMs) setImmediate(wake);
    else setTimeout(wake, wakeSpacingMs - since).unref();
  }

  private gap(): void {
    this.globalEpoch += 1;
    for (const contextId of [...this.waiters.keys()]) this.scheduleWake(contextId);
  }

  private wakeAll(contextId: number, reason: WaitEnd): void {
    const set = this.waiters.get(contextId);
    if (!set) return;
    this.waiters.delete(contextId);
    for (const waiter of set) {
      clearTimeout(waiter.timer);
      if (reason === 'changed') this.woken += 1;
      waiter.end(reason);
    }
  }

  /** Waits until the context announces a change, `ms` pass, or the instance closes. */
  wait(contextId: number, ms: number): Promise<WaitEnd> {
    if (this.closed) return Promise.resolve('closed');
    return new Promise((resolve) => {
      let set = this.waiters.get(contextId);
      if (!set) this.waiters.set(contextId, (set = new Set()));
      const waiter: Waiter = {
        contextId,
        end: resolve,
        timer: setTimeout(() => {
          const own = this.waiters.get(contextId);
          own?.delete(waiter);
          if (own?.size === 0) this.waiters.delete(contextId);
          resolve('timeout');
        }, ms),
      };
      set.add(waiter);
    });
  }

  /** Answers every waiting call (their agents ask again, of another instance) and stops listening. */
  async release(): Promise<void> {
    this.closed = true;
    clearInterval(this.pollTimer);
    this.stopHearing();
    for (const contextId of [...this.waiters.keys()]) this.wakeAll(contextId, 'closed');
  }

  async close(): Promise<void> {
    await this.release();
    await this.listener?.close();
  }
}

const perDb = new WeakMap<Db, ActionSignals>();

/** The one signal hub of a database in this process (it listens on PostgreSQL from its first use). */
export function actionSignals(db: Db): ActionSignals {
  let signals = perDb.get(db);
  if (!signals) perDb.set(db, (signals = new ActionSignals(db)));
  return signals;
}

/** Announces that something may have become deliverable in the context (see `ActionSignals.announce`). */
export const announceActions = (db: Db, contextId: number): void => actionSignals(db).announce(contextId);

/** On preClose: the held calls are answered, so the instance can close without waiting 25 s for them. */
export async function releaseActionWaiters(db: Db): Promise<void> {
  await perDb.get(db)?.release();
}

/** On close, before the database closes: the listening connection goes back. */
export async function closeActionSignals(db: Db): Promise<void> {
  await perDb.get(db)?.close();
  perDb.delete(db);
}
