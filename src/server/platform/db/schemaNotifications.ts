import type { Generated } from 'kysely';

// The tables of the notification to the tax office under § 146a (4) AO (migration 0037, issue 52),
// assembled into `Database` by schema.ts. Times in ms; days 'YYYY-MM-DD'.

/** Per context: the taxpayer. */
export interface FiscalTaxpayersTable {
  contextId: number;
  name: string;
  taxNumber: string;
  taxOffice: string | null;
  updatedAt: number;
  updatedBy: string;
}

/** Per store (Betriebsstätte) by uid; stays when the store is deleted (`closedAt`). */
export interface FiscalStoresTable {
  storeUid: string;
  contextId: number;
  storeId: string;
  name: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  openedAt: number;
  closedAt: number | null;
  updatedAt: number;
}

/** Per register by uid; stays when the register is deleted (`removedAt`) until a report listed it. */
export interface FiscalRegistersTable {
  cashpointUid: string;
  contextId: number;
  storeUid: string;
  posId: string;
  systemKind: string | null;
  manufacturer: string | null;
  model: string | null;
  softwareName: string | null;
  softwareVersion: string | null;
  serialNumber: string | null;
  tseSerial: string | null;
  purchasedOn: string | null;
  decommissionedOn: string | null;
  decommissionReason: string | null;
  firstSeen: number;
  removedAt: number | null;
  updatedAt: number;
}

/** A report as marked sent; `snapshot` is its JSON, never changed afterwards. */
export interface FiscalReportsTable {
  id: Generated<number>;
  contextId: number;
  storeUid: string;
  reportedOn: string;
  transferTicket: string;
  reportedAt: number;
  reportedBy: string;
  snapshot: string;
}

/** A change that must be reported; `reportId` null while it is due. */
export interface FiscalChangesTable {
  id: Generated<number>;
  contextId: number;
  storeUid: string;
  cashpointUid: string | null;
  kind: string;
  at: number;
  fromValue: string | null;
  toValue: string | null;
  reportId: number | null;
}

/** The detection's marks (migration 0038): the highest row ids taken, the moment compared up to. */
export interface FiscalMarksTable {
  name: string;
  value: number;
}

/** A reminder mail sent 7 days before a store's deadline, once per deadline (migration 0038). */
export interface FiscalRemindersTable {
  contextId: number;
  storeUid: string;
  deadline: string;
  sentAt: number;
}

export interface NotificationTables {
  fiscalMarks: FiscalMarksTable;
  fiscalReminders: FiscalRemindersTable;
  fiscalTaxpayers: FiscalTaxpayersTable;
  fiscalStores: FiscalStoresTable;
  fiscalRegisters: FiscalRegistersTable;
  fiscalReports: FiscalReportsTable;
  fiscalChanges: FiscalChangesTable;
}
