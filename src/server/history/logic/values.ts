/** What history keeps of a target: per section (a part of a heartbeat sent or left out as a whole) its values by key. */
export type Values = Record<string, string>;
export type Sections = Record<string, Values>;

/** One stored change: a value's key, what it was and what it became (null: not reported). */
export interface Change {
  key: string;
  old: string | null;
  new: string | null;
}

/**
 * Collects a section's values: null and undefined are "not reported" and left out, numbers and
 * booleans become text, lists are joined. A key given twice (a hosts name on two lines, a config key
 * listed twice) keeps each value under its own key ('… #2'), so none overwrites another.
 */
export class SectionValues {
  readonly values: Values = {};

  put(key: string, value: string | number | boolean | readonly string[] | null | undefined): void {
    if (value === null || value === undefined) return;
    const text = Array.isArray(value) ? value.join(', ') : String(value as string | number | boolean);
    let unique = key;
    for (let n = 2; unique in this.values; n++) unique = `${key} #${n}`;
    this.values[unique] = text;
  }
}

/**
 * The lines of a hosts file by their first name ('hosts:store-server' → '10.3.0.10'; further names
 * after the address), so a changed entry is one change. Comments and blank lines say nothing.
 */
export function hostsEntries(into: SectionValues, hostsFile: string | null | undefined): void {
  if (!hostsFile) return;
  for (const line of hostsFile.split(/\r?\n/)) {
    const tokens = line.replace(/#.*/, '').trim().split(/\s+/).filter(Boolean);
    const [address, first, ...aliases] = tokens;
    if (!address) continue;
    into.put(`hosts:${first ?? address}`, [address, ...aliases].join(' '));
  }
}

/**
 * A short fingerprint of a section's values (53 bits of cyrb53 over its sorted entries): a full
 * heartbeat whose sections all have their stored fingerprints changed nothing, and is neither read
 * further nor written.
 */
export function fingerprintOf(values: Values): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (const key of Object.keys(values).sort()) {
    const text = `${key}\u0000${values[key]}\u0001`;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 2654435761);
      h2 = Math.imul(h2 ^ c, 1597334677);
    }
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
