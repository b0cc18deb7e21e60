import { render, screen, within } from '@testing-library/react';
import { balancedColumns } from './balancedGrid';
import { ColumnSelect } from './ColumnSelect';
import { defaultColumnWidth, defaultWidths } from './headerWidth';
import { ReportTable } from './ReportTable';
import type { ReportColumn } from './types';

interface Row {
  id: string;
}
const column = (id: string, header: string, extra: Partial<ReportColumn<Row>> = {}): ReportColumn<Row> => ({
  id,
  header,
  kind: 'text',
  check: header,
  defaultWidth: 60,
  text: (row) => row.id,
  level: () => 'neutral',
  warning: () => false,
  sortValue: (row) => row.id,
  filters: [],
  ...extra,
});
const columns = [column('store', 'Filiale', { fixed: true }), column('beat', 'Letzter Heartbeat'), column('os', 'OS')];

function table(sortBy: string, sortDirection: 'asc' | 'desc') {
  render(
    <ReportTable
      label="Tabelle"
      columns={columns}
      rows={[{ id: 'a' }]}
      rowId={(row) => row.id}
      widths={defaultWidths(columns)}
      sortBy={sortBy}
      sortDirection={sortDirection}
      onSort={() => {}}
      onPreviewWidth={() => {}}
      onCommitWidth={() => {}}
      emptyText="leer"
      scrollKey=""
    />,
  );
}

describe('report table headers', () => {
  it('tell the sort state on the sorted header cell only, without the arrow in any name', () => {
    table('beat', 'desc');
    expect(screen.getByRole('columnheader', { name: /Letzter Heartbeat/ })).toHaveAttribute('aria-sort', 'descending');
    for (const name of [/Filiale/, /OS/]) {
      expect(screen.getByRole('columnheader', { name })).not.toHaveAttribute('aria-sort');
    }
    const sorted = screen.getByRole('button', { name: 'Letzter Heartbeat' });
    expect(sorted).toHaveTextContent('▼');
    expect(within(sorted).getByText('▼')).toHaveAttribute('aria-hidden', 'true');
  });

  it('says ascending after the other direction', () => {
    table('store', 'asc');
    expect(screen.getByRole('columnheader', { name: /Filiale/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('button', { name: 'Filiale' })).toBeInTheDocument();
  });
});

describe('default column widths', () => {
  const tenPerChar = (text: string) => text.length * 10;

  it('widen a column to its header label and sort arrow', () => {
    // 17 characters, the arrow and the cell's padding, gap and borders: 170 + 10 + 26.
    expect(defaultColumnWidth(120, 'Letzter Heartbeat', tenPerChar)).toBe(206);
    expect(defaultColumnWidth(300, 'Letzter Heartbeat', tenPerChar)).toBe(300);
    expect(defaultWidths(columns, tenPerChar)).toEqual({ store: 106, beat: 206, os: 60 });
  });

  it('estimate the label where nothing can measure it', () => {
    expect(defaultColumnWidth(40, 'Letzter Heartbeat', () => null)).toBeGreaterThan(17 * 10 + 26);
  });
});

describe('column count', () => {
  it('counts the always shown columns among the shown and the showable ones', () => {
    render(<ColumnSelect columns={columns.slice(1)} chosen={['os']} fixedCount={1} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Spalten (2 von 3)' })).toBeInTheDocument();
  });
});

describe('filter grid', () => {
  it('spreads the fields evenly over the rows they need, so none is alone on a row', () => {
    // 176 px fields and 8 px gaps: 7 fit in 1318 px, 6 in 1208 px.
    expect(balancedColumns(9, 1208)).toBe(5);
    expect(balancedColumns(12, 1318)).toBe(6);
    expect(balancedColumns(8, 1318)).toBe(4);
    expect(balancedColumns(3, 1318)).toBe(3);
    // 13 cells where 4 fit: 4 + 4 + 4 + 1 or 3 + 3 + 3 + 3 + 1, the reset button alone either way.
    expect(balancedColumns(13, 900)).toBe(4);
    // 5 where 4 fit: not 4 + 1 but 3 + 2.
    expect(balancedColumns(5, 900)).toBe(3);
  });
});
