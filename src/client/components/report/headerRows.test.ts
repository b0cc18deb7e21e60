import { headerRows } from './headerRows';
import { column, textValue } from '../../../shared/reports/kinds';

// Only the header labels and groups matter here.
const col = (header: string, groups: string[] = []) =>
  column<{ offline?: boolean }>({
    id: header,
    header,
    group: groups[0],
    subgroup: groups[1],
    width: 100,
    value: textValue(() => ''),
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
