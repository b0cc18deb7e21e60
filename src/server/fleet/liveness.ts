import type { Db } from '../platform/db/connection';
import { raiseLastHeartbeats, type LastSeen, type LivenessTable } from './repository/heartbeatLiveness';
import type { components } from '../../shared/generated/contract';

type CashpointHeartbeat = components['schemas']['CashpointHeartbeat'];
type StoreHeartbeat = components['schemas']['StoreAgentHeartbeat'];

/** How often the batched last-seen times are written: trees, offline checks and alerts see them this late at most. */
export const livenessFlushMs = 1000;

/**
 * How long what a durable heartbeat stored is trusted. Another instance behind the same proxy may
 * store a change since (an agent's heartbeats alternate between instances), which this one does not
 * see; after this long the next heartbeat takes the durable path again and corrects it.
 */
export const rememberedForMs = 5 * 60_000;

/** What this instance last stored durably for a target: the values its heartbeats carry. */
interface Known {
  targetId: number;
  agentVersion: string;
  /** posType for a register, the store name for a store server; null when the heartbeat had none. */
  label: string | null;
  currentVersion: string | null;
  storedAt: number;
}

const same = (sent: string | null | undefined, known: string | null) =>
  sent === null || sent === undefined || sent === '' || sent === known;

/**
 * Liveness-only heartbeats ("I am here", nothing else changed) are acknowledged at once and their
 * times written in batches, one statement per table every `livenessFlushMs`, as Fleet does with its
 * hosts' last-seen times. A heartbeat that carries anything the register has not stored through this
 * instance (agent info, another version, an installed update, a name) takes the durable path, whose
 * reply waits for the commit. What a batch loses when the process dies is a few seconds of "last
 * seen"; the next heartbeat brings it back.
 */
export class HeartbeatLiveness {
  private readonly known = new Map<string, Known>();
  private readonly pending: Record<LivenessTable, LastSeen> = { cashpoints: new Map(), store_agents: new Map() };
  /** The key of each pending target, to forget it when its row is gone. */
  private readonly pendingKeys: Record<LivenessTable, Map<number, string>> = {
    cashpoints: new Map(),
    store_agents: new Map(),
  };
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private closed = false;
  /** Heartbeats taken as liveness only, and flushes written, for the tests and the bench. */
  livenessHeartbeats = 0;
  flushes = 0;
  /**
   * Before this, every heartbeat taken is written (see `writtenUpTo`): the start of the last flush
   * that wrote all it had, or the moment the first heartbeat after an idle spell was taken.
   */
  private lastWrittenUpTo = Date.now();

  constructor(private readonly db: Db) {}

  /** Whether the register's heartbeat was taken as liveness only (then it is acknowledged without a write). */
  cashpoint(contextId: number, heartbeat: CashpointHeartbeat, now: number): boolean {
    if (heartbeat.agentInfo || heartbeat.cashpointInfo) return false;
    const key = `${contextId}\u0000${heartbeat.storeId}\u0000${heartbeat.posId}`;
    return this.take('cashpoints', key, heartbeat.agentVersion, heartbeat.posType, heartbeat.currentVersion, now);
  }

  storeAgent(contextId: number, heartbeat: StoreHeartbeat, now: number): boolean {
    if (heartbeat.agentInfo) return false;
    const key = `${contextId}\u0000${heartbeat.storeId}`;
    const name = heartbeat.storeName?.trim();
    return this.take('store_agents', key, heartbeat.agentVersion, name, heartbeat.currentVersion, now);
  }

  /** After the durable write of a heartbeat committed: its values are what the target has stored. */
  rememberCashpoint(contextId: number, heartbeat: CashpointHeartbeat, targetId: number, now: number): void {
    const key = `${contextId}\u0000${heartbeat.storeId}\u0000${heartbeat.posId}`;
    this.remember(key, targetId, heartbeat.agentVersion, heartbeat.posType, heartbeat.currentVersion, now);
  }

  rememberStoreAgent(contextId: number, heartbeat: StoreHeartbeat, targetId: number, now: number): void {
    const key = `${contextId}\u0000${heartbeat.storeId}`;
    const name = heartbeat.storeName?.trim();
    this.remember(key, targetId, heartbeat.agentVersion, name, heartbeat.currentVersion, now);
  }

  private remember(
    key: string,
    targetId: number,
    agentVersion: string,
    label: string | null | undefined,
    currentVersion: string | null | undefined,
    now: number,
  ): void {
    const before = this.known.get(key);
    // A heartbeat without a posType or an installed update leaves the stored one as it was.
    this.known.set(key, {
      targetId,
      agentVersion,
      label: label || (before?.targetId === targetId ? before.label : null),
      currentVersion: currentVersion || (before?.targetId === targetId ? before.currentVersion : null),
      storedAt: now,
    });
  }

  private take(
    table: LivenessTable,
    key: string,
    agentVersion: string,
    label: string | null | undefined,
    currentVersion: string | null | undefined,
    now: number,
  ): boolean {
    if (this.closed) return false;
    const known = this.known.get(key);
    if (known && now - known.storedAt > rememberedForMs) {
      // Not trusted any more; a register that left the fleet is not kept either.
      this.known.delete(key);
      return false;
    }
    if (
      !known ||
      known.agentVersion !== agentVersion ||
      !same(label, known.label) ||
      !same(currentVersion, known.currentVersion)
    )
      return false;
    const pending = this.pending[table];
    // From idle to pending: everything taken before now is written.
    if (this.idle()) this.lastWrittenUpTo = Date.now();
    pending.set(known.targetId, Math.max(pending.get(known.targetId) ?? 0, now));
    this.pendingKeys[table].set(known.targetId, key);
    this.livenessHeartbeats += 1;
    this.timer ??= setTimeout(() => void this.flush(), livenessFlushMs).unref();
    return true;
  }

  /** Writes the pending last-seen times now; one flush at a time, the next waits for it. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.flushing = this.writePending().finally(() => (this.flushing = undefined));
    await this.flushing;
  }

  /**
   * A time before which every heartbeat this instance took as liveness only is written: now while
   * nothing is pending or being written, else the last moment everything taken was written.
   * How far it lags behind is how stale "last seen" may be (a metric), and what a test may expect
   * to survive when the process is killed. The process's clock (not the app's, which tests set):
   * the order of real events is what counts.
   */
  writtenUpTo(): number {
    return this.idle() ? Date.now() : this.lastWrittenUpTo;
  }

  private idle(): boolean {
    return !this.flushing && this.pending.cashpoints.size === 0 && this.pending.store_agents.size === 0;
  }

  private async writePending(): Promise<void> {
    // Everything taken before this moment is in the batches below or written before.
    const startedAt = Date.now();
    let wroteAll = true;
    for (const table of ['cashpoints', 'store_agents'] as const) {
      const seen = this.pending[table];
      const keys = this.pendingKeys[table];
      if (seen.size === 0) continue;
      this.pending[table] = new Map();
      this.pendingKeys[table] = new Map();
      try {
        const found = await raiseLastHeartbeats(this.db, table, seen);
        // A target deleted since is registered again by its next heartbeat, on the durable path.
        for (const id of seen.keys()) if (!found.has(id)) this.known.delete(keys.get(id)!);
        this.flushes += 1;
      } catch {
        wroteAll = false;
        // Kept for the next flush (a deadlock, a connection lost); a later time of a target wins.
        for (const [id, t] of seen) {
          this.pending[table].set(id, Math.max(this.pending[table].get(id) ?? 0, t));
          this.pendingKeys[table].set(id, keys.get(id)!);
        }
        if (!this.closed) this.timer ??= setTimeout(() => void this.flush(), livenessFlushMs).unref();
      }
    }
    if (wroteAll) this.lastWrittenUpTo = startedAt;
  }

  /** On shutdown, before the database closes: what is pending is written, later heartbeats go the durable way. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }
}

const instances = new WeakMap<Db, HeartbeatLiveness>();

/** The one liveness batcher of a database in this process. */
export function heartbeatLiveness(db: Db): HeartbeatLiveness {
  let liveness = instances.get(db);
  if (!liveness) instances.set(db, (liveness = new HeartbeatLiveness(db)));
  return liveness;
}

/** Writes what is pending when the app closes (close-with-grace closes the app before the database). */
export async function closeHeartbeatLiveness(db: Db): Promise<void> {
  await instances.get(db)?.close();
}
