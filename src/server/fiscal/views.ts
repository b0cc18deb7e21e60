// The reply shapes of fiscal: its rows as the contract shows them.
import { isoTime } from '../platform/ids';
import type { components } from '../../shared/generated/contract';
import { fiscalTexts } from '../../shared/texts/de/fiscal';
import { guardFormula } from '../../shared/reports/csv';
import { capacityUsedPercent, daysLeft, estimateFullBy, type CounterPoint } from './logic';
import type { TseListRow } from './repository/tseList';

type TseRow = components['schemas']['TseRow'];
type TseCashpoint = components['schemas']['TseCashpoint'];

const bool = (value: number | null) => (value === null ? null : value === 1);
const num = (value: number | null) => (value === null ? null : Number(value));

/** The counter's points for the estimate: the samples and the latest stored value. */
export function counterPoints(row: TseListRow, samples: readonly CounterPoint[]): CounterPoint[] {
  const points = [...samples];
  if (row.signatureCounter !== null && row.counterAt !== null)
    points.push({ at: Number(row.counterAt), counter: Number(row.signatureCounter) });
  return points;
}

export function tseRowJson(
  row: TseListRow,
  cashpoints: TseCashpoint[],
  samples: readonly CounterPoint[],
  now: number,
): TseRow {
  const counter = num(row.signatureCounter);
  const capacity = num(row.signatureCapacity);
  return {
    contextId: row.contextKey,
    serial: row.serial,
    type: row.type as TseRow['type'],
    bsiCertificateId: row.bsiCertificateId,
    manufacturer: row.manufacturer,
    model: row.model,
    certificateValidUntil: row.certificateValidUntil,
    daysLeft: daysLeft(row.certificateValidUntil, now),
    signatureCounter: counter,
    signatureCapacity: capacity,
    capacityUsedPercent: capacityUsedPercent(counter, capacity),
    fullBy: estimateFullBy(counterPoints(row, samples), capacity),
    state: row.state as TseRow['state'],
    timeSet: bool(row.timeSet),
    lastExportAt: isoTime(row.lastExportAt),
    lastExportOk: bool(row.lastExportOk),
    lastSelfTestAt: isoTime(row.lastSelfTestAt),
    lastSelfTestOk: bool(row.lastSelfTestOk),
    storeId: row.storeId,
    cashpoints,
    plannedSwap:
      row.plannedFor === null
        ? null
        : { date: row.plannedFor, note: row.planNote ?? '', by: row.plannedBy ?? '', at: isoTime(row.plannedAt)! },
  };
}

const t = fiscalTexts.fiscal;
const yesNo = (value: boolean | null) => (value === null ? '' : value ? t.yes : t.no);

/** The CSV line of a row, formula-guarded (header: fiscalTexts.fiscal.csv.header). */
export function tseCsvCells(row: TseRow): string[] {
  return [
    row.contextId,
    row.serial,
    t.types[row.type],
    row.bsiCertificateId ?? '',
    row.manufacturer ?? '',
    row.model ?? '',
    row.certificateValidUntil,
    String(row.daysLeft),
    row.capacityUsedPercent === null ? '' : String(row.capacityUsedPercent),
    row.fullBy ?? '',
    t.states[row.state],
    row.lastExportAt ?? '',
    yesNo(row.lastExportOk),
    row.storeId ?? '',
    row.cashpoints.map((c) => c.posId).join(','),
    row.plannedSwap?.date ?? '',
    row.plannedSwap?.note ?? '',
  ].map(guardFormula);
}
