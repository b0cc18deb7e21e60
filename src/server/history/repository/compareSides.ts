import type { Db } from '../../platform/db/connection';

/** A register as 'Vergleichen' names it, with the context it belongs to. */
export interface CompareRegister {
  id: number;
  uid: string;
  contextId: number;
  storeId: string;
  posId: string;
}

/** The register with this uid in any context (undefined: none); the caller refuses another context's. */
export async function registerByUid(db: Db, uid: string): Promise<CompareRegister | undefined> {
  return db.kysely
    .selectFrom('cashpoints as c')
    .innerJoin('stores as s', 's.id', 'c.storeRowId')
    .select(['c.id', 'c.uid', 's.contextId', 's.storeId', 'c.posId'])
    .where('c.uid', '=', uid)
    .executeTakeFirst();
}

/** What history keeps of a register from a time on: its current values and the changes since. */
export interface KeptSince {
  /** Its current values by section (JSON), undefined before its first full heartbeat. */
  reported: string | undefined;
  /** When history began keeping it; null: before that was recorded (migration 0045). */
  startedAt: number | null;
  /** Its changes after the time, newest first. */
  changes: { key: string; old: string | null; new: string | null }[];
}

/**
 * A register's current values and its changes after `after`, newest first: two indexed reads (the
 * state by its target, the changes by target and time), whatever the length of its history before.
 */
export async function keptSince(db: Db, cashpointId: number, after: number): Promise<KeptSince> {
  const state = await db.kysely
    .selectFrom('historyStates')
    .select(['reported', 'startedAt'])
    .where('cashpointId', '=', cashpointId)
    .executeTakeFirst();
  if (!state) return { reported: undefined, startedAt: null, changes: [] };
  const changes = await db.kysely
    .selectFrom('historyChanges')
    .select(['key', 'old', 'new'])
    .where('cashpointId', '=', cashpointId)
    .where('at', '>', after)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return {
    reported: state.reported,
    startedAt: state.startedAt === null ? null : Number(state.startedAt),
    changes,
  };
}
