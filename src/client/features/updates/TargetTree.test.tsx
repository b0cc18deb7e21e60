import { fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import type { UpdateTargetStore } from '../../api/cashpoint-updates';
import { buildTargets } from './targetSelection';
import { TargetTree } from './TargetTree';

const manyStores: UpdateTargetStore[] = Array.from({ length: 1000 }, (_, s) => ({
  uid: `store-${s}`,
  id: String(1000 + s),
  name: null,
  isChecked: false,
  cashpoints: Array.from({ length: 30 }, (_, c) => ({ uid: `cp-${s}-${c}`, posId: String(c + 1), isChecked: false })),
}));
const targets = buildTargets(manyStores, 'cashpoints');

function Tree() {
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set());
  return <TargetTree targets={targets} checked={checked} onChange={setChecked} />;
}

// DOM queries, not role queries: Testing Library's role lookup over thousands of rows takes minutes. A
// thousand stores of 30 registers: as many registers as 3,000 of 10, a third of the rows to render.
describe('TargetTree with a thousand stores', () => {
  it('renders only the store rows until a store is opened, and checks all 30,000 registers at once', () => {
    const { container } = render(<Tree />);
    const boxes = () => container.querySelectorAll<HTMLInputElement>('input[type=checkbox]');
    const box = (label: string) =>
      [...container.querySelectorAll('label')].find((l) => l.textContent === label)!.control as HTMLInputElement;
    // 'Alle' plus one box per store: the 30,000 registers are not in the DOM.
    expect(boxes()).toHaveLength(1001);

    fireEvent.click(box('Alle'));
    expect(container).toHaveTextContent('30000 von 30000 ausgewählt');
    expect(box('Filiale 1999')).toBeChecked();

    fireEvent.click(container.querySelector('button[aria-label="Filiale 1000 aufklappen"]')!);
    expect(boxes()).toHaveLength(1031);
    fireEvent.click(box('Kasse 3'));
    expect(box('Filiale 1000').indeterminate).toBe(true);
    expect(box('Alle').indeterminate).toBe(true);
  });
});
