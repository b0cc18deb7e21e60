import { act, render, screen } from '@testing-library/react';
import { useChartTurn } from './chartQueue';

function Chart({ name }: { name: string }) {
  return <p>{useChartTurn() ? `${name} gezeichnet` : `${name} wartet`}</p>;
}

describe('useChartTurn', () => {
  it('draws the charts of a page one per task, in their order, instead of all in one', () => {
    jest.useFakeTimers();
    render(
      <>
        <Chart name="Ring" />
        <Chart name="Balken" />
        <Chart name="Version" />
      </>,
    );
    expect(screen.getAllByText(/wartet$/)).toHaveLength(3);
    act(() => jest.advanceTimersToNextTimer());
    expect(screen.getByText('Ring gezeichnet')).toBeInTheDocument();
    expect(screen.getAllByText(/wartet$/)).toHaveLength(2);
    act(() => jest.advanceTimersToNextTimer());
    expect(screen.getByText('Balken gezeichnet')).toBeInTheDocument();
    expect(screen.getByText('Version wartet')).toBeInTheDocument();
    act(() => jest.advanceTimersToNextTimer());
    expect(screen.queryAllByText(/wartet$/)).toHaveLength(0);
  });

  it('skips a chart that left the page before its turn', () => {
    jest.useFakeTimers();
    const first = render(<Chart name="Ring" />);
    render(<Chart name="Balken" />);
    first.unmount();
    act(() => jest.advanceTimersToNextTimer());
    expect(screen.getByText('Balken gezeichnet')).toBeInTheDocument();
  });
});
