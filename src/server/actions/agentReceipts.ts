import type { Db } from '../platform/db/connection';
import { queuedInStore } from './repository/agentBatch';
import { recordOpenReceipt } from './repository/delivery';
import { announceActions } from './signals';

/**
 * Stores what a register's heartbeat says about an open receipt. A closed one may let a target wait
 * no longer (the register's own, or its store server's): when its store has one queued, the context
 * is announced to the waiting agents.
 */
export async function noteOpenReceipt(
  db: Db,
  contextId: number,
  cashpoint: { id: number; storeRowId: number },
  open: boolean,
  now: number,
): Promise<void> {
  await recordOpenReceipt(db, cashpoint.id, open, now);
  if (!open && (await queuedInStore(db, cashpoint.storeRowId))) announceActions(db, contextId);
}
