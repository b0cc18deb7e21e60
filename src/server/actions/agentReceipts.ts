import type { Db } from '../platform/db/connection';
import { queuedNearRegister } from './repository/agentBatch';
import { recordOpenReceipt } from './repository/receipts';
import { announceActions } from './signals';

/**
 * How long this instance trusts that a register's receipt is still stored as closed after it wrote
 * or confirmed that: another instance may have stored an open one since (an agent's heartbeats
 * alternate between instances), as the fleet's liveness batches trust theirs (fleet/liveness.ts).
 */
const trustedForMs = 5 * 60_000;

/**
 * The registers this instance last stored or confirmed with no receipt open, and when, by context,
 * store and number. Only the closed word is remembered: a till says "closed" on nearly every beat,
 * and skipping it can only leave an open receipt stored a while longer (an action waits, never one
 * too early); an open receipt is always written.
 */
class ClosedReceipts {
  private readonly closedAt = new Map<string, number>();
  private sweptAt = 0;

  fresh(key: string, now: number): boolean {
    const at = this.closedAt.get(key);
    return at !== undefined && now - at <= trustedForMs;
  }

  note(key: string, open: boolean, now: number): void {
    if (open) this.closedAt.delete(key);
    else this.closedAt.set(key, now);
    // Registers not heard from within the trust would be written anyway: forget them.
    if (now - this.sweptAt < trustedForMs) return;
    this.sweptAt = now;
    for (const [k, at] of this.closedAt) if (now - at > trustedForMs) this.closedAt.delete(k);
  }

  forget(key: string): void {
    this.closedAt.delete(key);
  }
}

const memories = new WeakMap<Db, ClosedReceipts>();

/**
 * Stores what a register's heartbeat says about an open receipt (written only when it changed); a
 * closed receipt this instance stored or confirmed within the trust costs no statement (issue 51:
 * the light heartbeats carry it too, and stay as cheap as without it). A receipt just closed may let
 * a target wait no longer (the register's own, or its store server's): when its store has one
 * queued, the context is announced to the waiting agents.
 */
export async function noteOpenReceipt(
  db: Db,
  register: { contextId: number; storeId: string; posId: string },
  open: boolean,
  now: number,
): Promise<void> {
  let memory = memories.get(db);
  if (!memory) memories.set(db, (memory = new ClosedReceipts()));
  const key = `${register.contextId}\u0000${register.storeId}\u0000${register.posId}`;
  if (!open && memory.fresh(key, now)) return;
  let changed: number | undefined;
  try {
    changed = await recordOpenReceipt(db, register, open, now);
  } catch (error) {
    memory.forget(key);
    throw error;
  }
  memory.note(key, open, now);
  if (changed !== undefined && !open && (await queuedNearRegister(db, changed)))
    announceActions(db, register.contextId);
}
