import { Bar, type BarCustomLayerProps } from '@nivo/bar';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { TseForecast } from '../../api/fiscal';
import { useChartTurn } from '../../components/charts/chartQueue';
import { nivoTheme, useChartColors } from '../../components/charts/chartTheme';
import { useElementWidth } from '../../components/charts/useElementWidth';
import { valueAxis, valueAxisProps } from '../../components/charts/valueAxis';
import { fiscalPageTexts } from '../../../shared/texts/de/fiscalPage';

const t = fiscalPageTexts.fiscalPage;
const c = t.chart;
const height = 260;
const animate = typeof window !== 'undefined' && !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

type Month = TseForecast['months'][number];
interface BarRow {
  id: string;
  tses: number;
  [key: string]: string | number;
}

interface Props {
  months: readonly Month[];
  /** The month the list below is filtered to. */
  selected: string | undefined;
  onSelect(month: string): void;
}

/**
 * The TSEs expiring per month as bars (registers in the tooltip and the readout). One keyboard stop:
 * the arrow keys walk the months, Enter filters the list to the month shown; a click on a bar does
 * the same. The SVG is hidden from assistive technology; the readout and the table say the numbers.
 */
export function ExpiryChart({ months, selected, onSelect }: Props) {
  const hintId = useId();
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box) ?? 600;
  const [active, setActive] = useState<number | null>(null);
  const colors = useChartColors();
  const theme = useMemo(() => nivoTheme(colors), [colors]);
  const ready = useChartTurn();
  const rows = useMemo<BarRow[]>(() => months.map((m) => ({ id: m.month, tses: m.tses })), [months]);
  const index = useMemo(() => new Map(months.map((m, i) => [m.month, i])), [months]);
  const axis = valueAxis(Math.max(0, ...months.map((m) => m.tses)));
  const current = active !== null && active < months.length ? months[active] : undefined;
  // Narrow bands turn their month names upright, and on a phone every third month is named.
  const band = width / Math.max(1, months.length);
  const rotation = band < 44 ? -90 : 0;
  const bottom = rotation === 0 ? 30 : 52;
  const named = band < 20 ? months.filter((_, i) => i % 3 === 0).map((m) => m.month) : months.map((m) => m.month);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = months.length - 1;
    const from = active ?? -1;
    const keys: Record<string, number | null> = {
      ArrowRight: from >= last ? 0 : from + 1,
      ArrowLeft: from <= 0 ? last : from - 1,
      Home: 0,
      End: last,
      Escape: null,
    };
    if ((event.key === 'Enter' || event.key === ' ') && current) {
      event.preventDefault();
      onSelect(current.month);
    } else if (event.key in keys && months.length > 0) {
      event.preventDefault();
      setActive(keys[event.key]!);
    }
  };

  const Outline = ({ bars }: BarCustomLayerProps<BarRow>) => (
    <>
      {bars
        .filter((b) => b.data.indexValue === selected || b.data.indexValue === current?.month)
        .map((b) => (
          <rect
            key={String(b.data.indexValue)}
            x={b.x - 2}
            y={Math.min(b.y, height - bottom - 22) - 2}
            width={b.width + 4}
            height={Math.max(b.height, 2) + 4}
            fill="none"
            stroke={colors.emphasis}
            strokeWidth={b.data.indexValue === selected ? 3 : 2}
            strokeDasharray={b.data.indexValue === selected ? undefined : '4 2'}
          />
        ))}
    </>
  );

  return (
    <figure className="fiscal-chart m-0" ref={box}>
      <div
        className="fiscal-chart-focus"
        tabIndex={0}
        role="group"
        aria-label={c.label}
        aria-describedby={hintId}
        onKeyDown={move}
        onFocus={() => setActive((a) => a ?? (months.length > 0 ? 0 : null))}
        onBlur={() => setActive(null)}
      >
        <div aria-hidden="true" style={{ height }}>
          {ready && (
            <Bar<BarRow>
              data={rows}
              keys={['tses']}
              indexBy="id"
              width={width}
              height={height}
              margin={{ top: 20, right: 8, bottom, left: 40 }}
              padding={0.25}
              {...valueAxisProps(axis)}
              axisBottom={{
                tickValues: named,
                tickRotation: rotation,
                tickSize: 4,
                format: (id: string | number) => t.monthShort(String(id)),
              }}
              colors={(bar) => (Number(bar.index) < 3 ? colors.danger : colors.primary)}
              theme={theme}
              enableLabel={false}
              enableTotals={width >= 500}
              totalsOffset={6}
              tooltip={({ indexValue }) => {
                const month = months[index.get(String(indexValue)) ?? -1];
                return month ? (
                  <div className="chart-tooltip fiscal-tooltip">
                    {c.readout(month.month, month.tses, month.cashpoints)}
                  </div>
                ) : null;
              }}
              onMouseEnter={(datum) => setActive(index.get(String(datum.indexValue)) ?? null)}
              onMouseLeave={() => setActive(null)}
              onClick={(datum) => onSelect(String(datum.indexValue))}
              layers={['grid', 'axes', 'bars', 'totals', Outline]}
              animate={animate}
            />
          )}
        </div>
      </div>
      <span id={hintId} className="visually-hidden">
        {c.hint}
      </span>
      <figcaption className="fiscal-chart-readout small" aria-live="polite">
        {current ? c.readout(current.month, current.tses, current.cashpoints) : ''}
      </figcaption>
    </figure>
  );
}
