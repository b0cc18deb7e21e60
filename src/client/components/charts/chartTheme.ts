import { useEffect, useState } from 'react';

/** The colours a chart draws with, taken from Bootstrap's variables of the current colour scheme. */
export interface ChartColors {
  text: string;
  mutedText: string;
  grid: string;
  /** The card's background: the separators between slices. */
  background: string;
  /** The strongest text colour: the outline of the active bar. */
  emphasis: string;
  /** Graphics on the card in both schemes (at least 3:1): installed and not installed. */
  success: string;
  danger: string;
  /** The bars of the fiscal cockpit's months. */
  primary: string;
}

/** What the light scheme gives; used where no stylesheet is there to ask (tests without CSS). */
const lightColors: ChartColors = {
  text: '#212529',
  mutedText: '#495057',
  grid: '#dee2e6',
  background: '#ffffff',
  emphasis: '#000000',
  success: '#198754',
  danger: '#dc3545',
  primary: '#0d6efd',
};

function readColors(): ChartColors {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    text: read('--bs-body-color', lightColors.text),
    mutedText: read('--bs-secondary-color', lightColors.mutedText),
    grid: read('--bs-border-color', lightColors.grid),
    background: read('--bs-body-bg', lightColors.background),
    emphasis: read('--bs-emphasis-color', lightColors.emphasis),
    success: read('--bs-success', lightColors.success),
    danger: read('--bs-danger', lightColors.danger),
    primary: read('--bs-primary', lightColors.primary),
  };
}

/**
 * The chart colours of the scheme shown now. SVG attributes cannot follow CSS variables by
 * themselves, so the values are read again whenever the scheme attribute on <html> changes.
 */
export function useChartColors(): ChartColors {
  const [colors, setColors] = useState(readColors);
  useEffect(() => {
    const observer = new MutationObserver(() => setColors(readColors()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-bs-theme'] });
    return () => observer.disconnect();
  }, []);
  return colors;
}

/** The nivo theme of these colours: texts, axes and grid lines readable on either background. */
export function nivoTheme(colors: ChartColors) {
  return {
    text: { fontSize: 12, fill: colors.text },
    axis: {
      ticks: { text: { fill: colors.mutedText }, line: { stroke: colors.grid } },
      domain: { line: { stroke: colors.grid } },
    },
    grid: { line: { stroke: colors.grid, strokeWidth: 1 } },
  };
}
