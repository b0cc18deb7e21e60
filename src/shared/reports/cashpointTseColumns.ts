import { formatDateTime } from '../dates';
import { fiscalTexts } from '../texts/de/fiscal';
import { reportTexts } from '../texts/de/reports';
import {
  amountValue,
  column,
  compositeValue,
  dateValue,
  exactFilter,
  missing,
  textFilter,
  textValue,
  yesNoFilter,
} from './kinds';
import type { FilterEntry, Level } from './types';
import type { CashpointReportRow as Row } from './rows';

// The register report's TSE columns (issue 50): the TSE the register reports now, as the server
// keeps it (a shared LAN TSE with the same values in each of its registers). A register that has
// reported no TSE (an older agent) shows nothing and warns about nothing: its cells are 'empty'.

const t = reportTexts.reports.cashpoint.tse;
const h = t.columns;
const f = fiscalTexts.fiscal;
const width = 170;

/** Within this many days before the certificate ends a register warns (the first reminder of the alerts). */
export const tseWarningDays = 90;
/** From this share of the capacity used a register warns, and from the second it is an error. */
export const tseCapacityLevels = { warning: 80, error: 95 } as const;

const validityLevel = (row: Row): Level => {
  const days = row.tseDaysLeft;
  if (days === null || days === undefined) return 'empty';
  return days < 0 ? 'error' : days <= tseWarningDays ? 'warning' : 'ok';
};

const capacityLevel = (row: Row): Level => {
  const used = row.tseCapacityUsedPercent;
  if (used === null || used === undefined) return 'empty';
  return used >= tseCapacityLevels.error ? 'error' : used >= tseCapacityLevels.warning ? 'warning' : 'ok';
};

/** A time with the word 'fehlgeschlagen' when the run failed; a failed run is an error, no run yet 'empty'. */
function runValue(at: (row: Row) => string | null | undefined, ok: (row: Row) => boolean | null | undefined) {
  return {
    value: {
      ...compositeValue<Row>((row) => {
        const time = formatDateTime(at(row));
        return ok(row) === false ? `${time} (${t.failed})`.trim() : time;
      }),
      kind: 'dateTime' as const,
      sortValue: (row: Row) => {
        const value = at(row);
        return value ? Date.parse(value) : null;
      },
    },
    level: (row: Row): Level => (ok(row) === false ? 'error' : missing(at(row)) ? 'empty' : 'ok'),
  };
}

/** A select of upper bounds of the days left; 'expired' is below 0. */
const daysLeftFilter: FilterEntry<Row> = {
  kind: 'select',
  options: Object.entries(t.daysLeftChoices).map(([value, label]) => ({ value, label })),
  matches: (row, value) => {
    const days = row.tseDaysLeft;
    if (days === null || days === undefined) return false;
    return value === 'expired' ? days < 0 : days <= Number(value);
  },
};

/** A select of lower bounds of the capacity used. */
const capacityFilter: FilterEntry<Row> = {
  kind: 'select',
  options: Object.entries(t.capacityChoices).map(([value, label]) => ({ value, label })),
  matches: (row, value) => {
    const used = row.tseCapacityUsedPercent;
    return used !== null && used !== undefined && used >= Number(value);
  },
};

const options = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

const exportRun = runValue(
  (row) => row.tseLastExportAt,
  (row) => row.tseLastExportOk,
);
const selfTestRun = runValue(
  (row) => row.tseLastSelfTestAt,
  (row) => row.tseLastSelfTestOk,
);

/** Shown once picked under 'Spalten' (`byChoice`); the cockpit 'Fiskal' is where TSEs are watched. */
export const cashpointTseColumns = [
  column<Row>({
    id: 'tseType',
    ...h.tseType,
    width: 130,
    value: textValue((row) => (row.tseType ? f.types[row.tseType] : null)),
    level: (row) => (row.tseType ? 'ok' : 'empty'),
    filters: [exactFilter(options(f.types), (row) => row.tseType)],
  }),
  column<Row>({
    id: 'tseSerial',
    ...h.tseSerial,
    width: 200,
    value: textValue((row) => row.tseSerial),
    level: (row) => (row.tseSerial ? 'ok' : 'empty'),
    filters: [textFilter((row) => row.tseSerial)],
  }),
  column<Row>({
    id: 'tseCertificateValidUntil',
    ...h.tseCertificateValidUntil,
    width: 190,
    value: dateValue((row) => row.tseCertificateValidUntil),
    level: validityLevel,
    filters: [textFilter(dateValue<Row>((row) => row.tseCertificateValidUntil).text)],
  }),
  column<Row>({
    id: 'tseDaysLeft',
    ...h.tseDaysLeft,
    width: 140,
    value: amountValue((row) => row.tseDaysLeft),
    level: validityLevel,
    filters: [daysLeftFilter],
  }),
  column<Row>({
    id: 'tseCapacityUsedPercent',
    ...h.tseCapacityUsedPercent,
    width: 180,
    value: amountValue((row) => row.tseCapacityUsedPercent, t.percent),
    level: capacityLevel,
    filters: [capacityFilter],
  }),
  column<Row>({
    id: 'tseState',
    ...h.tseState,
    width: 160,
    value: textValue((row) => (row.tseState ? f.states[row.tseState] : null)),
    // Only an initialised TSE signs: any other state stops the till.
    level: (row) => (!row.tseState ? 'empty' : row.tseState === 'initialized' ? 'ok' : 'error'),
    filters: [exactFilter(options(f.states), (row) => row.tseState)],
  }),
  column<Row>({
    id: 'tseLastExport',
    ...h.tseLastExport,
    width,
    ...exportRun,
    filters: [yesNoFilter((row) => row.tseLastExportOk, 'tseLastExportOk', t.exportOk)],
  }),
  column<Row>({
    id: 'tseLastSelfTest',
    ...h.tseLastSelfTest,
    width,
    ...selfTestRun,
    filters: [yesNoFilter((row) => row.tseLastSelfTestOk, 'tseLastSelfTestOk', t.selfTestOk)],
  }),
].map((c) => ({ ...c, byChoice: true }));
