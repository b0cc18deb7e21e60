import { statisticsTexts } from '../../../shared/texts/de/statistics';

/** The width of a chart by the number of contexts it shows. */
const widthSteps: readonly [maxContexts: number, width: number][] = [
  [15, 400],
  [30, 500],
  [45, 600],
  [60, 700],
  [75, 800],
];

export function chartWidth(contextCount: number): number {
  return widthSteps.find(([max]) => contextCount <= max)?.[1] ?? 900;
}

const countFormat = new Intl.NumberFormat('de-DE');
const percentFormat = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The share of `value` in `total` with one decimal, German style ("35,2"); 0,0 when the total is 0. */
export function formatPercent(value: number, total: number): string {
  return percentFormat.format(total > 0 ? (value / total) * 100 : 0);
}

export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** The tooltip of a chart item: its label, count and percentage to one decimal. */
export function tooltipText(label: string, value: number, total: number): string {
  return statisticsTexts.statistics.tooltip(label, formatCount(value), formatPercent(value, total));
}

/** Fixed colours of the known customer keys (Okabe-Ito, distinguishable with colour-vision deficiency). */
export const knownContextColors: Readonly<Record<string, string>> = {
  INTERN: '#8c8c8c',
  NORDMARKT: '#0072b2',
  SUEDKAUF: '#e69f00',
  WESTFRISCH: '#009e73',
  OSTBAU: '#d55e00',
  MEGAMARKT: '#cc79a7',
};

/** FNV-1a, 32 bit: a stable number for a string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * The colour of a customer: fixed for known keys; for any other key derived from the key itself,
 * so it is the same on every reload and for every user.
 */
export function contextColor(key: string): string {
  const known = knownContextColors[key];
  if (known) return known;
  const h = hash(key);
  const hue = h % 360;
  const saturation = 45 + ((h >>> 9) % 30);
  const lightness = 42 + ((h >>> 17) % 16);
  return `hsl(${hue}, ${saturation}%, ${lightness}%)`;
}

/** An axis or arc label: long keys are cut so labels do not run into each other. */
export function shortLabel(text: string, max = 12): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
