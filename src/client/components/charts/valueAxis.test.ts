import { valueAxis, valueAxisProps } from './valueAxis';

describe('valueAxis', () => {
  it('starts at 0 and reaches at least the suggested maximum 5', () => {
    expect(valueAxis(0)).toEqual({ max: 5, ticks: [0, 1, 2, 3, 4, 5] });
    expect(valueAxis(3)).toEqual({ max: 5, ticks: [0, 1, 2, 3, 4, 5] });
    expect(valueAxis(5)).toEqual({ max: 5, ticks: [0, 1, 2, 3, 4, 5] });
  });

  it('grows beyond 5 with the data and keeps integer ticks', () => {
    expect(valueAxis(6)).toEqual({ max: 6, ticks: [0, 1, 2, 3, 4, 5, 6] });
    expect(valueAxis(7)).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] });
    expect(valueAxis(40)).toEqual({ max: 40, ticks: [0, 10, 20, 30, 40] });
    expect(valueAxis(41)).toEqual({ max: 50, ticks: [0, 10, 20, 30, 40, 50] });
    expect(valueAxis(263)).toEqual({ max: 300, ticks: [0, 50, 100, 150, 200, 250, 300] });
    for (const max of [1, 9, 11, 17, 99, 101, 1234, 99_999]) {
      const axis = valueAxis(max);
      expect(axis.max).toBeGreaterThanOrEqual(max);
      expect(axis.ticks[0]).toBe(0);
      expect(axis.ticks.at(-1)).toBe(axis.max);
      expect(axis.ticks.every(Number.isInteger)).toBe(true);
      expect(axis.ticks.length).toBeLessThanOrEqual(7);
    }
  });
});

describe('valueAxisProps', () => {
  it('gives the scale from 0, the grid at the ticks and the ticks as whole numbers', () => {
    const props = valueAxisProps(valueAxis(7));
    expect(props.valueScale).toEqual({ type: 'linear', min: 0, max: 8 });
    expect(props.gridYValues).toEqual([0, 2, 4, 6, 8]);
    expect(props.axisLeft.tickValues).toEqual([0, 2, 4, 6, 8]);
    expect(props.axisLeft.format(4)).toBe('4');
  });
});
