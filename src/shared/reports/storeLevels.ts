import type { Level } from './types';

// The colour rules for store-server values; the store-agent panel and the store report use the same
// ones.

export type StoreLevel = Exclude<Level, 'empty'>;

/** RUNNING is good, STOPPED an error, anything else a warning; a missing state is an error. */
export function serviceStateLevel(state: string | null | undefined): StoreLevel {
  if (!state) return 'error';
  return state === 'RUNNING' ? 'ok' : state === 'STOPPED' ? 'error' : 'warning';
}

/** The start type must be AUTOMATIC (the store report's column for dutiserv). */
export function startTypeLevel(startType: string | null | undefined): StoreLevel {
  return startType === 'AUTOMATIC' ? 'ok' : 'error';
}

/** The services whose start type the store report checks: only dutiserv must start automatically. */
export const automaticServices: ReadonlySet<string> = new Set(['dutiserv']);

/**
 * A service's start type in the store server's details: checked like the report's column where the
 * report checks it, neutral elsewhere (a manual start is a choice, not a fault).
 */
export function serviceStartTypeLevel(service: string, startType: string | null | undefined): StoreLevel {
  return automaticServices.has(service) ? startTypeLevel(startType) : 'neutral';
}

/** A running backup or update is a warning. */
export function activeLevel(active: boolean | null | undefined): StoreLevel {
  return active ? 'warning' : 'neutral';
}

/** Backups: result code '4' is success, anything else an error. */
export function backupResultLevel(code: string | null | undefined): StoreLevel {
  return code === '4' ? 'neutral' : 'error';
}

/** Updates: no last update is neutral; a failed one (any code but '4') is an error. */
export function updateResultLevel(lastUpdate: unknown, code: string | null | undefined): StoreLevel {
  if (!lastUpdate) return 'neutral';
  return code === '4' ? 'neutral' : 'error';
}

/** DIWADEBU log: missing, containing 'Error' or 6 and more is an error; above 1 a warning. */
export function diwadebuLevel(value: string | number | null | undefined): StoreLevel {
  if (value === null || value === undefined || value === '') return 'error';
  if (String(value).includes('Error')) return 'error';
  const n = Number(value);
  if (Number.isNaN(n)) return 'neutral';
  return n >= 6 ? 'error' : n > 1 ? 'warning' : 'ok';
}
