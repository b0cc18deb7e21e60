import { csvHeader, toCsv } from './csv';
import { filterRows, pageOf, sortRows } from './pipeline';
import { column, textFilter, textValue } from './kinds';

interface Row {
  id: string;
  name: string | null;
  version: string | null;
  offline?: boolean;
}
const col = (id: 'id' | 'name' | 'version', groups: string[] = []) =>
  column<Row>({
    id,
    header: id,
    group: groups[0],
    subgroup: groups[1],
    width: 100,
    value: textValue((r) => r[id]),
    filters: [textFilter((r) => r[id], 'Name')],
  });
const rows: Row[] = [
  { id: '10', name: 'Ulm', version: '5.12.0' },
  { id: '2', name: 'kiel', version: '5.9.1' },
  { id: '1', name: null, version: null },
  { id: '3', name: 'Köln; Mitte', version: '5.10.0' },
];

describe('report pipeline', () => {
  it('filters text case-insensitively as a substring, and by the warning rule', () => {
    const byName = col('name').filters[0]!;
    expect(filterRows(rows, [{ filter: byName, value: 'L' }]).map((r) => r.id)).toEqual(['10', '2', '3']);
    expect(filterRows(rows, [], (r) => r.version === null).map((r) => r.id)).toEqual(['1']);
    expect(filterRows(rows, [])).toBe(rows);
  });

  it('sorts naturally (store 2 before 10, 5.9 before 5.12), empty values last in both directions', () => {
    expect(sortRows(rows, col('id'), 'asc').map((r) => r.id)).toEqual(['1', '2', '3', '10']);
    expect(sortRows(rows, col('version'), 'asc').map((r) => r.version)).toEqual(['5.9.1', '5.10.0', '5.12.0', null]);
    expect(sortRows(rows, col('version'), 'desc').map((r) => r.version)).toEqual(['5.12.0', '5.10.0', '5.9.1', null]);
    expect(sortRows(rows, col('name'), 'asc').map((r) => r.name)).toEqual(['kiel', 'Köln; Mitte', 'Ulm', null]);
  });

  it('pages, and a page past the end shows the last one', () => {
    expect(pageOf(51, 1, 25)).toEqual({ page: 1, pages: 3, from: 0, to: 25 });
    expect(pageOf(51, 9, 25)).toEqual({ page: 3, pages: 3, from: 50, to: 51 });
    expect(pageOf(0, 1, 25)).toEqual({ page: 1, pages: 1, from: 0, to: 0 });
  });
});

describe('CSV export', () => {
  it('writes German headers (with their group) and the shown texts, quoting semicolons', () => {
    expect(csvHeader(col('name', ['WWS-Checks', 'STORE']))).toBe('STORE name');
    const csv = toCsv([col('id'), col('name')], rows.slice(2));
    expect(csv).toBe('\uFEFFid;name\r\n1;\r\n3;"Köln; Mitte"\r\n');
  });

  it('keeps a cell that looks like a formula from running in a spreadsheet', () => {
    const evil: Row[] = [
      { id: '=HYPERLINK("x")', name: '+1', version: '@SUM(A1)' },
      { id: '-2', name: 'Ulm = Mitte', version: '5.12.0' },
    ];
    expect(toCsv([col('id'), col('name'), col('version')], evil)).toBe(
      '\uFEFFid;name;version\r\n"\'=HYPERLINK(""x"")";\'+1;\'@SUM(A1)\r\n\'-2;Ulm = Mitte;5.12.0\r\n',
    );
  });
});
