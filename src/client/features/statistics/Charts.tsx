import { Bar, type BarCustomLayerProps, type BarDatum } from '@nivo/bar';
import { Pie } from '@nivo/pie';
import { useMemo } from 'react';
import { ChartTooltip, type ChartItem, type ChartRenderProps } from './ChartFrame';
import { useChartTurn } from '../../components/charts/chartQueue';
import { nivoTheme, useChartColors } from '../../components/charts/chartTheme';
import { valueAxis, valueAxisProps } from '../../components/charts/valueAxis';

const height = 300;
const animate = typeof window !== 'undefined' && !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
/** Room on either side of a donut for its link labels. */
const labelMargin = { top: 36, right: 125, bottom: 36, left: 125 };

/** Keeps the place of a chart that waits for its turn, so the page does not jump when it comes. */
function ChartPlaceholder({ width, height }: { width: number; height: number }) {
  return <div className="chart-placeholder" style={{ width, height }} />;
}

interface ChartProps extends ChartRenderProps {
  items: readonly ChartItem[];
  total: number;
  width: number;
  /** Values inside the arcs as well (the two-slice donuts of the drill-downs). */
  arcValues?: boolean;
}

/** A donut of the items, its slices named by link labels. */
export function Donut({ items, total, width, active, setActive, arcValues }: ChartProps) {
  const byId = useMemo(() => new Map(items.map((item, index) => [item.id, index])), [items]);
  const colors = useChartColors();
  const theme = useMemo(() => nivoTheme(colors), [colors]);
  const ready = useChartTurn();
  return !ready ? (
    <ChartPlaceholder width={width} height={height} />
  ) : (
    <Pie<ChartItem>
      data={items}
      width={width}
      height={height}
      margin={labelMargin}
      innerRadius={0.55}
      padAngle={0.7}
      cornerRadius={2}
      colors={{ datum: 'data.color' }}
      borderWidth={1}
      borderColor={colors.background}
      theme={theme}
      activeOuterRadiusOffset={8}
      activeId={active === null ? null : (items[active]?.id ?? null)}
      onActiveIdChange={(id) => setActive(id === null ? null : (byId.get(String(id)) ?? null))}
      arcLinkLabel={(d) => d.data.shortLabel}
      arcLinkLabelsSkipAngle={14}
      arcLinkLabelsTextColor={colors.text}
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
  const colors = useChartColors();
  const theme = useMemo(() => nivoTheme(colors), [colors]);
  const chartHeight = height + bottom - 36;
  const ready = useChartTurn();
  const ActiveOutline = ({ bars }: BarCustomLayerProps<BarRow>) => {
    const bar = bars.find((b) => b.data.indexValue === activeId);
    return bar ? (
      <rect
        x={bar.x - 2}
        y={bar.y - 2}
        width={bar.width + 4}
        height={bar.height + 4}
        fill="none"
        stroke={colors.emphasis}
        strokeWidth={2}
      />
    ) : null;
  };
  if (!ready) return <ChartPlaceholder width={width} height={chartHeight} />;
  return (
    <Bar<BarRow>
      data={rows}
      keys={['value']}
      indexBy="id"
      width={width}
      height={chartHeight}
      margin={{ top: 22, right: 16, bottom, left: 48 }}
      padding={0.25}
      {...valueAxisProps(axis)}
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
