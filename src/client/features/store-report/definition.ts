import type { StoreReportRow } from '../../api';
import type { ReportColumn, ReportDefinition, ReportFilter } from '../../components/report/types';
import { textFilter } from '../../components/report/types';
import { texts } from '../../../shared/texts/de';
import { cashierCloseDone, cellLevel, cellText, isWarningRow } from './rules';

type Row = StoreReportRow;
const t = texts.reports;
const s = t.store;
const g = s.groups;

interface Spec {
  id: string;
  groups?: readonly string[];
  width?: number;
  disabled?: boolean;
  fixed?: boolean;
}

const timeColumns = new Set(['lastHeartbeat', 'tbeg', 'tabsletzte', 'dzuskarun', 'lastPosReceiptProcessing']);

function column({ id, groups, width, disabled, fixed }: Spec): ReportColumn<Row> {
  const [header, tooltip] = s.columns[id]!;
  return {
    id,
    header,
    tooltip,
    groups,
    fixed,
    disabled,
    // A date-time (dd.MM.yyyy HH:mm) needs about 170 px with the cell padding; 160 cut off the minutes.
    defaultWidth: width ?? (timeColumns.has(id) ? 175 : 140),
    text: (row) => cellText(id, row),
    level: (row) => cellLevel(id, row),
    sortValue: timeColumns.has(id)
      ? (row) => {
          const value = (row as unknown as Record<string, unknown>)[id];
          if (typeof value === 'string') return Date.parse(value);
          return (value as { timestamp?: number | null } | null)?.timestamp ?? null;
        }
      : (row) => cellText(id, row),
  };
}

const inGroup = (groups: readonly string[], ids: readonly string[], extra: Partial<Spec> = {}) =>
  ids.map((id) => column({ id, groups, ...extra }));

/** Spec 2.10: the store report's columns with their groups (WWS-, System- and Dienste-Checks). */
export const storeColumns: readonly ReportColumn<Row>[] = [
  column({ id: 'storeName', fixed: true, width: 200 }),
  column({ id: 'lastHeartbeat' }),
  column({ id: 'currentVersionTag', width: 160 }),
  ...inGroup(
    [g.wws, g.store],
    [
      'storeVersion',
      'license',
      'licenseProcedure',
      'identNumber',
      'serialNumber',
      'tbeg',
      'tabsletzte',
      'tabsaktiv',
      'tabsok',
      'kabsvortag',
      'kabslaufendertag',
      'wwsBelegverarbeitungAktiv',
      'dzuskarun',
      'bonaufloesungWAModulAktiv',
      'datenverarbeitungHQAktiv',
    ],
  ),
  ...inGroup([g.wws, g.posConnect], ['posReceiptProcessingActive', 'lastPosReceiptProcessing'], { disabled: true }),
  ...inGroup([g.wws, g.tillServer], ['tillServerVersion', 'tillServerActive'], { disabled: true }),
  ...inGroup([g.wws, g.tseServer], ['tseServerVersion', 'tseServerRunning']),
  column({
    id: 'sigmabackup',
    groups: [g.system],
    width: 240,
  }),
  column({ id: 'update', groups: [g.system], width: 240 }),
  column({ id: 'diwastop_err', groups: [g.system], width: 220 }),
  column({ id: 'diwadebu_log', groups: [g.system] }),
  column({
    id: 'lastPosConnectUpdate',
    groups: [g.system],
    width: 280,
  }),
  ...inGroup(
    [g.services, g.storeServices],
    [
      'dutiserv',
      'dutiservStartart',
      'dzuska28',
      'dzuska51',
      'diwaapps',
      'dzuswdfk',
      'dzuswa11',
      'dzuswa18',
      'diwamesw',
    ],
    { width: 120 },
  ),
  ...inGroup(
    [g.services, g.posConnectServices],
    ['posConnectAppAdmin', 'posConnectMasterData', 'posConnectReceiptService'],
  ),
  ...inGroup([g.services, g.misc], ['tseServer', 'postgresql', 'pgsqlVersion']),
];

const yesNo = [
  { value: 'true', label: t.yes },
  { value: 'false', label: t.no },
];
/** Spec 2.10: for the last backup and the last update, Ja is code '4' and Nein code '1'. */
const codes = [
  { value: '4', label: t.yes },
  { value: '1', label: t.no },
];
const header = (id: string) => s.columns[id]![0];

function select(
  id: string,
  label: string,
  columnId: string,
  options: typeof yesNo,
  matches: (row: Row, value: string) => boolean,
): ReportFilter<Row> {
  return { id, label, columnId, kind: 'select', options, matches };
}
const isFlag = (value: boolean | null | undefined, filter: string) =>
  value !== null && value !== undefined && value === (filter === 'true');

export const storeFilters: readonly ReportFilter<Row>[] = [
  textFilter<Row>('storeName', header('storeName'), (r) => r.storeName),
  textFilter<Row>('currentVersionTag', header('currentVersionTag'), (r) => r.currentVersionTag),
  textFilter<Row>('storeVersion', s.filters.storeVersion, (r) => r.storeVersion),
  textFilter<Row>('pgsqlVersion', header('pgsqlVersion'), (r) => r.pgsqlVersion),
  select('tabsaktiv', header('tabsaktiv'), 'tabsaktiv', yesNo, (r, v) => isFlag(r.tabsaktiv, v)),
  select('sigmabackupaktiv', s.filters.sigmabackupaktiv, 'sigmabackup', yesNo, (r, v) => isFlag(r.sigmabackupaktiv, v)),
  select(
    'lastsigmabackuperfolg',
    s.filters.lastsigmabackuperfolg,
    'sigmabackup',
    codes,
    (r, v) => r.lastsigmabackuperfolg === v,
  ),
  select('updateaktiv', s.filters.updateaktiv, 'update', yesNo, (r, v) => isFlag(r.updateaktiv, v)),
  select('lastupdateerfolg', s.filters.lastupdateerfolg, 'update', codes, (r, v) => r.lastupdateerfolg === v),
  select('kabsvortag', header('kabsvortag'), 'kabsvortag', yesNo, (r, v) => isFlag(cashierCloseDone(r.kabsvortag), v)),
  select('kabslaufendertag', header('kabslaufendertag'), 'kabslaufendertag', yesNo, (r, v) =>
    isFlag(cashierCloseDone(r.kabslaufendertag), v),
  ),
];

export const storeReport: ReportDefinition<Row> = {
  tablename: 'storereport',
  title: texts.pages.storeReport,
  columns: storeColumns,
  filters: storeFilters,
  defaultSort: 'storeName',
  groups: {
    [g.wws]: s.groupTooltips.wws,
    [g.store]: s.groupTooltips.store,
    [g.posConnect]: s.groupTooltips.posConnect,
    [g.tillServer]: s.groupTooltips.tillServer,
    [g.tseServer]: s.groupTooltips.tseServer,
    [g.system]: s.groupTooltips.system,
    [g.services]: s.groupTooltips.services,
    [g.storeServices]: s.groupTooltips.storeServices,
    [g.posConnectServices]: s.groupTooltips.posConnectServices,
    [g.misc]: s.groupTooltips.misc,
  },
  rowId: (row) => row.uid,
  isWarning: isWarningRow,
  csvFile: s.csvFile,
};
