import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { components } from '../../../shared/generated/contract';
import {
  deadlineOf,
  missingRegisterFields,
  missingStoreFields,
  missingTaxpayerFields,
  systemKinds,
  type SystemKind,
} from '../../../shared/taxNotice/fields';
import { taxNoticeTexts } from '../../../shared/texts/de/taxNotice';

// The pure core of a store's Kassenmeldung (issue 52): which registers a report lists, in which
// order, with the law's fields, what is missing, and the message of a report that cannot be marked.

export type TaxNoticeReport = components['schemas']['TaxNoticeReport'];
type ReportRegister = components['schemas']['TaxNoticeRegister'];
type ChangeKind = components['schemas']['TaxNoticeChangeKind'];

const texts = taxNoticeTexts.taxNotice;
const zone = 'Europe/Berlin';

/** The day in Berlin, 'YYYY-MM-DD': the day of a change, and the 'today' of deadlines and reports. */
export const berlinDay = (at: number) => format(new TZDate(at, zone), 'yyyy-MM-dd');

interface RegisterFacts {
  cashpointUid: string;
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
  removedAt: number | null;
}
interface Tse {
  serial: string;
  type: string | null;
  bsiCertificateId: string | null;
}

export interface ReportInput {
  contextKey: string;
  now: number;
  taxpayer: { name: string; taxNumber: string; taxOffice: string | null } | undefined;
  store: {
    storeUid: string;
    storeId: string;
    name: string;
    street: string | null;
    postalCode: string | null;
    city: string | null;
    closedAt: number | null;
  };
  /** Every fiscal record of a register of the store. */
  registers: readonly RegisterFacts[];
  /** The TSE of a register (by uid) the fleet assigns it now; its own `tseSerial` comes first. */
  assigned: ReadonlyMap<string, Tse>;
  /** The cockpit's TSEs by serial, for the type and certificate of a register's `tseSerial`. */
  bySerial: ReadonlyMap<string, Tse>;
  /** The store's changes not yet reported, oldest first. */
  changes: readonly {
    id: number;
    cashpointUid: string | null;
    kind: string;
    at: number;
    fromValue: string | null;
    toValue: string | null;
  }[];
  /** What earlier reports listed as decommissioned (`listedKey`), so the next one lists it no more. */
  listedDecommissioned: ReadonlySet<string>;
}

/** A register listed as decommissioned on a day: the same decommissioning is reported once. */
export const listedKey = (cashpointUid: string, decommissionedOn: string | null) =>
  `${cashpointUid}|${decommissionedOn ?? ''}`;

/** The registers an earlier report listed as taken out of service, from the reports' snapshots. */
export function decommissionedIn(snapshots: readonly string[]): Set<string> {
  const listed = new Set<string>();
  for (const text of snapshots) {
    const snapshot = JSON.parse(text) as Pick<TaxNoticeReport, 'registers'>;
    for (const register of snapshot.registers)
      if (!register.inService) listed.add(listedKey(register.cashpointUid, register.decommissionedOn));
  }
  return listed;
}

const isSystemKind = (kind: string | null): kind is SystemKind =>
  kind !== null && (systemKinds as readonly string[]).includes(kind);
const byPosId = (a: { posId: string }, b: { posId: string }) => a.posId.localeCompare(b.posId, 'de', { numeric: true });

function registerOf(register: RegisterFacts, input: ReportInput): ReportRegister {
  const inService = register.removedAt === null && register.decommissionedOn === null;
  const own = register.tseSerial;
  const tse: Tse | null = own
    ? (input.bySerial.get(own) ?? { serial: own, type: null, bsiCertificateId: null })
    : (input.assigned.get(register.cashpointUid) ?? null);
  return {
    cashpointUid: register.cashpointUid,
    posId: register.posId,
    systemKind: isSystemKind(register.systemKind) ? register.systemKind : null,
    tse: tse && { serial: tse.serial, type: tse.type, bsiCertificateId: tse.bsiCertificateId },
    manufacturer: register.manufacturer,
    model: register.model,
    softwareName: register.softwareName,
    softwareVersion: register.softwareVersion,
    serialNumber: register.serialNumber,
    purchasedOn: register.purchasedOn,
    decommissionedOn: register.decommissionedOn,
    decommissionReason: register.decommissionReason,
    inService,
    missing: missingRegisterFields({
      ...register,
      // An unknown kind is no kind the form has.
      systemKind: isSystemKind(register.systemKind) ? register.systemKind : null,
      tseSerial: tse?.serial ?? null,
      removed: !inService,
    }),
  };
}

/**
 * The store's report as of `now`: every register in service, and every one taken out of service
 * that no earlier report listed as such (in service first, then by register number).
 */
export function buildReport(input: ReportInput): TaxNoticeReport {
  const { store, taxpayer } = input;
  const registers = input.registers
    .filter(
      (r) =>
        (r.removedAt === null && r.decommissionedOn === null) ||
        !input.listedDecommissioned.has(listedKey(r.cashpointUid, r.decommissionedOn)),
    )
    .map((r) => registerOf(r, input))
    .sort((a, b) => Number(b.inService) - Number(a.inService) || byPosId(a, b));
  const posIds = new Map(input.registers.map((r) => [r.cashpointUid, r.posId]));
  const changes = input.changes.map((change) => ({
    id: change.id,
    kind: change.kind as ChangeKind,
    at: new Date(change.at).toISOString(),
    deadline: deadlineOf(berlinDay(change.at)),
    cashpointUid: change.cashpointUid,
    posId: (change.cashpointUid && posIds.get(change.cashpointUid)) ?? null,
    from: change.fromValue,
    to: change.toValue,
  }));
  const taxpayerMissing = missingTaxpayerFields(taxpayer);
  const storeMissing = missingStoreFields(store);
  return {
    contextId: input.contextKey,
    storeUid: store.storeUid,
    generatedOn: berlinDay(input.now),
    taxpayer: {
      name: taxpayer?.name ?? null,
      taxNumber: taxpayer?.taxNumber ?? null,
      taxOffice: taxpayer?.taxOffice ?? null,
      missing: taxpayerMissing,
    },
    store: {
      storeId: store.storeId,
      name: store.name,
      street: store.street,
      postalCode: store.postalCode,
      city: store.city,
      closed: store.closedAt !== null,
      missing: storeMissing,
    },
    registerCount: registers.length,
    registers,
    changes,
    deadline: changes.reduce<string | null>((min, c) => (min === null || c.deadline < min ? c.deadline : min), null),
    complete:
      taxpayerMissing.length === 0 && storeMissing.length === 0 && registers.every((r) => r.missing.length === 0),
  };
}

/** What a report lacks, per taxpayer, store and register, as one German sentence per part. */
export function missingMessage(report: TaxNoticeReport): string {
  const words = (fields: readonly string[]) =>
    fields.map((field) => texts.fields[field as keyof typeof texts.fields]).join(', ');
  const parts: string[] = [];
  const r = texts.report;
  if (report.taxpayer.missing.length > 0) parts.push(r.problems.part(r.taxpayer, words(report.taxpayer.missing)));
  if (report.store.missing.length > 0) parts.push(r.problems.part(r.store, words(report.store.missing)));
  for (const register of report.registers)
    if (register.missing.length > 0) parts.push(r.problems.part(r.register(register.posId), words(register.missing)));
  return r.problems.incomplete(parts.join(' '));
}
