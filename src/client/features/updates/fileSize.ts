import { updateTexts } from '../../../shared/texts/de/updates';

const numberFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/** Bytes in the largest unit that keeps the number at 1 or more, e.g. "3,2 MB"; '' when unknown. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || bytes < 0) return '';
  const units = updateTexts.updates.sizeUnits;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${numberFormat.format(value)} ${units[unit]}`;
}
