import { isValid, parseISO } from 'date-fns';
import { taxNoticeTexts } from '../texts/de/taxNotice';
import { systemKinds, type SystemKind } from './fields';
import { isTaxNumber } from './taxNumber';

// The checks of the master data a Kassenmeldung needs and the agents cannot know (issue 52): one rule
// for the forms (each field's first problem under it) and the server (a German 400 naming the field,
// and in an import the line). A blank optional field is none; what a report still lacks is
// fields.ts's business, not a save's.

const labels = taxNoticeTexts.taxNotice.fields;
const p = taxNoticeTexts.taxNotice.masterData.problems;

export const masterDataLimits = {
  name: 200,
  taxNumber: 20,
  taxOffice: 200,
  street: 200,
  postalCode: 5,
  city: 100,
  manufacturer: 100,
  model: 100,
  softwareName: 100,
  softwareVersion: 100,
  serialNumber: 100,
  decommissionReason: 500,
} as const;
type Limited = keyof typeof masterDataLimits;

export interface FieldProblem<F extends string = string> {
  field: F;
  message: string;
}

type Text = string | null | undefined;
/** 'YYYY-MM-DD' as German writes it in a message: 01.03.2024. */
export const germanDay = (day: string) => day.split('-').reverse().join('.');

const filled = (value: Text): value is string => typeof value === 'string' && value.trim() !== '';

function lengthProblem<F extends Limited>(field: F, value: Text): FieldProblem<F>[] {
  const max = masterDataLimits[field];
  return filled(value) && value.trim().length > max ? [{ field, message: p.tooLong(labels[field], max) }] : [];
}

/** 'YYYY-MM-DD' that names a day of the calendar (not 2025-02-30). */
export function isDay(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    isValid(parseISO(value)) &&
    parseISO(value).getDate() === Number(value.slice(8))
  );
}

export interface TaxpayerInput {
  name: Text;
  taxNumber: Text;
  taxOffice?: Text;
}
export type TaxpayerInputField = 'name' | 'taxNumber' | 'taxOffice';

export function taxpayerProblems(input: TaxpayerInput): FieldProblem<TaxpayerInputField>[] {
  const problems: FieldProblem<TaxpayerInputField>[] = [];
  if (!filled(input.name)) problems.push({ field: 'name', message: p.required(labels.name) });
  else problems.push(...lengthProblem('name', input.name));
  if (!filled(input.taxNumber)) problems.push({ field: 'taxNumber', message: p.required(labels.taxNumber) });
  else if (!isTaxNumber(input.taxNumber)) problems.push({ field: 'taxNumber', message: p.taxNumber(labels.taxNumber) });
  problems.push(...lengthProblem('taxOffice', input.taxOffice));
  return problems;
}

export interface StoreAddressInput {
  street: Text;
  postalCode: Text;
  city: Text;
}
export type StoreAddressField = keyof StoreAddressInput;

export function storeAddressProblems(input: StoreAddressInput): FieldProblem<StoreAddressField>[] {
  const problems: FieldProblem<StoreAddressField>[] = [...lengthProblem('street', input.street)];
  if (filled(input.postalCode) && !/^\d{5}$/.test(input.postalCode.trim())) {
    problems.push({ field: 'postalCode', message: p.postalCode(labels.postalCode) });
  }
  problems.push(...lengthProblem('city', input.city));
  return problems;
}

export interface RegisterInput {
  systemKind: Text;
  manufacturer: Text;
  model: Text;
  softwareName: Text;
  softwareVersion: Text;
  serialNumber: Text;
  purchasedOn: Text;
  decommissionedOn: Text;
  decommissionReason: Text;
}
export type RegisterInputField = keyof RegisterInput;

export interface RegisterFacts {
  /** The Berlin day of today: a purchase lies on or before it. */
  today: string;
  /** The Berlin day of the register's first heartbeat: it cannot be retired before. */
  firstSeen: string;
}

export const isSystemKind = (value: string): value is SystemKind => (systemKinds as readonly string[]).includes(value);

export function registerProblems(input: RegisterInput, facts: RegisterFacts): FieldProblem<RegisterInputField>[] {
  const problems: FieldProblem<RegisterInputField>[] = [];
  if (filled(input.systemKind) && !isSystemKind(input.systemKind.trim())) {
    problems.push({ field: 'systemKind', message: p.systemKind(labels.systemKind, input.systemKind.trim()) });
  }
  for (const field of ['manufacturer', 'model', 'softwareName', 'softwareVersion', 'serialNumber'] as const) {
    problems.push(...lengthProblem(field, input[field]));
  }
  const day = (field: 'purchasedOn' | 'decommissionedOn'): string | null => {
    const value = input[field];
    if (!filled(value)) return null;
    if (isDay(value.trim())) return value.trim();
    problems.push({ field, message: p.date(labels[field], value.trim()) });
    return null;
  };
  const purchased = day('purchasedOn');
  const decommissioned = day('decommissionedOn');
  if (purchased !== null && purchased > facts.today) {
    problems.push({ field: 'purchasedOn', message: p.purchaseInFuture(labels.purchasedOn, germanDay(facts.today)) });
  } else if (purchased !== null && decommissioned !== null && purchased > decommissioned) {
    problems.push({
      field: 'purchasedOn',
      message: p.purchaseAfterDecommission(labels.purchasedOn, germanDay(decommissioned)),
    });
  }
  if (decommissioned !== null && decommissioned < facts.firstSeen) {
    problems.push({
      field: 'decommissionedOn',
      message: p.decommissionBeforeFirstSeen(labels.decommissionedOn, germanDay(facts.firstSeen)),
    });
  }
  problems.push(...lengthProblem('decommissionReason', input.decommissionReason));
  if (filled(input.decommissionReason) && !filled(input.decommissionedOn)) {
    problems.push({ field: 'decommissionReason', message: p.reasonWithoutDay(labels.decommissionReason) });
  }
  return problems;
}

/** A text field as stored: trimmed, and a blank one as none. */
export const storedText = (value: Text): string | null => (filled(value) ? value.trim() : null);

const berlinDays = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** The Europe/Berlin day ('YYYY-MM-DD') of a time in ms: the law's days are German days. */
export const berlinDay = (ms: number): string => berlinDays.format(ms);
