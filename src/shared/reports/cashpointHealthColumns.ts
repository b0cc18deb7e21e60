import { storeHealthTexts } from '../texts/de/storeHealth';
import { reportTexts } from '../texts/de/reports';
import { amountValue, column, dateTimeValue, exactFilter, textFilter, yesNoFilter, yesNoValue } from './kinds';
import type { FilterEntry, Level } from './types';
import type { CashpointReportRow as Row } from './rows';

// The register report's columns of what stops a register from selling (issue 51): its devices'
// worst state, its card terminal, its unsent receipts, as the server keeps the agent's last report
// of them. A register that has reported none of it (an older agent) shows nothing and warns about
// nothing: its cells are 'empty'.

const t = reportTexts.reports.cashpoint.health;
const h = t.columns;
const states = storeHealthTexts.storeHealth.deviceStates;

type DeviceState = keyof typeof states;

/** The device states from best to worst: a register shows the worst of its devices. */
export const deviceStateOrder: readonly DeviceState[] = ['ok', 'paperLow', 'coverOpen', 'paperOut', 'offline', 'error'];

const stateLevel = (state: DeviceState | null | undefined): Level =>
  !state ? 'empty' : state === 'ok' ? 'ok' : state === 'paperLow' ? 'warning' : 'error';

/** A count: none reported 'empty', 0 ok, more a warning (they are waiting). */
const countLevel = (count: number | null | undefined): Level =>
  count === null || count === undefined ? 'empty' : count > 0 ? 'warning' : 'ok';

/** A select of lower bounds of a count. */
const atLeastFilter = (
  choices: Readonly<Record<string, string>>,
  read: (row: Row) => number | null | undefined,
): FilterEntry<Row> => ({
  kind: 'select',
  options: Object.entries(choices).map(([value, label]) => ({ value, label })),
  matches: (row, value) => {
    const count = read(row);
    return count !== null && count !== undefined && count >= Number(value);
  },
});

const lastCut = dateTimeValue<Row>((row) => row.terminalLastCutAt);

/** Shown once picked under 'Spalten' (`byChoice`), as the TSE columns: the store health page watches them. */
export const cashpointHealthColumns = [
  column<Row>({
    id: 'peripheralState',
    ...h.peripheralState,
    width: 150,
    value: {
      kind: 'text',
      text: (row) => (row.peripheralState ? states[row.peripheralState] : ''),
      // By how bad it is, not by the German word.
      sortValue: (row) => (row.peripheralState ? deviceStateOrder.indexOf(row.peripheralState) : null),
    },
    level: (row) => stateLevel(row.peripheralState),
    filters: [
      exactFilter(
        deviceStateOrder.map((value) => ({ value, label: states[value] })),
        (row) => row.peripheralState,
      ),
    ],
  }),
  column<Row>({
    id: 'terminalReachable',
    ...h.terminalReachable,
    width: 190,
    value: yesNoValue((row) => row.terminalReachable),
    level: (row) =>
      row.terminalReachable === null || row.terminalReachable === undefined
        ? 'empty'
        : row.terminalReachable
          ? 'ok'
          : 'error',
    filters: [yesNoFilter((row) => row.terminalReachable)],
  }),
  column<Row>({
    id: 'terminalLastCutAt',
    ...h.terminalLastCutAt,
    width: 175,
    value: lastCut,
    // Whether a cut is missing depends on the store's day close: the store health page says so.
    level: (row) => (row.terminalLastCutAt ? 'ok' : 'empty'),
    filters: [textFilter(lastCut.text)],
  }),
  column<Row>({
    id: 'offlineCardTransactions',
    ...h.offlineCardTransactions,
    width: 180,
    value: amountValue((row) => row.offlineCardTransactions),
    level: (row) => countLevel(row.offlineCardTransactions),
    filters: [atLeastFilter(t.offlineChoices, (row) => row.offlineCardTransactions)],
  }),
  column<Row>({
    id: 'unsentReceipts',
    ...h.unsentReceipts,
    width: 170,
    value: amountValue((row) => row.unsentReceipts),
    level: (row) => countLevel(row.unsentReceipts),
    filters: [atLeastFilter(t.unsentChoices, (row) => row.unsentReceipts)],
  }),
  column<Row>({
    id: 'oldestUnsentReceiptAt',
    ...h.oldestUnsentReceiptAt,
    width: 200,
    value: dateTimeValue((row) => row.oldestUnsentReceiptAt),
    level: (row) => (row.oldestUnsentReceiptAt ? 'warning' : 'empty'),
  }),
].map((c) => ({ ...c, byChoice: true }));
