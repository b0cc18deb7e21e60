import { format } from 'date-fns';

/** Times as dd.MM.yyyy HH:mm, optionally with seconds. Missing or unreadable times give ''. */
export function formatDateTime(value: string | number | null | undefined, withSeconds = false): string {
  if (value === null || value === undefined || value === '') return '';
  const date = typeof value === 'number' ? new Date(value) : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return format(date, withSeconds ? 'dd.MM.yyyy HH:mm:ss' : 'dd.MM.yyyy HH:mm');
}

/** Agents report some times in Unix seconds. */
export function formatUnixSeconds(seconds: number | null | undefined, withSeconds = false): string {
  return seconds === null || seconds === undefined ? '' : formatDateTime(seconds * 1000, withSeconds);
}
