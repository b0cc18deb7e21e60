import crypto from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';

interface Entry {
  size: number;
  mtimeMs: number;
  sha256: Promise<string>;
}

// Agents ask for their due updates every few seconds; hashing a file of up to 2 GB each time is not
// an option. A digest is kept while the file's size and mtime are unchanged; concurrent callers share
// one computation. The number of update files is small, the cap only guards against leaks.
const cache = new Map<string, Entry>();
const maxEntries = 2000;

async function hashFile(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** Size and SHA-256 of a file, or null when it does not exist. */
export async function fileDigest(file: string): Promise<{ size: number; sha256: string } | null> {
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(file);
  } catch {
    return null;
  }
  let entry = cache.get(file);
  if (!entry || entry.size !== stat.size || entry.mtimeMs !== stat.mtimeMs) {
    entry = { size: stat.size, mtimeMs: stat.mtimeMs, sha256: hashFile(file) };
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
    cache.set(file, entry);
    const settled = entry;
    settled.sha256.catch(() => {
      if (cache.get(file) === settled) cache.delete(file);
    });
  }
  try {
    return { size: entry.size, sha256: await entry.sha256 };
  } catch {
    return null;
  }
}

export function forgetDigest(file: string): void {
  cache.delete(file);
}
