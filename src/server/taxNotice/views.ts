// The reply shapes of taxNotice: its rows as the contract shows them.
import type { components } from '../../shared/generated/contract';
import { berlinDay } from '../../shared/taxNotice/masterData';
import type { FiscalRegisterRow } from './repository/masterData';
import { guardFormula } from '../../shared/reports/csv';
import { fiscalTexts } from '../../shared/texts/de/fiscal';
import { taxNoticeTexts } from '../../shared/texts/de/taxNotice';
import type { TaxNoticeReport } from './logic/report';

type FiscalRegister = components['schemas']['FiscalRegister'];

/** A register's fiscal fields; `agentSoftware` what the fleet knows of its software. */
export function registerView(row: FiscalRegisterRow, agentSoftware: FiscalRegister['agentSoftware']): FiscalRegister {
  return {
    cashpointUid: row.cashpointUid,
    storeUid: row.storeUid,
    storeId: row.storeId,
    posId: row.posId,
    systemKind: row.systemKind as FiscalRegister['systemKind'],
    manufacturer: row.manufacturer,
    model: row.model,
    softwareName: row.softwareName,
    softwareVersion: row.softwareVersion,
    serialNumber: row.serialNumber,
    tseSerial: row.tseSerial,
    purchasedOn: row.purchasedOn,
    decommissionedOn: row.decommissionedOn,
    decommissionReason: row.decommissionReason,
    firstSeen: berlinDay(row.firstSeen),
    removed: row.removed,
    agentSoftware,
  };
}

const texts = taxNoticeTexts.taxNotice;
const tseTypes: Record<string, string> = fiscalTexts.fiscal.types;
/** A TSE's type as the cockpit names it ('SD-Karte'); one it does not know as reported. */
const tseTypeWord = (type: string | null | undefined) => (type ? (tseTypes[type] ?? type) : '');
const fieldWords = (fields: readonly string[]) =>
  fields.map((field) => texts.fields[field as keyof typeof texts.fields]).join(', ');

/**
 * The CSV lines of a store's report (header `texts.report.csvHeader`): one per register in the
 * form's order, the store's and taxpayer's cells on each; a store without registers gets one line.
 */
export function reportCsvLines(report: TaxNoticeReport): string[][] {
  const { store, taxpayer } = report;
  const head = [
    store.storeId,
    store.name,
    store.street ?? '',
    store.postalCode ?? '',
    store.city ?? '',
    taxpayer.name ?? '',
    taxpayer.taxNumber ?? '',
    taxpayer.taxOffice ?? '',
  ];
  const ownMissing = [...taxpayer.missing, ...store.missing];
  const lines = report.registers.map((r) => [
    ...head,
    r.posId,
    r.systemKind ? texts.systemKinds[r.systemKind] : '',
    r.tse?.serial ?? '',
    tseTypeWord(r.tse?.type),
    r.tse?.bsiCertificateId ?? '',
    r.manufacturer ?? '',
    r.model ?? '',
    r.softwareName ?? '',
    r.softwareVersion ?? '',
    r.serialNumber ?? '',
    r.purchasedOn ?? '',
    r.decommissionedOn ?? '',
    r.decommissionReason ?? '',
    fieldWords([...ownMissing, ...r.missing]),
  ]);
  const rows = lines.length > 0 ? lines : [[...head, ...Array<string>(13).fill(''), fieldWords(ownMissing)]];
  return rows.map((cells) => cells.map(guardFormula));
}
