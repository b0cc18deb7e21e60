import { addMonths, format, parseISO } from 'date-fns';

// What the notification to the tax office under § 146a (4) AO needs (issue 52, 'Kassenmeldung'):
// the kinds of system of the official form, the changes that must be reported, the deadline, and
// which facts a report cannot go without. One rule for the server (the report, the list, 409) and the
// client (what the forms mark as missing); the German words are in texts/de/taxNotice.ts.

/** 'Art des elektronischen Aufzeichnungssystems', the categories of the official form. */
export const systemKinds = [
  'computerCashSystem',
  'cashRegister',
  'tabletCashSystem',
  'scaleWithRegister',
  'taximeter',
  'odometer',
] as const;
export type SystemKind = (typeof systemKinds)[number];

/** The changes the fleet shows that must be reported within a month. */
export const changeKinds = [
  'registerAdded',
  'registerRemoved',
  'tseChanged',
  'serialChanged',
  'modelChanged',
  'storeAdded',
  'storeClosed',
] as const;
export type ChangeKind = (typeof changeKinds)[number];

/**
 * The deadline of a change made on `day` ('YYYY-MM-DD'): one month later; a day the next month lacks
 * is its last day (a change on 31 January is due on 28 or 29 February).
 */
export function deadlineOf(day: string): string {
  return format(addMonths(parseISO(day), 1), 'yyyy-MM-dd');
}

export const taxpayerFields = ['name', 'taxNumber'] as const;
export const storeFields = ['street', 'postalCode', 'city'] as const;
export const registerFields = ['systemKind', 'manufacturer', 'model', 'serialNumber', 'purchasedOn'] as const;
/** A register a report lists as taken out of service needs its day besides; every register its TSE. */
export type RegisterField = (typeof registerFields)[number] | 'decommissionedOn' | 'tseSerial';
export type StoreField = (typeof storeFields)[number];
export type TaxpayerField = (typeof taxpayerFields)[number];

type Facts<F extends string> = Partial<Record<F, string | null | undefined>>;
const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

export function missingTaxpayerFields(taxpayer: Facts<TaxpayerField> | undefined): TaxpayerField[] {
  return taxpayerFields.filter((field) => blank(taxpayer?.[field]));
}

export function missingStoreFields(store: Facts<StoreField>): StoreField[] {
  return storeFields.filter((field) => blank(store[field]));
}

/** `removed`: the register was deleted or marked decommissioned, so the report lists its last day. */
export function missingRegisterFields(
  register: Facts<RegisterField | 'tseSerial'> & { removed: boolean },
): RegisterField[] {
  const missing: RegisterField[] = registerFields.filter((field) => blank(register[field]));
  if (register.removed && blank(register.decommissionedOn)) missing.push('decommissionedOn');
  if (blank(register.tseSerial)) missing.push('tseSerial');
  return missing;
}
