import { render, screen, within } from '@testing-library/react';
import { CardCell, CardTable } from './CardTable';

// The cards themselves are CSS (cardTable.css, checked at 390 px by tests/e2e/phone.spec.ts); what
// the CSS needs is the table marked as a card table inside its scrolling box and every labelled cell
// carrying its column's name.
describe('CardTable', () => {
  const list = (
    <CardTable hover className="updates-table" aria-label="Updates">
      <thead>
        <tr>
          <th scope="col">Tag</th>
          <th scope="col">Paketname</th>
          <th scope="col">Aktionen</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">5.14.0</th>
          <CardCell label="Paketname" className="text-break">
            kasse-5.14.0.zip
          </CardCell>
          <CardCell>
            <button type="button">Bearbeiten</button>
          </CardCell>
        </tr>
      </tbody>
    </CardTable>
  );

  it('is a table with its header row and its own classes, inside a box that scrolls sideways', () => {
    render(list);
    const table = screen.getByRole('table', { name: 'Updates' });
    expect(table).toHaveClass('table', 'table-hover', 'card-table', 'updates-table');
    expect(table.parentElement).toHaveClass('table-responsive');
    // The header stays in the table for screen readers, also where the cards hide it from sight.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Tag', 'Paketname', 'Aktionen']);
  });

  it('gives a labelled cell its column name for the card and leaves an unlabelled cell spanning it', () => {
    render(list);
    const cell = screen.getByRole('cell', { name: 'kasse-5.14.0.zip' });
    expect(cell).toHaveAttribute('data-label', 'Paketname');
    expect(cell).toHaveClass('text-break');
    // The name is drawn by CSS, not written into the cell: the cell's text is the value alone.
    expect(cell).toHaveTextContent(/^kasse-5\.14\.0\.zip$/);
    const actions = screen.getByRole('button', { name: 'Bearbeiten' }).closest('td')!;
    expect(actions).not.toHaveAttribute('data-label');
  });
});
