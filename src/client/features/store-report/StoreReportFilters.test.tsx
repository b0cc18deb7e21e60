import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../testing/render';
import { storeRow as row } from '../../../shared/reports/storeRowsKit';
import { storeColumns } from '../../../shared/reports/storeColumns';
import { StoreReportPage } from './StoreReportPage';
import {
  allChecks,
  rows,
  serve,
  route,
  bodyRows,
  storeNames,
  headerTexts,
  search,
  openColumnMenu,
  columnBox,
} from './storeReportKit';
import { useFakeClock } from '../../testing/fakeClock';

beforeEach(() => localStorage.clear());

/** The columns the menu counts: the fixed Marktnr. and one per check (the disabled ones are listed, not counted). */
const choosable = storeColumns.filter((c) => !c.disabled).length;

describe('store report page: menu, filters and warnings', () => {
  it('lists the POSCONNECT receipt-processing and TILLSERVER columns in the menu, not selectable', async () => {
    serve();
    const user = userEvent.setup();
    renderAt(<StoreReportPage />, route);
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    // The fixed Marktnr. and 2 ungrouped, 17 WWS, 5 system, 15 service and 3 master data columns can be
    // shown; the four disabled ones do not count, and the master data ones are shown once picked.
    const byChoice = storeColumns.filter((c) => c.byChoice).length;
    expect(byChoice).toBe(3);
    expect(screen.getByRole('button', { name: /^Spalten \(/ })).toHaveTextContent(
      `Spalten (${choosable - byChoice} von ${choosable})`,
    );
    await openColumnMenu(user);
    expect(screen.getByText('WWS-Checks › POSCONNECT')).toBeInTheDocument();
    expect(screen.getByText('WWS-Checks › TILLSERVER')).toBeInTheDocument();
    for (const name of [
      'POSCONNECT POS-Belegverarbeitung aktiv',
      'POSCONNECT Letzte POS-Belegverarbeitung',
      'TILLSERVER Version',
      'TILLSERVER Aktiv',
    ]) {
      expect(columnBox(name)).toBeDisabled();
      expect(columnBox(name)).not.toBeChecked();
    }
    expect(columnBox('TSE-SERVER Version')).toBeEnabled();
    expect(columnBox('TSE-SERVER Version')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Alle deselektieren' }));
    expect(screen.getByRole('button', { name: /^Spalten \(/ })).toHaveTextContent(`Spalten (1 von ${choosable})`);
    expect(headerTexts()).toEqual([['Marktnr.']]);
    // 'Alle selektieren' leaves them out too.
    await user.click(screen.getByRole('button', { name: 'Alle selektieren' }));
    expect(screen.getByRole('button', { name: /^Spalten \(/ })).toHaveTextContent(
      `Spalten (${choosable} von ${choosable})`,
    );
    expect(columnBox('TILLSERVER Aktiv')).not.toBeChecked();
    expect(headerTexts().flat()).not.toContain('TILLSERVER');
    expect(headerTexts().flat()).not.toContain('POSCONNECT');
  });

  it("filters on 'Letzte Datensicherung erfolgreich': Ja is code '4', Nein code '1', and writes it to the URL", async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderAt(<StoreReportPage />, route);
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    const select = screen.getByLabelText('Letzte Datensicherung erfolgreich');
    await user.selectOptions(select, 'Ja');
    await waitFor(() => expect(storeNames()).toEqual(['1001 Kiel, Hafen']));
    expect(search(router).get('lastsigmabackuperfolg')).toBe('4');
    expect(screen.getByText('1 Zeile, davon 0 mit Warnungen')).toBeInTheDocument();
    await user.selectOptions(select, 'Nein');
    await waitFor(() => expect(storeNames()).toEqual(['1002 Lübeck', '1003 Flensburg']));
    expect(search(router).get('lastsigmabackuperfolg')).toBe('1');
    await user.selectOptions(select, 'Alle');
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(search(router).has('lastsigmabackuperfolg')).toBe(false);
  });

  it('reads the filters from the URL, and resets them with the warnings switch', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderAt(<StoreReportPage />, `${route}&lastupdateerfolg=1&kabsvortag=true&warningsOnly=true`);
    await waitFor(() => expect(storeNames()).toEqual(['1003 Flensburg']));
    expect(screen.getByLabelText('Letztes Update erfolgreich')).toHaveValue('1');
    expect(screen.getByLabelText('Kassiererabschluss Vortag')).toHaveValue('true');
    expect(screen.getByLabelText('Nur mit Warnungen')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(screen.getByLabelText('Letztes Update erfolgreich')).toHaveValue('');
    expect(screen.getByLabelText('Kassiererabschluss Vortag')).toHaveValue('');
    expect(screen.getByLabelText('Nur mit Warnungen')).not.toBeChecked();
    const params = search(router);
    expect(params.has('lastupdateerfolg') || params.has('kabsvortag') || params.has('warningsOnly')).toBe(false);
    expect(params.get('contextId')).toBe('NORDMARKT');
  });

  it('filters text case-insensitively after typing and writes it to the URL', async () => {
    serve();
    const { user, pass } = useFakeClock();
    const { router } = renderAt(<StoreReportPage />, route);
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    await user.type(screen.getByLabelText('Marktnr.'), 'LÜBECK');
    expect(storeNames()).toHaveLength(4);
    pass(500);
    await waitFor(() => expect(storeNames()).toEqual(['1002 Lübeck']));
    expect(search(router).get('storeName')).toBe('LÜBECK');
    await user.clear(screen.getByLabelText('Marktnr.'));
    await user.type(screen.getByLabelText('STORE-Version'), '9.0');
    pass(500);
    await waitFor(() => expect(storeNames()).toEqual(['1003 Flensburg']));
    expect(search(router).get('storeVersion')).toBe('9.0');
    expect(search(router).has('storeName')).toBe(false);
  });

  it('shows a filter input only while its column is selected', async () => {
    serve();
    const user = userEvent.setup();
    renderAt(<StoreReportPage />, `${route}&pgsqlVersion=15`);
    await waitFor(() => expect(screen.getByText('Keine Zeilen passen zu den Filtern.')).toBeInTheDocument());
    expect(screen.getByLabelText('PostgreSQL-Version')).toHaveValue('15');
    expect(screen.getByLabelText('Datensicherung aktiv')).toBeInTheDocument();
    expect(screen.getByLabelText('Letzte Datensicherung erfolgreich')).toBeInTheDocument();

    await openColumnMenu(user);
    await user.click(columnBox('Verschiedenes PostgreSQL-Version'));
    await user.click(columnBox('System-Checks Datensicherung'));
    expect(screen.queryByLabelText('PostgreSQL-Version', { selector: 'input[type=search]' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Datensicherung aktiv')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Letzte Datensicherung erfolgreich')).not.toBeInTheDocument();
    // A filter nobody can see does not hide rows.
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(screen.getByLabelText('Letztes Update erfolgreich')).toBeInTheDocument();

    await user.click(columnBox('Verschiedenes PostgreSQL-Version'));
    expect(screen.getByLabelText('PostgreSQL-Version', { selector: 'input[type=search]' })).toHaveValue('15');
    await waitFor(() => expect(screen.getByText('Keine Zeilen passen zu den Filtern.')).toBeInTheDocument());
  });

  it('hides rows without warnings, judged by the selected columns, and keeps offline rows', async () => {
    serve(allChecks, [...rows, row('s5', '1005 Offline', { offline: true })]);
    const user = userEvent.setup();
    const { router } = renderAt(<StoreReportPage />, route);
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    await user.click(screen.getByLabelText('Nur mit Warnungen'));
    await waitFor(() => expect(storeNames()).toEqual(['1002 Lübeck', '1003 Flensburg', '1004 Husum', '1005 Offline']));
    expect(search(router).get('warningsOnly')).toBe('true');
    expect(screen.getByText('4 Zeilen, davon 4 mit Warnungen')).toBeInTheDocument();

    // Without the backup column Husum's odd backup code no longer counts; Lübeck's running update still does.
    await openColumnMenu(user);
    await user.click(columnBox('System-Checks Datensicherung'));
    await waitFor(() => expect(storeNames()).toEqual(['1002 Lübeck', '1003 Flensburg', '1005 Offline']));
    await user.click(screen.getByRole('button', { name: 'Alle deselektieren' }));
    await waitFor(() => expect(storeNames()).toEqual(['1005 Offline']));

    await user.click(screen.getByLabelText('Nur mit Warnungen'));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(search(router).has('warningsOnly')).toBe(false);
  });
});
