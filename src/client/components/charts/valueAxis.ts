// The value axis of the console's bar charts (statistics, the fiscal cockpit's expiries), kept once.

/**
 * The value axis of a bar chart: minimum 0, at least up to 5 (the suggested maximum) and further
 * when the data needs it, with integer ticks at a 1-2-5 step so there are at most about six.
 */
export function valueAxis(maxValue: number): { max: number; ticks: number[] } {
  const top = Math.max(5, Math.ceil(maxValue));
  let step = 1;
  for (let magnitude = 1; top / step > 6; magnitude *= 10) {
    step = [1, 2, 5].map((m) => m * magnitude).find((s) => top / s <= 6) ?? 10 * magnitude;
  }
  const max = Math.ceil(top / step) * step;
  return { max, ticks: Array.from({ length: max / step + 1 }, (_, i) => i * step) };
}

/** nivo Bar's props for that axis: the scale, the grid lines and the left axis' ticks. */
export function valueAxisProps(axis: { max: number; ticks: number[] }) {
  return {
    valueScale: { type: 'linear' as const, min: 0, max: axis.max },
    gridYValues: axis.ticks,
    axisLeft: { tickValues: axis.ticks, format: (v: number) => String(v) },
  };
}
