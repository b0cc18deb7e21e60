import { headerRows } from './headerRows';
import { column, textFilter, textValue } from '../../../shared/reports/kinds';

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

describe('grouped headers', () => {
  it('merges neighbours of a group per level and lets shallower columns span down', () => {
    const rowsOfHeaders = headerRows([
      col('id'),
      col('name', ['A', 'X']),
      col('version', ['A', 'X']),
      col('id', ['B']),
    ]);
    expect(rowsOfHeaders.map((r) => r.map((c) => `${c.label}:${c.colSpan}x${c.rowSpan}`))).toEqual([
      ['id:1x3', 'A:2x1', 'B:1x1'],
      ['X:2x1', 'id:1x2'],
      ['name:1x1', 'version:1x1'],
    ]);
  });
});
