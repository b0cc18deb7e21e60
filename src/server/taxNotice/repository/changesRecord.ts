import type { Db } from '../../platform/db/connection';

// The changes the fleet's delete endpoints record themselves (issue 52): the register's or store's
// fiscal record stays, marked out of service, and a change to report is written, in the delete's
// own transaction. One not yet in the record (deleted before the alert run saw it) is taken in first,
// with its own change: it was in service, however briefly.

export interface RegisterGoing {
  contextId: number;
  storeUid: string;
  cashpointUid: string;
  posId: string;
}

/** The register's first day in the record (ms), or null when the record does not know it yet. */
export async function registerFirstSeen(db: Db, cashpointUid: string): Promise<number | null> {
  const row = await db.kysely
    .selectFrom('fiscalRegisters')
    .select('firstSeen')
    .where('cashpointUid', '=', cashpointUid)
    .executeTakeFirst();
  return row ? Number(row.firstSeen) : null;
}

async function ensureRegister(db: Db, r: RegisterGoing, now: number): Promise<void> {
  const inserted = await db.kysely
    .insertInto('fiscalRegisters')
    .values({
      cashpointUid: r.cashpointUid,
      contextId: r.contextId,
      storeUid: r.storeUid,
      posId: r.posId,
      firstSeen: now,
      updatedAt: now,
    })
    .onConflict((oc) => oc.column('cashpointUid').doNothing())
    .returning('cashpointUid')
    .executeTakeFirst();
  if (inserted)
    await db.kysely
      .insertInto('fiscalChanges')
      .values({ ...changeOf(r), kind: 'registerAdded', at: now, fromValue: null, toValue: r.posId })
      .execute();
}

const changeOf = (r: RegisterGoing) => ({
  contextId: r.contextId,
  storeUid: r.storeUid,
  cashpointUid: r.cashpointUid,
  reportId: null,
});

/**
 * The register taken out of service on `day` (`at`: that moment, the change's time) for `reason`:
 * its record keeps them, and a registerRemoved change is due.
 */
export async function recordRegisterRemoved(
  db: Db,
  r: RegisterGoing,
  going: { day: string; reason: string | null; at: number; now: number },
): Promise<void> {
  await ensureRegister(db, r, going.now);
  await db.kysely
    .updateTable('fiscalRegisters')
    .set({ removedAt: going.now, decommissionedOn: going.day, decommissionReason: going.reason, updatedAt: going.now })
    .where('cashpointUid', '=', r.cashpointUid)
    .execute();
  await db.kysely
    .insertInto('fiscalChanges')
    .values({ ...changeOf(r), kind: 'registerRemoved', at: going.at, fromValue: r.posId, toValue: null })
    .execute();
}

/** The store closed at `now`: its record stays, marked closed, and a storeClosed change is due. */
export async function recordStoreClosed(
  db: Db,
  s: { contextId: number; storeUid: string; storeId: string; name: string },
  now: number,
): Promise<void> {
  const inserted = await db.kysely
    .insertInto('fiscalStores')
    .values({ ...s, openedAt: now, updatedAt: now })
    .onConflict((oc) => oc.column('storeUid').doNothing())
    .returning('storeUid')
    .executeTakeFirst();
  const change = { contextId: s.contextId, storeUid: s.storeUid, cashpointUid: null, at: now, reportId: null };
  if (inserted)
    await db.kysely
      .insertInto('fiscalChanges')
      .values({ ...change, kind: 'storeAdded', fromValue: null, toValue: s.storeId })
      .execute();
  await db.kysely
    .updateTable('fiscalStores')
    .set({ closedAt: now, updatedAt: now })
    .where('storeUid', '=', s.storeUid)
    .execute();
  await db.kysely
    .insertInto('fiscalChanges')
    .values({ ...change, kind: 'storeClosed', fromValue: s.storeId, toValue: null })
    .execute();
}

/** The registers of a store of the fleet as the record names them (before the store is deleted). */
export async function fleetRegistersOf(db: Db, storeUids: { storeUid: string }): Promise<RegisterGoing[]> {
  return db.kysely
    .selectFrom('cashpoints as c')
    .innerJoin('stores as s', 's.id', 'c.storeRowId')
    .select(['s.contextId', 's.uid as storeUid', 'c.uid as cashpointUid', 'c.posId'])
    .where('s.uid', '=', storeUids.storeUid)
    .execute();
}

/** The register of the fleet as the record names it, or undefined. */
export function fleetRegister(db: Db, cashpointUid: string): Promise<RegisterGoing | undefined> {
  return db.kysely
    .selectFrom('cashpoints as c')
    .innerJoin('stores as s', 's.id', 'c.storeRowId')
    .select(['s.contextId', 's.uid as storeUid', 'c.uid as cashpointUid', 'c.posId'])
    .where('c.uid', '=', cashpointUid)
    .executeTakeFirst();
}

type Edited = { serialNumber: string | null; model: string | null };

/**
 * A register's serial number or model changed in its master data (the agents do not report them):
 * a serialChanged or modelChanged change is due. A first value, where there was none, is no change.
 * For the save of a register's fiscal fields, in its transaction.
 */
export async function recordRegisterEdits(
  db: Db,
  r: { contextId: number; storeUid: string; cashpointUid: string },
  before: Edited,
  after: Edited,
  now: number,
): Promise<void> {
  const edits = [
    ['serialChanged', before.serialNumber, after.serialNumber],
    ['modelChanged', before.model, after.model],
  ] as const;
  for (const [kind, from, to] of edits)
    if (from !== null && from !== to)
      await db.kysely
        .insertInto('fiscalChanges')
        .values({ ...r, reportId: null, kind, at: now, fromValue: from, toValue: to })
        .execute();
}
