import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { FiscalNotificationRow } from '../../api/fiscal';
import { NoticeTable } from './NoticeTable';

// The list of 'Kassenmeldungen' as a phone shows it: each store a card of the house's CardTable
// (cardTable.css draws the cards below 576 px; tests/e2e/phone.spec.ts looks at them at 390 px).
// What the cards need is here: the table marked as a card table, the store (its link to the report)
// naming the card, and every other value carrying its column's name, so a card reads 'Frist …',
// 'Was sich geändert hat …', 'Fehlende Angaben …' without the header row.

const overdue: FiscalNotificationRow = {
  storeUid: 'st1001',
  storeId: '1001',
  storeName: 'Ulm, Bahnhofstraße',
  deadline: '2031-02-28',
  overdue: true,
  lastReportedOn: null,
  changes: [
    { kind: 'registerAdded', at: '2031-01-31T10:00:00.000Z', day: '2031-01-31', posId: '4', from: null, to: '4' },
  ],
  missing: [{ scope: 'register', posId: '4', fields: ['systemKind'] }],
};

const renderTable = (reported: boolean, rows: FiscalNotificationRow[] = [overdue]) =>
  render(
    <MemoryRouter>
      <NoticeTable
        rows={rows}
        label="Kassenmeldungen: Fällig"
        reported={reported}
        storeHref={(storeUid) => `/frontend/kassenmeldungen/${storeUid}?contextId=NORDMARKT`}
      />
    </MemoryRouter>,
  );

describe('NoticeTable as cards on a phone', () => {
  it('is a card table whose card is named by the store and its link, each value under its column name', () => {
    renderTable(false);
    const table = screen.getByRole('table', { name: 'Kassenmeldungen: Fällig' });
    expect(table).toHaveClass('card-table', 'tax-notices-table');
    // Sideways scrolling is left to the box of a wider window; the cards never need it.
    expect(table.parentElement).toHaveClass('table-responsive');
    const [store, deadline, changes, missing] = within(table).getAllByRole('cell');

    // The store's cell has no label: it is the card's title, with the link to the report.
    expect(store).not.toHaveAttribute('data-label');
    expect(within(store!).getByRole('link', { name: 'Kassenmeldung der Filiale 1001 öffnen' })).toHaveAttribute(
      'href',
      '/frontend/kassenmeldungen/st1001?contextId=NORDMARKT',
    );
    expect(store).toHaveTextContent('1001Ulm, Bahnhofstraße');

    // The state (overdue) beside the deadline, what changed and what is missing, each named.
    expect(deadline).toHaveAttribute('data-label', 'Frist');
    expect(deadline).toHaveTextContent(/^28\.02\.2031überfällig$/);
    expect(within(deadline!).getByText('überfällig')).toHaveClass('text-bg-danger');
    expect(changes).toHaveAttribute('data-label', 'Was sich geändert hat');
    expect(changes).toHaveTextContent(/^Kasse in Betrieb genommen am 31\.01\.2031: Kasse 4$/);
    expect(missing).toHaveAttribute('data-label', 'Fehlende Angaben');
    expect(missing).toHaveTextContent(/^Kasse 4: Art des Aufzeichnungssystems$/);
    // These two are sentences: on the card their name stands above them (taxNotices.css).
    expect(changes).toHaveClass('long');
    expect(missing).toHaveClass('long');
  });

  it('names a complete store as such, and the tab Gemeldet by the day of the last report', () => {
    const { unmount } = renderTable(false, [{ ...overdue, overdue: false, missing: [] }]);
    expect(screen.getByRole('cell', { name: 'vollständig' })).toHaveAttribute('data-label', 'Fehlende Angaben');
    expect(screen.queryByText('überfällig')).toBeNull();
    unmount();

    renderTable(true, [{ ...overdue, overdue: false, deadline: null, changes: [], lastReportedOn: '2031-01-10' }]);
    const cells = screen.getAllByRole('cell');
    expect(cells).toHaveLength(2);
    expect(cells[1]).toHaveAttribute('data-label', 'Zuletzt gemeldet');
    expect(cells[1]).toHaveTextContent(/^10\.01\.2031$/);
  });
});
