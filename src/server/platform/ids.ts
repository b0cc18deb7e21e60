import crypto from 'node:crypto';

/** A new public id for a row (stores, registers, store agents, updates). */
export function newUid(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/** Milliseconds since the epoch as the contract's date-time string. */
export function isoTime(ms: number | null | undefined): string | null {
  return ms === null || ms === undefined ? null : new Date(Number(ms)).toISOString();
}

/** Store ids and pos ids are digit strings; they sort as numbers. */
export function compareDigits(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}
