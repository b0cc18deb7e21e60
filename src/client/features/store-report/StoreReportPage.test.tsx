import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../testing/render';
import { storeColumns } from '../../../shared/reports/storeColumns';
import { storeRow as row } from '../../../shared/reports/storeRowsKit';
import { StoreReportPage } from './StoreReportPage';
import {
  shown,
  systemChecks,
  serve,
  route,
  bodyRows,
  storeNames,
  rowOf,
  cellTexts,
  cellLevels,
  headerTexts,
} from './storeReportKit';

beforeEach(() => localStorage.clear());

/** The columns under group headers: all but the disabled ones and the three that stand alone. */
const grouped = storeColumns.filter((c) => !c.disabled && c.groups);

describe('store report page', () => {
  it('loads the context’s rows sorted by Marktnr. under grouped headers', async () => {
    const seen = serve();
    renderAt(<StoreReportPage />, route);
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(seen.map((q) => q.get('contextId'))).toEqual(['NORDMARKT']);
    expect(screen.getByRole('heading', { level: 1, name: 'STORE-Auswertungen' })).toBeInTheDocument();
    expect(storeNames()).toEqual(['1001 Kiel, Hafen', '1002 Lübeck', '1003 Flensburg', '1004 Husum']);

    const [groups, subgroups, columns] = headerTexts();
    expect(groups).toEqual([
      'Marktnr.',
      'Heartbeat',
      'Installiertes Update',
      'WWS-Checks',
      'System-Checks',
      'Dienste-Checks',
    ]);
    // POSCONNECT receipt processing and TILLSERVER are disabled: listed in the column menu, never in the table.
    expect(subgroups).toEqual([
      'STORE',
      'TSE-SERVER',
      'Datensicherung',
      'STORE-Update',
      'Start von STORE nicht möglich',
      'Probleme in DIWADEBU.LOG',
      'POSCONNECT-Update',
      'STORE-Dienste',
      'POSCONNECT App-Dienste',
      'Verschiedenes',
    ]);
    // In the bottom row every column with a group and a subgroup, in catalogue order (a column with a
    // group only has its header in the subgroup row).
    expect(columns).toEqual(grouped.filter((c) => c.groups!.length === 2).map((c) => c.header));
    // The group cells span their columns.
    const span = (label: string) => screen.getByRole('columnheader', { name: label }).getAttribute('colspan');
    for (const label of ['WWS-Checks', 'STORE', 'TSE-SERVER', 'System-Checks', 'Dienste-Checks'])
      expect(span(label)).toBe(String(grouped.filter((c) => c.groups!.includes(label)).length));

    // A healthy row: dates from seconds, flags as Ja/Nein, a cashier close of 1 or more is Ja.
    expect(cellTexts('1001 Kiel, Hafen').slice(0, 16)).toEqual([
      '1001 Kiel, Hafen',
      '22.11.2026 10:30',
      '8.5.0',
      '8.5.1',
      'LIZ-1',
      'Online',
      'ID-s1',
      'SN-s1',
      shown(6),
      shown(7),
      'Ja',
      `Ja (${shown(7)})`,
      'Ja',
      'Ja',
      'Ja',
      shown(9),
    ]);
    expect(cellTexts('1002 Lübeck')[12]).toBe('Nein');
  });

  it('explains a column and a group on hover', async () => {
    serve();
    const user = userEvent.setup();
    renderAt(<StoreReportPage />, route);
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    await user.hover(screen.getByRole('button', { name: 'Datensicherung' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Laufende oder letzte Datensicherung mit Ergebnis');
    await user.unhover(screen.getByRole('button', { name: 'Datensicherung' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await user.hover(screen.getByText('WWS-Checks'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Checks der Warenwirtschaft (WWS) auf dem STORE-Server',
    );
  });

  it('shows backup, update and POSCONNECT update as a result with its time, coloured as a warning or an error', async () => {
    serve(systemChecks);
    renderAt(<StoreReportPage />, route);
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(headerTexts()).toEqual([
      ['Marktnr.', 'System-Checks'],
      ['Datensicherung', 'STORE-Update', 'POSCONNECT-Update'],
    ]);
    expect(cellTexts('1001 Kiel, Hafen')).toEqual([
      '1001 Kiel, Hafen',
      `Erfolgreich (${shown(3)})`,
      `Erfolgreich (${shown(4)})`,
      `Erfolgreich (${shown(5)}) pc-2025.4.1`,
    ]);
    expect(cellLevels('1001 Kiel, Hafen')).toEqual(['neutral', 'neutral', 'neutral', 'neutral']);
    // Running wins over the last result, and is a warning.
    expect(cellTexts('1002 Lübeck')).toEqual([
      '1002 Lübeck',
      `Aktiv (${shown(11)})`,
      `Aktiv (${shown(12)})`,
      `Erfolgreich (${shown(5)}) pc-2025.4.1`,
    ]);
    expect(cellLevels('1002 Lübeck')).toEqual(['neutral', 'warning', 'warning', 'neutral']);
    expect(cellTexts('1003 Flensburg')).toEqual([
      '1003 Flensburg',
      `Nicht erfolgreich (${shown(2)})`,
      `Nicht erfolgreich (${shown(1)})`,
      `Nicht erfolgreich (${shown(13)})`,
    ]);
    expect(cellLevels('1003 Flensburg')).toEqual(['neutral', 'error', 'error', 'error']);
    // Screen readers hear the problem, not only see the colour.
    expect(within(rowOf('1003 Flensburg')).getAllByRole('cell')[1]).toHaveTextContent('(Fehler)');
    // Any code but '4' is no success.
    expect(cellTexts('1004 Husum')[1]).toBe(`Nicht erfolgreich (${shown(3)})`);
  });

  it('colours services, start type, DIWADEBU.LOG and offline stores', async () => {
    serve(
      ['dutiserv', 'dutiservStartart', 'dzuska28', 'dzuska51', 'diwadebu_log'],
      [
        row('a', 'A'),
        row('b', 'B', { dutiserv: 'STOPPED', dutiservStartart: 'MANUAL', dzuska28: 'STARTING', dzuska51: null }),
        row('c', 'C', { diwadebu_log: '3' }),
        row('d', 'D', { diwadebu_log: '6' }),
        row('e', 'E', { diwadebu_log: 'Error in line 4' }),
        row('f', 'F', { offline: true }),
      ],
    );
    renderAt(<StoreReportPage />, route);
    await waitFor(() => expect(bodyRows()).toHaveLength(6));
    // Marktnr., Probleme in DIWADEBU.LOG, dutiserv, dutiserv Startart, dzuska28, dzuska51
    expect(cellLevels('A')).toEqual(['neutral', 'ok', 'ok', 'ok', 'ok', 'ok']);
    expect(cellLevels('B')).toEqual(['neutral', 'ok', 'error', 'error', 'warning', 'error']);
    expect(cellLevels('C')[1]).toBe('warning');
    expect(cellLevels('D')[1]).toBe('error');
    expect(cellLevels('E')[1]).toBe('error');
    expect(cellLevels('F').every((level) => level === 'error')).toBe(true);
  });

  it('asks the server for its filters, sort and chosen columns, and links the CSV to the same rows', async () => {
    localStorage.setItem('reports.storereport.columns', JSON.stringify(['sigmabackup', 'storeVersion']));
    const queries = serve(systemChecks);
    const user = userEvent.setup();
    renderAt(<StoreReportPage />, `${route}&lastsigmabackuperfolg=1&sortBy=sigmabackup&sortDirection=desc&size=10`);
    await waitFor(() => expect(storeNames()).toEqual(['1003 Flensburg', '1002 Lübeck']));
    expect(Object.fromEntries(queries[queries.length - 1]!)).toEqual({
      contextId: 'NORDMARKT',
      page: '1',
      size: '10',
      sortBy: 'sigmabackup',
      sortDirection: 'desc',
      columns: 'storeVersion,sigmabackup',
      lastsigmabackuperfolg: '1',
    });
    await user.click(screen.getByLabelText('Nur mit Warnungen'));
    await waitFor(() => expect(queries[queries.length - 1]!.get('warningsOnly')).toBe('true'));
    const csv = new URL(screen.getByRole('link', { name: 'CSV exportieren' }).getAttribute('href')!, 'http://x');
    expect(csv.pathname).toBe('/api/frontend/reports/storeagent-report.csv');
    expect(csv.search).toBe(
      '?contextId=NORDMARKT&sortBy=sigmabackup&sortDirection=desc&warningsOnly=true&columns=storeVersion%2Csigmabackup&lastsigmabackuperfolg=1',
    );
  });
});
