import type { DigestCache, StoredDigest } from '../platform/storage/sha256';
import type { KeptFile } from './dueMemo';

// A kept answer still holds only while its files are those measured: a file replaced or deleted in
// the store behind the console's back is no write and moves no version. Asking the store once per
// check and file (a stat on a folder, through libuv's thread pool) was the largest cost of an
// unchanged check. So the checks share the questions, as they share the read of the versions: those
// that arrive while a question about a file is being answered wait for it to end and share the next
// one, asked after all of them arrived. Each check still sees the file as it is after it arrived.

interface Questions {
  /** The question being answered now. */
  running?: Promise<StoredDigest | null>;
  /** The next question, shared by the checks that arrived since `running` was asked. */
  next?: Promise<StoredDigest | null>;
}

const perCache = new WeakMap<DigestCache, Map<string, Questions>>();

/**
 * The file's digest as the store has it now, asked together with the other checks (and answers
 * computed afresh) that want it meanwhile. `stored` is the digest the update's row keeps (see
 * `DigestCache.digest`); a question asked with it answers those asking without it too, as the
 * cache itself would on their next question about the same version of the file.
 */
export function digestShared(
  digests: DigestCache,
  file: Pick<KeptFile, 'key' | 'uid'>,
  stored?: StoredDigest,
): Promise<StoredDigest | null> {
  let files = perCache.get(digests);
  if (!files) perCache.set(digests, (files = new Map()));
  const all = files;
  const key = `${file.uid}\u0000${file.key}`;
  let questions = files.get(key);
  if (!questions) files.set(key, (questions = {}));
  if (questions.next) return questions.next;
  const q = questions;
  const ask = () => {
    q.next = undefined;
    const running = digests.digest(file.key, file.uid, stored);
    q.running = running;
    const done = () => {
      if (q.running === running) q.running = undefined;
      // Nothing asked nor waiting: the entry goes (an update deleted is never asked about again).
      if (!q.running && !q.next && all.get(key) === q) all.delete(key);
    };
    running.then(done, done);
    return running;
  };
  const settled = () => undefined;
  // A question already being answered may have been asked before this check arrived: wait for it.
  const before = q.running ? q.running.then(settled, settled) : new Promise<void>((resolve) => setImmediate(resolve));
  q.next = before.then(ask);
  return q.next;
}

/** Whether the offered files are still those measured (size and digest); no database. */
export async function sameFiles(digests: DigestCache, files: readonly KeptFile[]): Promise<boolean> {
  const now = await Promise.all(files.map((file) => digestShared(digests, file)));
  return files.every((file, i) => now[i]?.sha256 === file.sha256 && now[i]?.size === file.size);
}
