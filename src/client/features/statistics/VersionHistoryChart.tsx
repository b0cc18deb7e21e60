import { Bar, type BarCustomLayerProps, type BarDatum } from '@nivo/bar';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useChartTurn } from '../../components/charts/chartQueue';
import { nivoTheme, useChartColors } from '../../components/charts/chartTheme';
import { useElementWidth } from '../../components/charts/useElementWidth';
import { valueAxis, valueAxisProps } from '../../components/charts/valueAxis';
import { statisticsTexts } from '../../../shared/texts/de/statistics';
import { dayReadout, versionColor, versionKey, type VersionDay } from './versionHistoryRules';

const t = statisticsTexts.versionHistory;
const height = 300;
const animate = typeof window !== 'undefined' && !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

type DayRow = BarDatum & { day: string };

interface Props {
  days: readonly VersionDay[];
  versions: readonly (string | null)[];
  /** The context's name, for the chart's label. */
  context: string;
}

/**
 * The registers per version and day as stacked bars, a bar a day. One keyboard stop: the arrow
 * keys (Home, End) walk the days and the readout below says the day's registers per version, as
 * the tooltip does. The SVG is hidden from assistive technology; the table says the numbers.
 */
export function VersionHistoryChart({ days, versions, context }: Props) {
  const hintId = useId();
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box) ?? 600;
  const [active, setActive] = useState<number | null>(null);
  const colors = useChartColors();
  const theme = useMemo(() => nivoTheme(colors), [colors]);
  const ready = useChartTurn();
  const keys = useMemo(() => versions.map(versionKey), [versions]);
  const colorOf = useMemo(() => new Map(versions.map((v) => [versionKey(v), versionColor(versions, v)])), [versions]);
  const rows = useMemo<DayRow[]>(
    () =>
      days.map((d) => {
        const row: DayRow = { day: d.day };
        for (const v of d.versions) row[versionKey(v.version)] = v.cashpoints;
        return row;
      }),
    [days],
  );
  const index = useMemo(() => new Map(days.map((d, i) => [d.day, i])), [days]);
  const axis = valueAxis(Math.max(0, ...days.map((d) => d.versions.reduce((sum, v) => sum + v.cashpoints, 0))));
  const current = active !== null && active < days.length ? days[active] : undefined;
  // A tick a week on a wide chart, every other week on a narrow one, every fourth on a phone.
  const band = width / Math.max(1, days.length);
  const step = band < 4 ? 28 : band < 8 ? 14 : 7;
  const named = days.filter((_, i) => (days.length - 1 - i) % step === 0).map((d) => d.day);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = days.length - 1;
    const from = active ?? -1;
    const keysTo: Record<string, number | null> = {
      ArrowRight: from >= last ? 0 : from + 1,
      ArrowLeft: from <= 0 ? last : from - 1,
      Home: 0,
      End: last,
      Escape: null,
    };
    if (event.key in keysTo && days.length > 0) {
      event.preventDefault();
      setActive(keysTo[event.key]!);
    }
  };

  const Outline = ({ bars }: BarCustomLayerProps<DayRow>) => {
    const mine = bars.filter((b) => b.data.indexValue === current?.day);
    if (mine.length === 0) return null;
    const top = Math.min(...mine.map((b) => b.y));
    const bottom = Math.max(...mine.map((b) => b.y + b.height));
    const bar = mine[0]!;
    return (
      <rect
        x={bar.x - 2}
        y={top - 2}
        width={bar.width + 4}
        height={bottom - top + 4}
        fill="none"
        stroke={colors.emphasis}
        strokeWidth={2}
      />
    );
  };

  return (
    <figure className="version-history-chart m-0" ref={box}>
      <div
        className="chart-focus"
        tabIndex={0}
        role="group"
        aria-label={t.chart(context)}
        aria-describedby={hintId}
        onKeyDown={move}
        onFocus={() => setActive((a) => a ?? (days.length > 0 ? days.length - 1 : null))}
        onBlur={() => setActive(null)}
      >
        <div aria-hidden="true" style={{ height }}>
          {ready && (
            <Bar<DayRow>
              data={rows}
              keys={keys}
              indexBy="day"
              groupMode="stacked"
              width={width}
              height={height}
              margin={{ top: 12, right: 24, bottom: 40, left: 48 }}
              padding={0.15}
              {...valueAxisProps(axis)}
              axisBottom={{ tickValues: named, tickSize: 4, format: (day: string | number) => t.dayShort(String(day)) }}
              colors={(bar) => colorOf.get(String(bar.id)) ?? '#8c8c8c'}
              theme={theme}
              enableLabel={false}
              tooltip={({ indexValue }) => {
                const day = days[index.get(String(indexValue)) ?? -1];
                return day ? <div className="chart-tooltip">{dayReadout(day)}</div> : null;
              }}
              onMouseEnter={(datum) => setActive(index.get(String(datum.indexValue)) ?? null)}
              onMouseLeave={() => setActive(null)}
              layers={['grid', 'axes', 'bars', Outline]}
              animate={animate}
            />
          )}
        </div>
      </div>
      <span id={hintId} className="visually-hidden">
        {t.keyboardHint}
      </span>
      <figcaption className="chart-readout small" aria-live="polite">
        {current ? dayReadout(current) : ''}
      </figcaption>
    </figure>
  );
}
