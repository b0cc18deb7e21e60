import type { DigestCache, StoredDigest } from '../platform/storage/sha256';
import type { KeptFile } from './dueMemo';

// A kept answer still holds only while its files are those measured: a file replaced or deleted in
// the store behind the console's back is no write and moves no version. Asking the store once per
// check and file (a stat on a folder) was the largest cost of an unchanged check. The checks that
// arrive in one turn of the event loop share one question per file, asked after all of them
// arrived, so each still sees the file as it is after it arrived, as with a question of its own.

const waiting = new WeakMap<DigestCache, Map<string, Promise<StoredDigest | null>>>();

function digestOnce(digests: DigestCache, file: KeptFile): Promise<StoredDigest | null> {
  let questions = waiting.get(digests);
  if (!questions) waiting.set(digests, (questions = new Map()));
  const key = `${file.uid}\u0000${file.key}`;
  let question = questions.get(key);
  if (!question) {
    const asked = questions;
    // Asked in the next turn; a check arriving after that asks again.
    question = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      asked.delete(key);
      return digests.digest(file.key, file.uid);
    });
    questions.set(key, question);
  }
  return question;
}

/** Whether the offered files are still those measured (size and digest); no database. */
export async function sameFiles(digests: DigestCache, files: readonly KeptFile[]): Promise<boolean> {
  const now = await Promise.all(files.map((file) => digestOnce(digests, file)));
  return files.every((file, i) => now[i]?.sha256 === file.sha256 && now[i]?.size === file.size);
}
