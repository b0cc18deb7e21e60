import type { ReportColumn } from './types';

/** Measures a text's width in px in the header font; null where the browser cannot (tests). */
export type MeasureText = (text: string) => number | null;

/**
 * The room a header cell needs besides its label, in px as report.css draws it: the sort button's
 * padding (0.5rem left, 0.75rem right, which the resize handle sits in), the gap before the sort
 * arrow, and the cell's two borders. The arrow itself is measured like the label.
 */
const headerChrome = 8 + 12 + 4 + 2;
const sortArrow = '▼';
/** Without a measurement: a generous average width of a bold character at 16 px. */
const fallbackCharWidth = 10.5;

/**
 * The rule for a column's default width: what the catalogue gives, but never narrower than its
 * header label and sort arrow, so no header is cut off until the user narrows it.
 */
export function defaultColumnWidth(catalogueWidth: number, header: string, measure: MeasureText): number {
  const label = measure(header) ?? header.length * fallbackCharWidth;
  const arrow = measure(sortArrow) ?? fallbackCharWidth;
  return Math.max(catalogueWidth, Math.ceil(label + arrow + headerChrome));
}

let context: OffscreenCanvasRenderingContext2D | null | undefined;
const measured = new Map<string, number | null>();

/** The header font (report.css: the page's font at weight 600), measured on a canvas off screen. */
export const measureHeaderText: MeasureText = (text) => {
  if (measured.has(text)) return measured.get(text)!;
  if (context === undefined) {
    context = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
    if (context) {
      const body = getComputedStyle(document.body);
      context.font = `600 ${body.fontSize} ${body.fontFamily}`;
    }
  }
  const width = context ? context.measureText(text).width : null;
  measured.set(text, width);
  return width;
};

/** Every column's default width by the rule above. */
export function defaultWidths<Row>(columns: readonly ReportColumn<Row>[], measure: MeasureText = measureHeaderText) {
  return Object.fromEntries(columns.map((c) => [c.id, defaultColumnWidth(c.defaultWidth, c.header, measure)]));
}
