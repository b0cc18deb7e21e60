import { cashpointCatalogue } from '../../shared/reports/cashpointColumns';
import type { ReportCatalogue } from '../../shared/reports/catalogue';
import { filterRows, pageOf, sortRows, type ActiveFilter } from '../../shared/reports/pipeline';
import { storeCatalogue } from '../../shared/reports/storeColumns';

// What the report pages did with the full list before the server paged it, restated from the SPA's
// report view: the columns on screen, their filters, the warnings switch, the sort and the page.
// The server's replies are compared with it, so the server and the pages keep the same rules.

/** A report query as a URL's parameters. */
export type Params = Record<string, string>;

export interface ReportKind {
  path: string;
  catalogue: ReportCatalogue<never>;
  rowsKey: 'cashpoints' | 'storeAgents';
  visibleKey: 'visibleCashpointCheckIds' | 'visibleStoreCheckIds';
}

export const reportKinds = {
  cashpoint: {
    path: 'reports/cashpoint-report',
    catalogue: cashpointCatalogue as ReportCatalogue<never>,
    rowsKey: 'cashpoints',
    visibleKey: 'visibleCashpointCheckIds',
  },
  store: {
    path: 'reports/storeagent-report',
    catalogue: storeCatalogue as ReportCatalogue<never>,
    rowsKey: 'storeAgents',
    visibleKey: 'visibleStoreCheckIds',
  },
} as const satisfies Record<string, ReportKind>;

export interface ExpectedReply<Row> {
  rows: Row[];
  total: number;
  warningCount: number;
  page: number;
}

/** The reply the page's own rules give for these parameters over the full list. */
export function clientView<Row>(
  catalogue: ReportCatalogue<Row>,
  full: readonly Row[],
  visibleIds: readonly string[],
  params: Params,
): ExpectedReply<Row> {
  const choosable = catalogue.columns.filter((c) => !c.fixed && !c.disabled && visibleIds.includes(c.id));
  const chosen = params.columns === undefined ? choosable.map((c) => c.id) : params.columns.split(',');
  const shown = catalogue.columns.filter((c) => c.fixed || (choosable.includes(c) && chosen.includes(c.id)));
  const shownIds = new Set(shown.map((c) => c.id));
  const active = catalogue.filters
    .filter((f) => shownIds.has(f.columnId) && params[f.id])
    .map((f): ActiveFilter<Row> => ({ filter: f, value: params[f.id]! }));
  const isWarning = (row: Row) => catalogue.isWarningRow(row, shownIds);
  const filtered = filterRows(full, active, params.warningsOnly === 'true' ? isWarning : undefined);
  const sortColumn =
    shown.find((c) => c.id === params.sortBy) ?? catalogue.columns.find((c) => c.id === catalogue.defaultSort);
  const sorted = sortRows(filtered, sortColumn, params.sortDirection === 'desc' ? 'desc' : 'asc');
  const warningCount = filterRows(full, active, isWarning).length;
  if (params.page === undefined && params.size === undefined)
    return { rows: [...sorted], total: sorted.length, warningCount, page: 1 };
  const info = pageOf(sorted.length, Number(params.page ?? 1), Number(params.size ?? 25));
  return { rows: sorted.slice(info.from, info.to), total: sorted.length, warningCount, page: info.page };
}

/** The cases both reports are asked with: filters of every kind, sorts, warnings, pages, columns. */
export const cases: Record<keyof typeof reportKinds, Params[]> = {
  cashpoint: [
    {},
    { page: '2', size: '10' },
    { page: '3' },
    { osName: 'Linux', sortBy: 'cashpointVersion', sortDirection: 'desc', page: '1', size: '25' },
    { cashpointVersion: '5.1', warningsOnly: 'true', size: '10', page: '2' },
    { posType: 'sb', page: '999', size: '10' },
    { columns: 'lastHeartbeat', osName: 'Windows', size: '500' },
    { cashpointRunning: 'false', sortBy: 'posId', sortDirection: 'desc' },
    { columns: 'tseServerVersion', warningsOnly: 'true', sortBy: 'tseServerVersion', page: '1' },
    { columns: 'cashpointVersion', sortBy: 'osName', sortDirection: 'desc', size: '50' },
    { storeId: '10', posId: '1', tseServerVersion: '2.4', currentVersion: '5.13' },
    { columns: 'nichtda,osName', warningsOnly: 'true', osName: 'Windows' },
  ],
  store: [
    {},
    { storeName: '10', size: '5', page: '2' },
    { tabsaktiv: 'true', sortBy: 'storeVersion', sortDirection: 'desc', size: '10' },
    { warningsOnly: 'true', columns: 'sigmabackup,dutiserv', size: '10', page: '999' },
    { lastsigmabackuperfolg: '4', columns: 'update' },
    { kabsvortag: 'false', pgsqlVersion: '16', sortBy: 'pgsqlVersion' },
    { sigmabackupaktiv: 'false', lastupdateerfolg: '4', updateaktiv: 'false', sortBy: 'lastHeartbeat' },
    { currentVersionTag: '8', storeVersion: '8.4', columns: 'storeVersion', warningsOnly: 'true' },
  ],
};

export const queryString = (params: Params) => new URLSearchParams(params).toString();

/** The lines and cells of a CSV file as the export writes it (semicolons, quotes doubled, CRLF). */
export function readCsv(text: string): string[][] {
  const lines: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted || (char !== ';' && char !== '\r')) {
      cell += char;
    } else if (char === ';') {
      cells.push(cell);
      cell = '';
    } else {
      if (text[i + 1] !== '\n') throw new Error('a line must end with CRLF');
      lines.push([...cells, cell]);
      cells = [];
      cell = '';
      i++;
    }
  }
  if (cell !== '' || cells.length) throw new Error('the file does not end with a line end');
  return lines;
}
