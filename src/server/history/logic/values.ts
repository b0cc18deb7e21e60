/** What history keeps of a target: per section (a part of a heartbeat sent or left out as a whole) its values by key. */
export type Values = Record<string, string>;
export type Sections = Record<string, Values>;

/** One stored change: a value's key, what it was and what it became (null: not reported). */
export interface Change {
  key: string;
  old: string | null;
  new: string | null;
}

type Reported = string | number | boolean | readonly string[] | null | undefined;

/** Where a section's values go as a heartbeat is read: collected by key, or only hashed (SectionDigest). */
export interface SectionSink {
  put(key: string, value: Reported): void;
  /** A hosts file: by its entries, or hashed as the text it is. */
  hosts(hostsFile: string | null | undefined): void;
}

const textOf = (value: Exclude<Reported, null | undefined>) =>
  Array.isArray(value) ? value.join(', ') : String(value as string | number | boolean);

/**
 * Collects a section's values: null and undefined are "not reported" and left out, numbers and
 * booleans become text, lists are joined. A key given twice (a hosts name on two lines, a config key
 * listed twice) keeps each value under its own key ('… #2'), so none overwrites another.
 */
export class SectionValues implements SectionSink {
  readonly values: Values = {};

  put(key: string, value: Reported): void {
    if (value === null || value === undefined) return;
    const text = textOf(value);
    let unique = key;
    for (let n = 2; unique in this.values; n++) unique = `${key} #${n}`;
    this.values[unique] = text;
  }

  hosts(hostsFile: string | null | undefined): void {
    hostsEntries(this, hostsFile);
  }
}

/**
 * A section's values hashed in the order the heartbeat gives them, without collecting them (53 bits
 * of cyrb53): what a heartbeat costs history when it changed nothing. Equal digests are equal
 * values; a different order, or a hosts file's comment, only gives another digest, and the values
 * are then collected and compared by key after all.
 */
export class SectionDigest implements SectionSink {
  private h1 = 0xdeadbeef;
  private h2 = 0x41c6ce57;

  put(key: string, value: Reported): void {
    if (value === null || value === undefined) return;
    this.text(key);
    this.text(textOf(value));
  }

  hosts(hostsFile: string | null | undefined): void {
    if (!hostsFile) return;
    this.text('hosts');
    this.text(hostsFile);
  }

  digest(): string {
    return finish(this.h1, this.h2);
  }

  private text(text: string): void {
    let h1 = this.h1;
    let h2 = this.h2;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 2654435761);
      h2 = Math.imul(h2 ^ c, 1597334677);
    }
    // The end of a text, so 'ab' + 'c' and 'a' + 'bc' differ.
    this.h1 = Math.imul(h1 ^ 0xffff, 2654435761);
    this.h2 = Math.imul(h2 ^ 0xffff, 1597334677);
  }
}

const finish = (a: number, b: number) => {
  const h1 = Math.imul(a ^ (a >>> 16), 2246822507) ^ Math.imul(b ^ (b >>> 13), 3266489909);
  const h2 = Math.imul(b ^ (b >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
};

/**
 * The lines of a hosts file by their first name ('hosts:store-server' → '10.3.0.10'; further names
 * after the address), so a changed entry is one change. Comments and blank lines say nothing.
 */
export function hostsEntries(into: SectionSink, hostsFile: string | null | undefined): void {
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
  return finish(h1, h2);
}
