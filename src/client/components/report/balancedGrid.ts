import { useLayoutEffect, useState } from 'react';

/** A filter field is never narrower than this (px), nor wider than the second. */
export const fieldMinWidth = 176;
export const fieldMaxWidth = 256;
export const fieldGap = 8;

/**
 * How many grid columns `count` cells take in `width` px: as few rows as they need, the cells spread
 * evenly over them, so no row is left with a single cell. Where that takes one row more, it is worth
 * it; where no column count avoids it, the single cell on the last row is the reset button, which
 * comes last.
 */
export function balancedColumns(count: number, width: number): number {
  if (count <= 1) return 1;
  const fit = Math.max(1, Math.floor((width + fieldGap) / (fieldMinWidth + fieldGap)));
  const fewest = Math.ceil(count / fit);
  const even = (rows: number) => Math.ceil(count / rows);
  for (const rows of [fewest, fewest + 1]) {
    if (count % even(rows) !== 1 && even(rows) > 1) return even(rows);
  }
  return even(fewest);
}

/**
 * The balanced column count for `count` fields in the width of the grid's parent, kept up to date.
 * The grid is an element, not a ref: it appears only once the page has loaded.
 */
export function useBalancedColumns(grid: HTMLElement | null, count: number): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    // The parent's width: the grid's own width follows the column count chosen from it.
    const parent = grid?.parentElement;
    if (!parent) return;
    const measure = () => setWidth(parent.clientWidth);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(parent);
    return () => observer?.disconnect();
  }, [grid]);
  return balancedColumns(count, width);
}
