import { render, screen } from '@testing-library/react';
import { WaveGates } from './WaveGates';

describe("a wave's gates", () => {
  it('shows each value beside its threshold with its direction, and whether it holds', () => {
    render(
      <WaveGates
        wave="Welle 2"
        gates={[
          { kind: 'successShare', value: 40, threshold: 95, holds: false },
          { kind: 'failureShare', value: 2, threshold: 5, holds: true },
        ]}
      />,
    );
    expect(screen.getByTestId('gate-successShare')).toHaveTextContent('40 % / mind. 95 %');
    expect(screen.getByTestId('gate-successShare')).toHaveTextContent('nicht erfüllt');
    expect(screen.getByTestId('gate-failureShare')).toHaveTextContent('2 % / höchstens 5 %');
  });

  it('says that no day close is due yet instead of a share of 0 that holds', () => {
    render(<WaveGates wave="Welle 1" gates={[{ kind: 'dayClose', value: 0, threshold: 98, holds: true }]} />);
    const gate = screen.getByTestId('gate-dayClose');
    expect(gate).toHaveTextContent('noch kein Tagesabschluss fällig');
    expect(gate).not.toHaveTextContent('0 %');
    expect(gate).toHaveTextContent('erfüllt');
  });
});
