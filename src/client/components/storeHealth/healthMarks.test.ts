import type { StoreHealthRow } from '../../api/store-health';
import { healthMarks, registerHealthOf, storeHealthOf } from './healthMarks';

const cause = (subject: string, state: 'red' | 'yellow', text: string) => ({
  kind: 'peripheral' as const,
  state,
  subject,
  text,
  since: null,
});

describe('the health marks of a tree', () => {
  const rows: StoreHealthRow[] = [
    {
      storeUid: 'S1',
      storeId: '1003',
      storeName: 'Ulm',
      state: 'red',
      causes: [
        cause('C3', 'red', 'Bondrucker Kasse 3: Papier leer seit 10:42'),
        cause('C3', 'yellow', 'Kartenterminal Kasse 3: 2 Offline-Zahlungen warten'),
        cause('C1', 'yellow', 'Bondrucker Kasse 1: Papier fast leer seit 09:00'),
        cause('S1', 'yellow', 'Preise: heute nicht eingespielt (noch nie)'),
      ],
    },
  ];

  it('gives a register the worst of the causes that name it, the store its own state', () => {
    const marks = healthMarks(rows);
    expect(storeHealthOf(marks, 'S1').state).toBe('red');
    expect(registerHealthOf(marks, 'C3')).toEqual({
      state: 'red',
      causes: [rows[0]!.causes[0], rows[0]!.causes[1]],
    });
    expect(registerHealthOf(marks, 'C1').state).toBe('yellow');
  });

  it("keeps the store server's causes the store's and calls what is not named green", () => {
    const marks = healthMarks(rows);
    expect(marks.registers.has('S1')).toBe(false);
    expect(registerHealthOf(marks, 'C2')).toEqual({ state: 'green', causes: [] });
    expect(storeHealthOf(marks, 'S9')).toEqual({ state: 'green', causes: [] });
  });
});
