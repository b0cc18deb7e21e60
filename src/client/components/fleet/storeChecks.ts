// The colour rules of spec 4 for store-server values; the store-agent panel and the store report
// use the same ones.

export type Level = 'ok' | 'warning' | 'error' | 'neutral';

/** RUNNING is good, STOPPED an error, anything else a warning; a missing state is an error. */
export function serviceStateLevel(state: string | null | undefined): Level {
  if (!state) return 'error';
  return state === 'RUNNING' ? 'ok' : state === 'STOPPED' ? 'error' : 'warning';
}

/** The start type must be AUTOMATIC. */
export function startTypeLevel(startType: string | null | undefined): Level {
  return startType === 'AUTOMATIC' ? 'ok' : 'error';
}

/** A running backup or update is a warning. */
export function activeLevel(active: boolean | null | undefined): Level {
  return active ? 'warning' : 'neutral';
}

/** Backups: result code '4' is success, anything else an error. */
export function backupResultLevel(code: string | null | undefined): Level {
  return code === '4' ? 'neutral' : 'error';
}

/** Updates: no last update is neutral; a failed one (any code but '4') is an error. */
export function updateResultLevel(lastUpdate: unknown, code: string | null | undefined): Level {
  if (!lastUpdate) return 'neutral';
  return code === '4' ? 'neutral' : 'error';
}

/** DIWADEBU log: missing, containing 'Error' or 6 and more is an error; above 1 a warning. */
export function diwadebuLevel(value: string | number | null | undefined): Level {
  if (value === null || value === undefined || value === '') return 'error';
  if (String(value).includes('Error')) return 'error';
  const n = Number(value);
  if (Number.isNaN(n)) return 'neutral';
  return n >= 6 ? 'error' : n > 1 ? 'warning' : 'ok';
}

export const levelClass: Record<Level, string> = {
  ok: 'text-success',
  warning: 'text-warning-emphasis fw-semibold',
  error: 'text-danger fw-semibold',
  neutral: '',
};
