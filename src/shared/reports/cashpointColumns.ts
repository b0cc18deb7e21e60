import { formatUnixSeconds } from '../dates';
import { reportTexts } from '../texts/de/reports';
import { reportCatalogue } from './catalogue';
import { cashpointHealthColumns } from './cashpointHealthColumns';
import { cashpointTseColumns } from './cashpointTseColumns';
import {
  column,
  compositeValue,
  dateTimeValue,
  exactFilter,
  numberValue,
  optionalLevel,
  requiredLevel,
  textFilter,
  textValue,
  yesNoFilter,
  yesNoText,
  yesNoValue,
} from './kinds';
import type { CashpointReportRow as Row } from './rows';

// The register report (Kassen-Auswertung): one entry per column. Every value must be there: a
// missing one is an error, and a warning while its column is on screen; the installed update may
// be missing ('empty'), and a missing NTP flag is coloured but warns about nothing.

const t = reportTexts.reports;
const h = t.cashpoint.columns;
/** The fixed register columns are 120 px; the others are wider for dates and versions. */
const fixedWidth = 120;
const width = 160;

const w = t.cashpoint;
/** The filter values are lower-case parts of the texts the column shows. */
const updateWindowChoices = [
  { value: 'wartet', label: w.waitsAny },
  { value: w.waitsUntil('', '').trim().toLowerCase(), label: w.waitsForWindow },
  { value: w.waitsForDayClose.toLowerCase(), label: w.waitsForDayClose },
  { value: w.waitsWithoutWindow.toLowerCase(), label: w.noWindow },
];

export const cashpointColumns = [
  column<Row>({
    id: 'storeId',
    header: h.storeId,
    fixed: true,
    width: fixedWidth,
    value: numberValue((r) => r.storeId),
    level: requiredLevel((r) => r.storeId),
    filters: [textFilter((r) => r.storeId)],
  }),
  column<Row>({
    id: 'posId',
    header: h.posId,
    fixed: true,
    width: fixedWidth,
    value: numberValue((r) => r.posId),
    level: requiredLevel((r) => r.posId),
    filters: [textFilter((r) => r.posId)],
  }),
  column<Row>({
    id: 'posType',
    header: h.posType,
    fixed: true,
    width: fixedWidth,
    value: textValue((r) => r.posType),
    level: requiredLevel((r) => r.posType),
    filters: [textFilter((r) => r.posType)],
  }),
  column<Row>({
    id: 'lastHeartbeat',
    header: h.lastHeartbeat,
    width: 170,
    value: dateTimeValue((r) => r.lastHeartbeat),
    level: requiredLevel((r) => r.lastHeartbeat),
  }),
  column<Row>({
    id: 'cashpointVersion',
    header: h.cashpointVersion,
    width,
    value: textValue((r) => r.cashpointVersion),
    level: requiredLevel((r) => r.cashpointVersion),
    filters: [textFilter((r) => r.cashpointVersion)],
  }),
  column<Row>({
    id: 'currentVersion',
    header: h.currentVersion,
    width,
    value: textValue((r) => r.currentVersion),
    level: optionalLevel((r) => r.currentVersion),
    filters: [textFilter((r) => r.currentVersion)],
  }),
  column<Row>({
    id: 'tseServerVersion',
    header: h.tseServerVersion,
    width: 170,
    value: textValue((r) => r.tseServerVersion),
    level: requiredLevel((r) => r.tseServerVersion),
    filters: [textFilter((r) => r.tseServerVersion)],
  }),
  column<Row>({
    id: 'osName',
    header: h.osName,
    width,
    value: textValue((r) => r.osName),
    level: requiredLevel((r) => r.osName),
    filters: [
      exactFilter(
        t.cashpoint.osOptions.map((os) => ({ value: os, label: os })),
        (r) => r.osName,
      ),
    ],
  }),
  column<Row>({
    id: 'cashpointRunning',
    header: h.cashpointRunning,
    width,
    value: yesNoValue((r) => r.cashpointRunning),
    level: requiredLevel((r) => r.cashpointRunning),
    filters: [yesNoFilter((r) => r.cashpointRunning)],
  }),
  column<Row>({
    id: 'ntpSyncActive',
    header: h.ntpSyncActive,
    width: 230,
    // 'Ja' or 'Nein' with the last successful sync time in brackets.
    value: compositeValue((r) =>
      r.ntpSyncActive === null
        ? ''
        : t.withTime(yesNoText(r.ntpSyncActive), formatUnixSeconds(r.ntpLastSuccessfulSyncTime)),
    ),
    level: requiredLevel((r) => r.ntpSyncActive),
    warning: () => false,
  }),
  column<Row>({
    id: 'updateWindow',
    header: h.updateWindow,
    width: 180,
    // Empty while the register may install or has nothing due; waiting is no fault of the register.
    value: textValue((r) => r.updateWindow),
    level: optionalLevel((r) => r.updateWindow),
    warning: () => false,
    // A select of the kinds of waiting (the texts the server writes), matched as a part of the text as
    // before, so the URL parameter and the API keep taking any text.
    filters: [{ ...textFilter((r) => r.updateWindow), options: updateWindowChoices }],
  }),
  // The register's TSE (issue 50), as the server keeps it: cashpointTseColumns.ts.
  ...cashpointTseColumns,
  // What stops the register from selling (issue 51), as the server keeps it: cashpointHealthColumns.ts.
  ...cashpointHealthColumns,
];

export const cashpointCatalogue = reportCatalogue(cashpointColumns, {
  defaultSort: 'storeId',
  filterOrder: ['storeId', 'posId', 'posType', 'currentVersion', 'cashpointVersion', 'tseServerVersion'],
});

/** How a value of the register's agent info is read into the report row. */
export interface AgentField {
  /** The path inside the agent info. */
  path: readonly string[];
  kind: 'text' | 'yesNo' | 'seconds';
}

/** The report row's values that come from the register's agent info, and where each is read. */
export const cashpointAgentFields = {
  cashpointVersion: { path: ['cashpointVersion'], kind: 'text' },
  tseServerVersion: { path: ['tseServerVersion'], kind: 'text' },
  osName: { path: ['osInfo', 'osName'], kind: 'text' },
  cashpointRunning: { path: ['cashpointRunning'], kind: 'yesNo' },
  ntpSyncActive: { path: ['osInfo', 'ntpSyncActive'], kind: 'yesNo' },
  ntpLastSuccessfulSyncTime: { path: ['osInfo', 'ntpLastSuccessfulSyncTime'], kind: 'seconds' },
} as const satisfies Partial<Record<keyof Row, AgentField>>;
