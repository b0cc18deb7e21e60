import type { Db } from '../../platform/db/connection';

// 'Vorher geändert' (issue 53): what history and the rollouts kept of an alert's store in the
// window before it opened. It reads the alerts' and rollouts' tables as the reports read the
// fleet's (read only): an import of those capabilities would turn their way round once they show
// history.

/** The alert as the window needs it: its context, store and opening. */
export interface AlertOpening {
  uid: string;
  contextId: number;
  storeUid: string | null;
  openedAt: number;
}

export async function alertOpening(db: Db, uid: string): Promise<AlertOpening | undefined> {
  const row = await db.kysely
    .selectFrom('alerts')
    .select(['uid', 'contextId', 'storeUid', 'openedAt'])
    .where('uid', '=', uid)
    .executeTakeFirst();
  return row && { ...row, openedAt: Number(row.openedAt) };
}

/** The store's row of the context, by uid (undefined: gone since the alert opened). */
export async function storeRowOf(db: Db, contextId: number, storeUid: string) {
  return db.kysely
    .selectFrom('stores')
    .select(['id', 'storeId'])
    .where('contextId', '=', contextId)
    .where('uid', '=', storeUid)
    .executeTakeFirst();
}

/** One change of the store's registers or store server. */
export interface StoreChangeRow {
  id: number;
  at: number;
  posId: string | null;
  cashpointUid: string | null;
  key: string;
  old: string | null;
  new: string | null;
}

type Window = { from: number; to: number; limit: number };

/**
 * The changes of the store's registers and of its store server in the window, newest first, each
 * list at most `limit` rows (the caller merges them): each read by its target's index on time.
 */
export async function storeChanges(db: Db, storeRowId: number, w: Window): Promise<StoreChangeRow[][]> {
  const ofRegisters = await db.kysely
    .selectFrom('historyChanges as h')
    .innerJoin('cashpoints as c', 'c.id', 'h.cashpointId')
    .select(['h.id', 'h.at', 'c.posId', 'c.uid as cashpointUid', 'h.key', 'h.old', 'h.new'])
    .where('c.storeRowId', '=', storeRowId)
    .where('h.at', '>=', w.from)
    .where('h.at', '<=', w.to)
    .orderBy('h.at', 'desc')
    .orderBy('h.id', 'desc')
    .limit(w.limit)
    .execute();
  const ofStoreServer = await db.kysely
    .selectFrom('historyChanges as h')
    .innerJoin('storeAgents as a', 'a.id', 'h.storeAgentId')
    .select(['h.id', 'h.at', 'h.key', 'h.old', 'h.new'])
    .where('a.storeRowId', '=', storeRowId)
    .where('h.at', '>=', w.from)
    .where('h.at', '<=', w.to)
    .orderBy('h.at', 'desc')
    .orderBy('h.id', 'desc')
    .limit(w.limit)
    .execute();
  const numbers = <T extends { id: number | string; at: number | string }>(r: T) => ({
    ...r,
    id: Number(r.id),
    at: Number(r.at),
  });
  return [ofRegisters.map(numbers), ofStoreServer.map((r) => ({ ...numbers(r), posId: null, cashpointUid: null }))];
}

/** A rollout wave that took the store, or rolled it back, in the window. */
export interface WaveTouch {
  rolloutUid: string;
  updateName: string;
  plan: string;
  admittedAt: number | null;
  rolledBackAt: number | null;
}

export async function wavesTouchingStore(db: Db, storeRowId: number, from: number, to: number): Promise<WaveTouch[]> {
  const rows = await db.kysely
    .selectFrom('rolloutStores as rs')
    .innerJoin('rollouts as r', 'r.id', 'rs.rolloutId')
    .innerJoin('rolloutWaves as w', (j) =>
      j.onRef('w.rolloutId', '=', 'rs.rolloutId').onRef('w.number', '=', 'rs.wave'),
    )
    .innerJoin('syncfiles as f', 'f.id', 'r.syncfileId')
    .select(['r.uid as rolloutUid', 'f.filename as updateName', 'w.plan', 'rs.admittedAt', 'rs.rolledBackAt'])
    .where('rs.storeRowId', '=', storeRowId)
    .where((eb) =>
      eb.or([
        eb.and([eb('rs.admittedAt', '>=', from), eb('rs.admittedAt', '<=', to)]),
        eb.and([eb('rs.rolledBackAt', '>=', from), eb('rs.rolledBackAt', '<=', to)]),
      ]),
    )
    .execute();
  const time = (v: number | string | null) => (v === null ? null : Number(v));
  return rows.map((r) => ({ ...r, admittedAt: time(r.admittedAt), rolledBackAt: time(r.rolledBackAt) }));
}
