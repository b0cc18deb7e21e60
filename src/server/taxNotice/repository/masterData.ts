import type { Db } from '../../platform/db/connection';
import type { FiscalRegistersTable } from '../../platform/db/schemaNotifications';
import { INSTALLED } from '../../updates';

// The SQL of the Kassenmeldung's master data (issue 52, H1): the taxpayer per context, a store's
// address, a register's fiscal fields. The fiscal record is kept by uid (migration 0037), and a store
// or register created after the migration may have no row yet until the change detection adds it:
// reading takes the fleet's row as well, and a save inserts the record that is missing.

export interface TaxpayerRow {
  name: string;
  taxNumber: string;
  taxOffice: string | null;
  updatedAt: number;
  updatedBy: string;
}

export function taxpayerOf(db: Db, contextId: number): Promise<TaxpayerRow | undefined> {
  return db.kysely
    .selectFrom('fiscalTaxpayers')
    .select(['name', 'taxNumber', 'taxOffice', 'updatedAt', 'updatedBy'])
    .where('contextId', '=', contextId)
    .executeTakeFirst();
}

export async function saveTaxpayer(db: Db, contextId: number, row: TaxpayerRow): Promise<void> {
  await db.kysely
    .insertInto('fiscalTaxpayers')
    .values({ contextId, ...row })
    .onConflict((oc) => oc.column('contextId').doUpdateSet(row))
    .execute();
}

export interface FiscalStoreRow {
  storeUid: string;
  storeId: string;
  name: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  /** The fleet no longer has the store. */
  closed: boolean;
  /** The fiscal record has a row for it. */
  recorded: boolean;
}

export async function fiscalStoreOf(db: Db, contextId: number, storeUid: string): Promise<FiscalStoreRow | undefined> {
  const [live, recorded] = await Promise.all([
    db.kysely
      .selectFrom('stores')
      .select(['uid', 'storeId', 'name'])
      .where('contextId', '=', contextId)
      .where('uid', '=', storeUid)
      .executeTakeFirst(),
    db.kysely
      .selectFrom('fiscalStores')
      .select(['storeId', 'name', 'street', 'postalCode', 'city'])
      .where('contextId', '=', contextId)
      .where('storeUid', '=', storeUid)
      .executeTakeFirst(),
  ]);
  if (!live && !recorded) return undefined;
  return {
    storeUid,
    storeId: live?.storeId ?? recorded!.storeId,
    name: live?.name ?? recorded!.name,
    street: recorded?.street ?? null,
    postalCode: recorded?.postalCode ?? null,
    city: recorded?.city ?? null,
    closed: !live,
    recorded: recorded !== undefined,
  };
}

export interface StoreAddress {
  street: string | null;
  postalCode: string | null;
  city: string | null;
}

export async function saveStoreAddress(
  db: Db,
  contextId: number,
  store: FiscalStoreRow,
  address: StoreAddress,
  now: number,
): Promise<void> {
  if (store.recorded) {
    await db.kysely
      .updateTable('fiscalStores')
      .set({ ...address, updatedAt: now })
      .where('storeUid', '=', store.storeUid)
      .execute();
    return;
  }
  await db.kysely
    .insertInto('fiscalStores')
    .values({
      storeUid: store.storeUid,
      contextId,
      storeId: store.storeId,
      name: store.name,
      ...address,
      openedAt: now,
      updatedAt: now,
    })
    // The change detection may have recorded the store meanwhile: then this is an update.
    .onConflict((oc) => oc.column('storeUid').doUpdateSet({ ...address, updatedAt: now }))
    .execute();
}

/** The fields a form or a line of the import edits. */
export const registerFieldNames = [
  'systemKind',
  'manufacturer',
  'model',
  'softwareName',
  'softwareVersion',
  'serialNumber',
  'purchasedOn',
  'decommissionedOn',
  'decommissionReason',
] as const;
export type RegisterFields = Pick<FiscalRegistersTable, (typeof registerFieldNames)[number]>;

export interface FiscalRegisterRow extends RegisterFields {
  cashpointUid: string;
  storeUid: string;
  storeId: string;
  posId: string;
  tseSerial: string | null;
  firstSeen: number;
  removed: boolean;
  recorded: boolean;
  /** The fleet's row of a register in service (its agent's software); null once deleted. */
  cashpointRowId: number | null;
}

const blankFields: RegisterFields = {
  systemKind: null,
  manufacturer: null,
  model: null,
  softwareName: null,
  softwareVersion: null,
  serialNumber: null,
  purchasedOn: null,
  decommissionedOn: null,
  decommissionReason: null,
};

/** The registers in service of a context (all of them, or one by uid) with their fiscal record if any. */
function liveRegisters(db: Db, contextId: number) {
  return db.kysely
    .selectFrom('cashpoints as c')
    .innerJoin('stores as s', 's.id', 'c.storeRowId')
    .leftJoin('fiscalRegisters as f', 'f.cashpointUid', 'c.uid')
    .select([
      'c.id as cashpointRowId',
      'c.uid as cashpointUid',
      's.uid as storeUid',
      's.storeId',
      'c.posId',
      'c.lastHeartbeat',
      'f.cashpointUid as recordedUid',
      'f.firstSeen',
      'f.tseSerial',
      ...registerFieldNames.map((field) => `f.${field}` as const),
    ])
    .where('s.contextId', '=', contextId);
}

type LiveRow = Awaited<ReturnType<ReturnType<typeof liveRegisters>['execute']>>[number];

function liveRow(row: LiveRow, now: number): FiscalRegisterRow {
  const fields = Object.fromEntries(registerFieldNames.map((field) => [field, row[field]])) as RegisterFields;
  return {
    ...fields,
    cashpointUid: row.cashpointUid,
    storeUid: row.storeUid,
    storeId: row.storeId,
    posId: row.posId,
    tseSerial: row.tseSerial,
    // Not yet recorded: from its last heartbeat, as the migration took the baseline.
    firstSeen: row.firstSeen ?? row.lastHeartbeat ?? now,
    removed: false,
    recorded: row.recordedUid !== null,
    cashpointRowId: row.cashpointRowId,
  };
}

export async function fiscalRegisterOf(
  db: Db,
  contextId: number,
  cashpointUid: string,
  now: number,
): Promise<FiscalRegisterRow | undefined> {
  const live = await liveRegisters(db, contextId).where('c.uid', '=', cashpointUid).executeTakeFirst();
  if (live) return liveRow(live, now);
  const gone = await db.kysely
    .selectFrom('fiscalRegisters as f')
    .leftJoin('fiscalStores as fs', 'fs.storeUid', 'f.storeUid')
    .select(['f.storeUid', 'fs.storeId', 'f.posId', 'f.tseSerial', 'f.firstSeen'])
    .select(registerFieldNames.map((field) => `f.${field}` as const))
    .where('f.contextId', '=', contextId)
    .where('f.cashpointUid', '=', cashpointUid)
    .executeTakeFirst();
  if (!gone) return undefined;
  return { ...gone, cashpointUid, storeId: gone.storeId ?? '', removed: true, recorded: true, cashpointRowId: null };
}

/** The registers in service of a context, by store and register number as the CSV lists them. */
export async function fiscalRegistersOfContext(db: Db, contextId: number, now: number): Promise<FiscalRegisterRow[]> {
  const rows = await liveRegisters(db, contextId).execute();
  return rows.map((row) => liveRow(row, now));
}

/** The tag of the update the register reports installed last: the software version the fleet knows. */
export async function installedVersionOf(db: Db, cashpointRowId: number): Promise<string | null> {
  const row = await db.kysely
    .selectFrom('installations as i')
    .innerJoin('syncfiles as s', 's.id', 'i.syncfileId')
    .select('s.tag')
    .where('i.cashpointId', '=', cashpointRowId)
    .where('i.installationStatus', '=', INSTALLED)
    .orderBy('s.orderKey', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.tag || null;
}

/** Writes a register's fields; a register without a record yet gets one (first seen as read). */
export async function saveRegisterFields(
  db: Db,
  contextId: number,
  register: FiscalRegisterRow,
  fields: RegisterFields,
  now: number,
): Promise<void> {
  if (register.recorded) {
    await db.kysely
      .updateTable('fiscalRegisters')
      .set({ ...fields, updatedAt: now })
      .where('cashpointUid', '=', register.cashpointUid)
      .execute();
    return;
  }
  await db.kysely
    .insertInto('fiscalRegisters')
    .values({
      ...blankFields,
      ...fields,
      cashpointUid: register.cashpointUid,
      contextId,
      storeUid: register.storeUid,
      posId: register.posId,
      tseSerial: register.tseSerial,
      firstSeen: register.firstSeen,
      removedAt: null,
      updatedAt: now,
    })
    .onConflict((oc) => oc.column('cashpointUid').doUpdateSet({ ...fields, updatedAt: now }))
    .execute();
}
