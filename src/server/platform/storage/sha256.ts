import crypto from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { UpdateStore } from './updateStore';

interface Entry {
  /** Which update the object belonged to when it was last measured (its row's uid). */
  generation: string;
  checkedAt: number;
  version: string;
  size: number;
  sha256: Promise<string>;
}

// Agents ask for their due updates every few seconds; hashing a file of up to 2 GB each time is not
// an option. A digest is kept per key while the store reports the same version of the object (another
// instance replacing or deleting it changes or ends that), and concurrent callers share one
// computation. The number of update files is small, the cap only guards against leaks.
const maxEntries = 2000;

export interface DigestOptions {
  /**
   * How long a measured object is trusted without asking the store again, as long as it belongs to
   * the same update. 0 asks every time (a folder: a stat); S3 would otherwise get a HEAD request
   * per due update and poll. A new upload under the same name is a new update and is measured at once.
   */
  recheckAfterMs?: number;
}

export interface StoredDigest {
  size: number;
  sha256: string;
}

/** Size and SHA-256 of the objects of one store, remembered per object version. */
export class DigestCache {
  private readonly entries = new Map<string, Entry>();

  private readonly recheckAfterMs: number;

  constructor(
    private readonly store: UpdateStore,
    options: DigestOptions = {},
  ) {
    this.recheckAfterMs = options.recheckAfterMs ?? 0;
  }

  /**
   * Size and SHA-256 of the object under `key` of the update `generation`, or null when it does not
   * exist. `stored` is the digest the update's row keeps (hashed at upload): the object is still
   * measured, so a missing file is noticed, but it is read only when its size says it is not the
   * file that was hashed.
   */
  async digest(key: string, generation = '', stored?: StoredDigest): Promise<StoredDigest | null> {
    const now = Date.now();
    const known = this.entries.get(key);
    const trusted = known?.generation === generation && now - known.checkedAt < this.recheckAfterMs;
    const entry = trusted ? known : await this.measure(key, generation, now, stored);
    if (!entry) return null;
    try {
      return { size: entry.size, sha256: await entry.sha256 };
    } catch {
      return null;
    }
  }

  /**
   * Asks the store; the same version of the object keeps its digest, a new one takes the stored
   * digest when the sizes agree and is hashed anew otherwise (a file replaced behind the console's back).
   */
  private async measure(key: string, generation: string, now: number, stored?: StoredDigest): Promise<Entry | null> {
    const stat = await this.store.stat(key);
    if (!stat) {
      this.entries.delete(key);
      return null;
    }
    let entry = this.entries.get(key);
    if (entry?.version === stat.version) Object.assign(entry, { generation, checkedAt: now });
    else {
      const sha256 = stored?.size === stat.size ? Promise.resolve(stored.sha256) : this.hash(key, stat.version);
      entry = { generation, checkedAt: now, version: stat.version, size: stat.size, sha256 };
      if (this.entries.size >= maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, entry);
      const settled = entry;
      settled.sha256.catch(() => {
        if (this.entries.get(key) === settled) this.entries.delete(key);
      });
    }
    return entry;
  }

  /** Hashes exactly the version that was measured; a replacement meanwhile makes this fail, not lie. */
  private async hash(key: string, version: string): Promise<string> {
    const opened = await this.store.open(key);
    if (!opened || opened.version !== version) {
      await opened?.close();
      throw new Error('update file replaced while hashing');
    }
    const body = await opened.read(0, opened.size - 1);
    if (!body) throw new Error('update file replaced while hashing');
    const hash = crypto.createHash('sha256');
    await pipeline(body, hash);
    return hash.digest('hex');
  }
}
