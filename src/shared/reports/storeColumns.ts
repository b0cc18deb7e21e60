import { reportTexts } from '../texts/de/reports';
import { reportCatalogue } from './catalogue';
import {
  column,
  compositeValue,
  dateTimeValue,
  exactFilter,
  flagLevel,
  optionalLevel,
  requiredLevel,
  serviceStateValue,
  startTypeValue,
  stampTimeValue,
  textFilter,
  textValue,
  yesNoFilter,
  yesNoValue,
} from './kinds';
import type { StoreReportRow as Row } from './rows';
import { diwadebuLevel, serviceStateLevel, startTypeLevel } from './storeLevels';
import { masterDataColumn } from './storeMasterData';
import {
  backupLevel,
  backupText,
  cashierCloseDone,
  cashierCloseLevel,
  dayCloseLevel,
  dayCloseText,
  posConnectUpdateLevel,
  posConnectUpdateText,
  stampRequiredLevel,
  startErrorText,
  updateLevel,
  updateText,
} from './storeValues';
import type { ColumnEntry } from './types';

// The store report (STORE-Auswertungen): one entry per column, under the groups WWS-, System- and
// Dienste-Checks. A cell coloured as a warning or an error makes its row a warning row while the
// column is on screen.

const t = reportTexts.reports;
const s = t.store;
const g = s.groups;

type Id = keyof typeof s.columns;
type Keys<T> = { [K in keyof Row]-?: Row[K] extends T | null | undefined ? K : never }[keyof Row];
type Entry = Omit<ColumnEntry<Row>, 'id' | 'header' | 'tooltip' | 'check' | 'width'> & { id: Id; width?: number };

/** The entry with its German texts (by the same id); a date-time needs about 175 px, others 140. */
function entry(e: Entry) {
  const kind = e.value.kind;
  const width = e.width ?? (kind === 'dateTime' || kind === 'dateTimeFromSeconds' ? 175 : 140);
  return column<Row>({ ...s.columns[e.id], ...e, width });
}

const wwsStore = { group: g.wws, subgroup: g.store };
const system = { group: g.system };

/** A text that must be there. */
const required = (id: Id & Keys<string>, extra: Partial<Entry> = {}) =>
  entry({ id, value: textValue((r) => r[id]), level: requiredLevel((r) => r[id]), ...extra });

/** A flag that should be on. */
const flag = (id: Id & Keys<boolean>, extra: Partial<Entry> = {}) =>
  entry({ id, value: yesNoValue((r) => r[id]), level: (r) => flagLevel(r[id]), ...extra });

/** A cashier close (done with a value above 0). */
const cashierClose = (id: 'kabsvortag' | 'kabslaufendertag') =>
  entry({
    id,
    ...wwsStore,
    value: yesNoValue((r) => cashierCloseDone(r[id])),
    level: (r) => cashierCloseLevel(r[id]),
    filters: [yesNoFilter((r) => cashierCloseDone(r[id]))],
  });

/** A Windows service on the store server; its agent reports it under the column id. */
const service = (id: Id & Keys<string>, subgroup: string, width?: number) =>
  entry({
    id,
    group: g.services,
    subgroup,
    width,
    value: serviceStateValue((r) => r[id]),
    level: (r) => serviceStateLevel(r[id]),
  });

/** A column no store server reports yet: listed, not selectable. */
const notYet = (id: Id, subgroup: string, value: Entry['value']) =>
  entry({ id, group: g.wws, subgroup, disabled: true, value });

/** Backups and updates are filtered by 'running' and by the last result: Ja is code '4', Nein '1'. */
const resultCodes = [
  { value: '4', label: t.yes },
  { value: '1', label: t.no },
];

export const storeColumns = [
  entry({
    id: 'storeName',
    fixed: true,
    width: 200,
    value: textValue((r) => r.storeName),
    filters: [textFilter((r) => r.storeName)],
  }),
  required('lastHeartbeat', { value: dateTimeValue((r) => r.lastHeartbeat) }),
  entry({
    id: 'currentVersionTag',
    width: 160,
    value: textValue((r) => r.currentVersionTag),
    level: optionalLevel((r) => r.currentVersionTag),
    filters: [textFilter((r) => r.currentVersionTag)],
  }),
  required('storeVersion', { ...wwsStore, filters: [textFilter((r) => r.storeVersion, s.filters.storeVersion)] }),
  required('license', wwsStore),
  required('licenseProcedure', wwsStore),
  required('identNumber', wwsStore),
  required('serialNumber', wwsStore),
  entry({
    id: 'tbeg',
    ...wwsStore,
    value: stampTimeValue((r) => r.tbeg),
    level: (r) => stampRequiredLevel(r.tbeg),
  }),
  entry({
    id: 'tabsletzte',
    ...wwsStore,
    value: stampTimeValue((r) => r.tabsletzte),
    level: (r) => stampRequiredLevel(r.tabsletzte),
  }),
  flag('tabsaktiv', { ...wwsStore, filters: [yesNoFilter((r) => r.tabsaktiv)] }),
  entry({ id: 'tabsok', ...wwsStore, value: compositeValue(dayCloseText), level: dayCloseLevel }),
  cashierClose('kabsvortag'),
  cashierClose('kabslaufendertag'),
  flag('wwsBelegverarbeitungAktiv', wwsStore),
  entry({ id: 'dzuskarun', ...wwsStore, value: stampTimeValue((r) => r.dzuskarun) }),
  flag('bonaufloesungWAModulAktiv', wwsStore),
  flag('datenverarbeitungHQAktiv', wwsStore),
  notYet(
    'posReceiptProcessingActive',
    g.posConnect,
    yesNoValue((r) => r.posReceiptProcessingActive),
  ),
  notYet(
    'lastPosReceiptProcessing',
    g.posConnect,
    stampTimeValue((r) => r.lastPosReceiptProcessing),
  ),
  notYet(
    'tillServerVersion',
    g.tillServer,
    textValue((r) => r.tillServerVersion),
  ),
  notYet(
    'tillServerActive',
    g.tillServer,
    yesNoValue((r) => r.tillServerActive),
  ),
  required('tseServerVersion', { group: g.wws, subgroup: g.tseServer }),
  entry({
    id: 'tseServerRunning',
    group: g.wws,
    subgroup: g.tseServer,
    value: yesNoValue((r) => r.tseServerRunning),
    level: (r) => (r.tseServerRunning ? 'ok' : 'error'),
  }),
  entry({
    id: 'sigmabackup',
    ...system,
    width: 240,
    value: compositeValue(backupText),
    level: backupLevel,
    filters: [
      yesNoFilter((r) => r.sigmabackupaktiv, 'sigmabackupaktiv', s.filters.sigmabackupaktiv),
      exactFilter(
        resultCodes,
        (r) => r.lastsigmabackuperfolg,
        'lastsigmabackuperfolg',
        s.filters.lastsigmabackuperfolg,
      ),
    ],
  }),
  entry({
    id: 'update',
    ...system,
    width: 240,
    value: compositeValue(updateText),
    level: updateLevel,
    filters: [
      yesNoFilter((r) => r.updateaktiv, 'updateaktiv', s.filters.updateaktiv),
      exactFilter(resultCodes, (r) => r.lastupdateerfolg, 'lastupdateerfolg', s.filters.lastupdateerfolg),
    ],
  }),
  entry({
    id: 'diwastop_err',
    ...system,
    width: 220,
    value: compositeValue(startErrorText),
    level: (r) => (r.diwastop_err?.value ? 'error' : 'neutral'),
  }),
  entry({
    id: 'diwadebu_log',
    ...system,
    value: textValue((r) => r.diwadebu_log),
    level: (r) => diwadebuLevel(r.diwadebu_log),
  }),
  entry({
    id: 'lastPosConnectUpdate',
    ...system,
    width: 280,
    value: compositeValue(posConnectUpdateText),
    level: posConnectUpdateLevel,
  }),
  service('dutiserv', g.storeServices, 120),
  entry({
    id: 'dutiservStartart',
    group: g.services,
    subgroup: g.storeServices,
    width: 120,
    value: startTypeValue((r) => r.dutiservStartart),
    level: (r) => startTypeLevel(r.dutiservStartart),
  }),
  service('dzuska28', g.storeServices, 120),
  service('dzuska51', g.storeServices, 120),
  service('diwaapps', g.storeServices, 120),
  service('dzuswdfk', g.storeServices, 120),
  service('dzuswa11', g.storeServices, 120),
  service('dzuswa18', g.storeServices, 120),
  service('diwamesw', g.storeServices, 120),
  service('posConnectAppAdmin', g.posConnectServices),
  service('posConnectMasterData', g.posConnectServices),
  service('posConnectReceiptService', g.posConnectServices),
  service('tseServer', g.misc),
  service('postgresql', g.misc),
  required('pgsqlVersion', { group: g.services, subgroup: g.misc, filters: [textFilter((r) => r.pgsqlVersion)] }),
  // The master data files the store server reports (issue 51): storeMasterData.ts. Shown once picked
  // under 'Spalten' (as the register report's TSE and store health columns): the table keeps its room
  // in a laptop's window, and the store health page is where master data is watched.
  ...[
    entry(masterDataColumn('masterDataPrices', (r) => [r.masterDataPricesVersion, r.masterDataPricesAppliedAt])),
    entry(
      masterDataColumn('masterDataPromotions', (r) => [r.masterDataPromotionsVersion, r.masterDataPromotionsAppliedAt]),
    ),
    entry(masterDataColumn('masterDataArticles', (r) => [r.masterDataArticlesVersion, r.masterDataArticlesAppliedAt])),
  ].map((c) => ({ ...c, byChoice: true })),
];

export const storeCatalogue = reportCatalogue(storeColumns, {
  defaultSort: 'storeName',
  filterOrder: [
    'storeName',
    'currentVersionTag',
    'storeVersion',
    'pgsqlVersion',
    'tabsaktiv',
    'sigmabackupaktiv',
    'lastsigmabackuperfolg',
    'updateaktiv',
    'lastupdateerfolg',
  ],
  groupTooltips: Object.fromEntries(
    Object.entries(g).map(([key, label]) => [label, s.groupTooltips[key as keyof typeof g]]),
  ),
});

/** The Windows services the store report shows; the agent reports each under the column's id. */
export const storeServiceIds = storeColumns.filter((c) => c.kind === 'serviceState').map((c) => c.id);
