import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { statisticsTexts } from '../../../shared/texts/de/statistics';
import { tooltipText } from './chartRules';

/** One slice or bar: `label` names it in tooltips, `shortLabel` on the chart itself. */
export interface ChartItem {
  id: string;
  label: string;
  shortLabel: string;
  value: number;
  color: string;
}

export interface ChartRenderProps {
  /** The item shown as active (focused by keyboard or hovered), or null. */
  active: number | null;
  setActive: (index: number | null) => void;
}

interface Props {
  label: string;
  items: readonly ChartItem[];
  total: number;
  className?: string;
  children: (props: ChartRenderProps) => ReactNode;
}

/** The tooltip box of every chart on the page (nivo positions it). */
export function ChartTooltip({ item, total }: { item: ChartItem; total: number }) {
  return (
    <div className="chart-tooltip" role="tooltip">
      <span className="chart-swatch" style={{ background: item.color }} aria-hidden="true" />
      {tooltipText(item.label, item.value, total)}
    </div>
  );
}

/**
 * Makes a chart one keyboard stop: the arrow keys (and Home / End) walk through its items, and the
 * active item is read out below the chart in the tooltip's wording (a live region, so screen
 * readers announce it). The SVG itself is hidden from assistive technology; the data table of the
 * card carries the same numbers.
 */
export function ChartFrame({ label, items, total, className, children }: Props) {
  const hintId = useId();
  const [active, setActive] = useState<number | null>(null);
  const current = active !== null && active < items.length ? active : null;
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    if (items.length === 0) return;
    const last = items.length - 1;
    const from = current ?? -1;
    const next: Record<string, number | null> = {
      ArrowRight: from >= last ? 0 : from + 1,
      ArrowDown: from >= last ? 0 : from + 1,
      ArrowLeft: from <= 0 ? last : from - 1,
      ArrowUp: from <= 0 ? last : from - 1,
      Home: 0,
      End: last,
      Escape: null,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    setActive(next[event.key]!);
  };
  const item = current === null ? undefined : items[current];
  return (
    <figure className={`chart-frame ${className ?? ''}`}>
      <div
        className="chart-focus"
        tabIndex={0}
        role="group"
        aria-label={label}
        aria-describedby={hintId}
        onKeyDown={move}
        onFocus={() => setActive((a) => a ?? (items.length > 0 ? 0 : null))}
        onBlur={() => setActive(null)}
      >
        <div aria-hidden="true">{children({ active: current, setActive })}</div>
      </div>
      <span id={hintId} className="visually-hidden">
        {statisticsTexts.statistics.keyboardHint}
      </span>
      <figcaption className="chart-readout small" aria-live="polite">
        {item ? tooltipText(item.label, item.value, total) : ''}
      </figcaption>
    </figure>
  );
}
