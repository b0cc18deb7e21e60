import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../testing/render';
import { CashpointReportPage } from './CashpointReportPage';
import { bodyRows, row, serve } from './cashpointReportKit';

// The register report at 1440 px (issue 46): a legend says what the colours mean, a coloured row
// says why at its start, the fixed columns and the right edge cast shadows while columns lie beyond
// the view, and the 'Update-Fenster' filter offers its few values as a select.

const page = '/frontend/cashpoint-report?contextId=NORDMARKT';

describe('register report: colour legend, row reasons, scroll cues and choices', () => {
  it('explains the colours and gives each coloured row its reason at its start', async () => {
    serve();
    renderAt(<CashpointReportPage />, page);
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    const legend = screen.getByRole('list', { name: 'Farben der Zellen' });
    for (const entry of [
      'Fehler: Wert fehlt oder ist falsch; ganze Zeile: offline',
      'Warnung',
      'In Ordnung',
      'Noch kein Wert',
    ]) {
      expect(within(legend).getByText(entry)).toBeInTheDocument();
    }
    // The offline register: since when; the one without TSE version: that it is missing.
    const [offline, missingTse, healthy] = bodyRows();
    expect(offline).toHaveAttribute('data-reason', 'offline seit 22.11.2026 09:30');
    expect(within(offline!).getAllByRole('cell')[0]).toHaveTextContent('Grund: offline seit 22.11.2026 09:30');
    expect(offline!.querySelector('.row-reason-mark')).toHaveAttribute('title', 'offline seit 22.11.2026 09:30');
    expect(missingTse).toHaveAttribute('data-reason', 'TSE-Server Version fehlt');
    expect(healthy).not.toHaveAttribute('data-reason');
    expect(healthy!.querySelector('.row-reason-mark')).toBeNull();
  });

  it('shades the fixed columns’ edge while scrolled and the right edge while columns lie beyond it', async () => {
    serve();
    renderAt(<CashpointReportPage />, page);
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    const scroller = document.querySelector<HTMLElement>('.report-scroll')!;
    const frame = scroller.parentElement!;
    // jsdom lays nothing out: the table is made wider than its box by hand.
    Object.defineProperty(scroller, 'clientWidth', { configurable: true, value: 600 });
    Object.defineProperty(scroller, 'scrollWidth', { configurable: true, value: 1200 });
    fireEvent.scroll(scroller);
    await waitFor(() => expect(frame).toHaveAttribute('data-more-right'));
    expect(frame).not.toHaveAttribute('data-scrolled');
    expect(screen.getByText('Weitere Spalten rechts: seitlich scrollen')).toBeInTheDocument();
    // The last of the three fixed columns (Typ) carries the shadow.
    expect(document.querySelector('th[data-column="posType"]')).toHaveClass('report-sticky', 'report-sticky-edge');
    expect(document.querySelector('th[data-column="posId"]')).not.toHaveClass('report-sticky-edge');

    scroller.scrollLeft = 600;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(frame).toHaveAttribute('data-scrolled'));
    expect(frame).not.toHaveAttribute('data-more-right');
    expect(screen.queryByText('Weitere Spalten rechts: seitlich scrollen')).toBeNull();
  });

  it('offers the update windows as choices and still filters by a part of the text', async () => {
    const waiting = [
      row('1001', '1', { updateWindow: 'wartet bis Mo 22:00' }),
      row('1002', '1', { updateWindow: 'wartet auf den Tagesabschluss' }),
      row('1003', '1', { updateWindow: null }),
    ];
    const queries = serve(['updateWindow'], waiting);
    const user = userEvent.setup();
    const { router } = renderAt(<CashpointReportPage />, page);
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    const select = screen.getByRole('combobox', { name: 'Update-Fenster' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Alle',
      'wartet (alle)',
      'wartet auf das Update-Fenster',
      'wartet auf den Tagesabschluss',
      'kein Update-Fenster in 60 Tagen',
    ]);
    await user.selectOptions(select, 'wartet auf das Update-Fenster');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(router.state.location.search).toContain('updateWindow=wartet+bis');
    expect(queries.at(-1)!.get('updateWindow')).toBe('wartet bis');
    await user.selectOptions(select, 'wartet (alle)');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
  });

  it('keeps a free text of an older link as the chosen value', async () => {
    serve(['updateWindow'], [row('1001', '1', { updateWindow: 'wartet bis Mo 22:00' })]);
    renderAt(<CashpointReportPage />, `${page}&updateWindow=mo%2022`);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByRole('combobox', { name: 'Update-Fenster' })).toHaveValue('mo 22');
  });
});
