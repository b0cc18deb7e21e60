import { Bar, type BarCustomLayerProps, type BarDatum } from '@nivo/bar';
import { Pie } from '@nivo/pie';
import { useMemo } from 'react';
import { ChartTooltip, type ChartItem, type ChartRenderProps } from './ChartFrame';
import { valueAxis } from './chartRules';

const height = 300;
const animate = typeof window !== 'undefined' && !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
const theme = { text: { fontSize: 12, fill: '#212529' }, axis: { ticks: { text: { fill: '#495057' } } } };

interface ChartProps extends ChartRenderProps {
  items: readonly ChartItem[];
  total: number;
  width: number;
  /** Values inside the arcs as well (the two-slice donuts of the drill-downs). */
  arcValues?: boolean;
}

/** A donut of the items; slices are named by link labels where they are wide enough. */
export function Donut({ items, total, width, active, setActive, arcValues }: ChartProps) {
  const byId = useMemo(() => new Map(items.map((item, index) => [item.id, index])), [items]);
  return (
    <Pie<ChartItem>
      data={items}
      width={width}
      height={height}
      margin={{ top: 36, right: 125, bottom: 36, left: 125 }}
      innerRadius={0.55}
      padAngle={0.7}
      cornerRadius={2}
      colors={{ datum: 'data.color' }}
      borderWidth={1}
      borderColor="#ffffff"
      theme={theme}
      activeOuterRadiusOffset={8}
      activeId={active === null ? null : (items[active]?.id ?? null)}
      onActiveIdChange={(id) => setActive(id === null ? null : (byId.get(String(id)) ?? null))}
      arcLinkLabel={(d) => d.data.shortLabel}
      arcLinkLabelsSkipAngle={14}
      arcLinkLabelsTextColor="#212529"
      arcLinkLabelsColor={{ from: 'color' }}
      arcLinkLabelsThickness={2}
      arcLinkLabelsDiagonalLength={12}
      arcLinkLabelsStraightLength={12}
      enableArcLabels={arcValues ?? false}
      arcLabelsSkipAngle={12}
      arcLabelsTextColor="#ffffff"
      tooltip={({ datum }) => <ChartTooltip item={datum.data} total={total} />}
      animate={animate}
    />
  );
}

interface BarRow extends BarDatum {
  id: string;
  value: number;
}

/** A bar per item: y from 0, at least to 5, integer ticks; items named on the x axis. */
export function Bars({ items, total, width, active, setActive }: ChartProps) {
  const rows = useMemo<BarRow[]>(() => items.map((i) => ({ id: i.id, value: i.value })), [items]);
  const byId = useMemo(() => new Map(items.map((item, index) => [item.id, { item, index }])), [items]);
  const axis = valueAxis(Math.max(0, ...items.map((i) => i.value)));
  // Labels turn when they would not fit their band: at 45 degrees first, upright when bands get narrow.
  const longest = Math.max(0, ...items.map((i) => i.shortLabel.length));
  const band = (width - 64) / Math.max(1, items.length);
  const rotation = band < 18 ? -90 : longest * 7.5 > band ? -45 : 0;
  const bottom = rotation === 0 ? 36 : 16 + longest * (rotation === -90 ? 7 : 5.5);
  const activeId = active === null ? undefined : items[active]?.id;
  const ActiveOutline = ({ bars }: BarCustomLayerProps<BarRow>) => {
    const bar = bars.find((b) => b.data.indexValue === activeId);
    return bar ? (
      <rect
        x={bar.x - 2}
        y={bar.y - 2}
        width={bar.width + 4}
        height={bar.height + 4}
        fill="none"
        stroke="#212529"
        strokeWidth={2}
      />
    ) : null;
  };
  return (
    <Bar<BarRow>
      data={rows}
      keys={['value']}
      indexBy="id"
      width={width}
      height={height + bottom - 36}
      margin={{ top: 22, right: 16, bottom, left: 48 }}
      padding={0.25}
      valueScale={{ type: 'linear', min: 0, max: axis.max }}
      gridYValues={axis.ticks}
      axisLeft={{ tickValues: axis.ticks, format: (v: number) => String(v) }}
      axisBottom={{
        tickRotation: rotation,
        tickSize: 4,
        format: (id: string | number) => byId.get(String(id))?.item.shortLabel ?? String(id),
      }}
      colors={(bar) => byId.get(String(bar.indexValue))?.item.color ?? '#6c757d'}
      theme={theme}
      enableLabel={false}
      enableTotals={items.length <= 30}
      totalsOffset={6}
      tooltip={({ indexValue }) => {
        const entry = byId.get(String(indexValue));
        return entry ? <ChartTooltip item={entry.item} total={total} /> : null;
      }}
      onMouseEnter={(datum) => setActive(byId.get(String(datum.indexValue))?.index ?? null)}
      onMouseLeave={() => setActive(null)}
      layers={['grid', 'axes', 'bars', ActiveOutline, 'markers']}
      animate={animate}
    />
  );
}
