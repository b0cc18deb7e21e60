import type { Db } from '../platform/db/connection';
import { queuedNearRegister } from './repository/agentBatch';
import { recordOpenReceipt } from './repository/delivery';
import { announceActions } from './signals';

/**
 * Stores what a register's heartbeat says about an open receipt (written only when it changed). A
 * receipt just closed may let a target wait no longer (the register's own, or its store server's):
 * when its store has one queued, the context is announced to the waiting agents.
 */
export async function noteOpenReceipt(
  db: Db,
  register: { contextId: number; storeId: string; posId: string },
  open: boolean,
  now: number,
): Promise<void> {
  const changed = await recordOpenReceipt(db, register, open, now);
  if (changed !== undefined && !open && (await queuedNearRegister(db, changed)))
    announceActions(db, register.contextId);
}
