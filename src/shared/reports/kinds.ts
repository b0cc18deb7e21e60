import { formatDateTime, formatUnixSeconds } from '../dates';
import { reportedTitle, serviceStateText, startTypeText } from '../serviceStates';
import { fleetTexts } from '../texts/de/fleet';
import { reportTexts } from '../texts/de/reports';
import type { ColumnEntry, ColumnValue, FilterEntry, Level, OfflineFlag, ReportColumn } from './types';

// The kinds of values, filters and colour rules the catalogue's entries are made of, and the one
// function that turns an entry into the column the reports use.

const t = reportTexts.reports;
type Read<Row, T> = (row: Row) => T | null | undefined;

export const missing = (value: unknown) => value === null || value === undefined || value === '';
export const yesNoText = (value: boolean | null | undefined) => (missing(value) ? '' : value ? t.yes : t.no);

/** A stored time with its value, as the store server reports file contents. */
export interface Stamp {
  value?: string | null;
  timestamp?: number | null;
}

/** Text as it is. */
export const textValue = <Row>(read: Read<Row, string | number>): ColumnValue<Row> => {
  const text = (row: Row) => {
    const value = read(row);
    return missing(value) ? '' : String(value);
  };
  return { kind: 'text', text, sortValue: text };
};

/** A number kept as text (store and register numbers): sorts as a number when it is all digits. */
export const numberValue = <Row>(read: Read<Row, string>): ColumnValue<Row> => ({
  kind: 'number',
  text: (row) => read(row) ?? '',
  sortValue: (row) => {
    const value = read(row) ?? null;
    return value && /^\d+$/.test(value) ? Number(value) : value;
  },
});

/** A count or measure (days, percent), sorted as a number; `format` writes it. */
export const amountValue = <Row>(
  read: Read<Row, number>,
  format: (value: number) => string = String,
): ColumnValue<Row> => ({
  kind: 'number',
  text: (row) => {
    const value = read(row);
    return value === null || value === undefined ? '' : format(value);
  },
  sortValue: (row) => read(row) ?? null,
});

/** A day 'YYYY-MM-DD', shown as dd.MM.yyyy and sorted by the day. */
export const dateValue = <Row>(read: Read<Row, string>): ColumnValue<Row> => ({
  kind: 'date',
  text: (row) => (read(row) ?? '').replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3.$2.$1'),
  sortValue: (row) => read(row) || null,
});

/** An ISO date-time, shown as dd.MM.yyyy HH:mm. */
export const dateTimeValue = <Row>(read: Read<Row, string>): ColumnValue<Row> => ({
  kind: 'dateTime',
  text: (row) => formatDateTime(read(row)),
  sortValue: (row) => {
    const value = read(row);
    return value ? Date.parse(value) : null;
  },
});

/** Unix seconds, shown as dd.MM.yyyy HH:mm. */
export const secondsValue = <Row>(read: Read<Row, number>): ColumnValue<Row> => ({
  kind: 'dateTimeFromSeconds',
  text: (row) => formatUnixSeconds(read(row)),
  sortValue: (row) => read(row) ?? null,
});

/** The time of a reported stamp. */
export const stampTimeValue = <Row>(read: Read<Row, Stamp>): ColumnValue<Row> =>
  secondsValue((row) => read(row)?.timestamp);

/** Ja or Nein; nothing when unknown. */
export const yesNoValue = <Row>(read: Read<Row, boolean>): ColumnValue<Row> => {
  const text = (row: Row) => yesNoText(read(row));
  return { kind: 'yesNo', text, sortValue: text };
};

/** A Windows service state in German ('läuft' for RUNNING); the tooltip names the reported value. */
export const serviceStateValue = <Row>(read: Read<Row, string>): ColumnValue<Row> => ({
  ...textValue((row) => serviceStateText(read(row))),
  kind: 'serviceState',
  title: (row) => reportedTitle(read(row)),
});

/** A service's start type in German ('manuell' for MANUAL); the tooltip names the reported value and what is expected. */
export const startTypeValue = <Row>(read: Read<Row, string>): ColumnValue<Row> => ({
  ...textValue((row) => startTypeText(read(row))),
  title: (row) => {
    const raw = read(row);
    if (!raw) return undefined;
    return raw === 'AUTOMATIC'
      ? reportedTitle(raw)
      : fleetTexts.fleet.startTypeRequired(raw, fleetTexts.fleet.startTypes.AUTOMATIC!);
  },
});

/** A text put together from several values of the row. */
export const compositeValue = <Row>(text: (row: Row) => string): ColumnValue<Row> => ({
  kind: 'composite',
  text,
  sortValue: text,
});

/** Text filter: a case-insensitive substring of the value. */
export const textFilter = <Row>(read: Read<Row, string>, label?: string): FilterEntry<Row> => ({
  label,
  kind: 'text',
  matches: (row, needle) => (read(row) ?? '').toLowerCase().includes(needle),
});

const yesNoOptions = [
  { value: 'true', label: t.yes },
  { value: 'false', label: t.no },
];

/** Ja / Nein select on a flag; an unknown flag matches neither. */
export const yesNoFilter = <Row>(read: Read<Row, boolean>, id?: string, label?: string): FilterEntry<Row> => ({
  id,
  label,
  kind: 'select',
  options: yesNoOptions,
  matches: (row, value) => {
    const flag = read(row);
    return flag !== null && flag !== undefined && flag === (value === 'true');
  },
});

/** A select of fixed values matched exactly. */
export const exactFilter = <Row>(
  options: readonly { value: string; label: string }[],
  read: Read<Row, string>,
  id?: string,
  label?: string,
): FilterEntry<Row> => ({ id, label, kind: 'select', options, matches: (row, value) => read(row) === value });

/** A value that must be there: missing is an error. */
export const requiredLevel =
  <Row>(read: Read<Row, unknown>) =>
  (row: Row): Level =>
    missing(read(row)) ? 'error' : 'ok';

/** A value that may not be there yet: missing is 'empty'. */
export const optionalLevel =
  <Row>(read: Read<Row, unknown>) =>
  (row: Row): Level =>
    missing(read(row)) ? 'empty' : 'ok';

/** A flag that should be on: on is ok, off says nothing, unknown is an error. */
export const flagLevel = (value: boolean | null | undefined): Level =>
  missing(value) ? 'error' : value ? 'ok' : 'neutral';

const warnsByLevel = (level: Level) => level === 'warning' || level === 'error';

/** The column the reports use: an offline row is an error in every column of both reports. */
export function column<Row extends OfflineFlag>(entry: ColumnEntry<Row>): ReportColumn<Row> {
  const level = entry.level ?? (() => 'neutral');
  const groups = [entry.group, entry.subgroup].filter((g): g is string => g !== undefined);
  return {
    id: entry.id,
    header: entry.header,
    tooltip: entry.tooltip,
    groups: groups.length ? groups : undefined,
    fixed: entry.fixed,
    disabled: entry.disabled,
    kind: entry.value.kind,
    check: entry.check ?? entry.header,
    defaultWidth: entry.width,
    text: entry.value.text,
    title: entry.value.title,
    sortValue: entry.value.sortValue,
    level: (row) => (row.offline ? 'error' : level(row)),
    warning: entry.warning ?? ((row) => warnsByLevel(level(row))),
    filters: (entry.filters ?? []).map((f) => ({
      ...f,
      id: f.id ?? entry.id,
      label: f.label ?? entry.header,
      columnId: entry.id,
    })),
  };
}
