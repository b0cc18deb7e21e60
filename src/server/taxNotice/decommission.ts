import type { Db } from '../platform/db/connection';
import { momentOf } from '../platform/wallClock';
import { berlin, berlinDay } from './logic';
import {
  fleetRegister,
  fleetRegistersOf,
  recordRegisterRemoved,
  recordStoreClosed,
  registerFirstSeen,
} from './repository/changesRecord';
import { decommissionProblem } from './validation';

// What the fleet's delete endpoints record for the notification to the tax office (issue 52), in
// their own transaction: the register's or store's fiscal record stays, and the change is due.

export interface Decommission {
  decommissionedOn?: string;
  reason?: string | null;
}

/**
 * Before the register `cashpointUid` is deleted: its decommissioning day (default today, Berlin) and
 * reason kept in its record and a registerRemoved change, dated that day (today: now; an earlier
 * day: its start in Berlin, so its deadline counts from it). Returns the German problem with the day
 * instead, recording nothing.
 */
export async function registerDecommissioned(
  db: Db,
  cashpointUid: string,
  input: Decommission,
  now: number,
): Promise<string | null> {
  const register = await fleetRegister(db, cashpointUid);
  if (!register) return null;
  const today = berlinDay(now);
  const day = input.decommissionedOn ?? today;
  const firstSeen = await registerFirstSeen(db, cashpointUid);
  const problem = decommissionProblem(day, today, firstSeen === null ? null : berlinDay(firstSeen));
  if (problem) return problem;
  const at = day === today ? now : momentOf(Date.parse(`${day}T00:00:00Z`), berlin);
  const reason = input.reason?.trim() ? input.reason.trim() : null;
  await recordRegisterRemoved(db, register, { day, reason, at, now });
  return null;
}

/** Before the store is deleted: it closes today, and each of its registers is decommissioned today. */
export async function storeDecommissioned(
  db: Db,
  store: { contextId: number; uid: string; storeId: string; name: string | null },
  now: number,
): Promise<void> {
  const day = berlinDay(now);
  for (const register of await fleetRegistersOf(db, { storeUid: store.uid }))
    await recordRegisterRemoved(db, register, { day, reason: null, at: now, now });
  await recordStoreClosed(
    db,
    { contextId: store.contextId, storeUid: store.uid, storeId: store.storeId, name: store.name || store.storeId },
    now,
  );
}
