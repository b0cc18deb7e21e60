import type { Readable } from 'node:stream';
import { newUid } from '../ids';

/** What a store knows about an object: its length and a tag that changes whenever its content may have. */
export interface StoredObject {
  size: number;
  /** Differs after a replacement (file identity and times, or the S3 ETag); equal tags mean equal content. */
  version: string;
}

/** An object opened for reading: measured once, so a range and its Content-Length agree. */
export interface OpenedObject extends StoredObject {
  /**
   * The bytes `start..end` (inclusive) as a stream, or null when the object is gone or was replaced
   * since it was opened. An empty object is read with `end < start`.
   */
  read(start: number, end: number): Promise<Readable | null>;
  /** Lets go of the object when it is not read after all. */
  close(): Promise<void>;
}

/** An object as a listing names it: its key, length and when it was last written. */
export interface ListedObject {
  key: string;
  size: number;
  modifiedAt: number;
}

/** Content for `put`: a finished file (which the store may move away) or a stream read to its end. */
export type PutSource = { file: string } | { stream: Readable };

/**
 * Where update files live: a folder every instance mounts, or an S3 bucket. Keys are `/`-separated
 * relative names (see `isValidStoreKey`). An object appears under its key only once it is complete,
 * and a failed `put` leaves nothing behind under that key.
 */
export interface UpdateStore {
  readonly kind: 'folder' | 's3';
  /** Stores the content under `key`, replacing what was there. */
  put(key: string, source: PutSource): Promise<void>;
  stat(key: string): Promise<StoredObject | null>;
  open(key: string): Promise<OpenedObject | null>;
  /** Gives the object a new key (replacing what was there); fails when `from` does not exist. */
  move(from: string, to: string): Promise<void>;
  /**
   * A URL the agents fetch the object from themselves for `seconds` (S3: a presigned GetObject that
   * names `filename` for the download), or null when the console streams it (a folder).
   */
  downloadUrl(key: string, filename: string, seconds: number): Promise<string | null>;
  /**
   * Every object under the store's root, in no particular order, the store's own `~` objects (staging
   * and partial files) included: what `npm run check-storage` and the backup compare with the rows.
   */
  list(): AsyncIterable<ListedObject>;
  /** Removes the object; nothing happens when it does not exist. */
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

// Names of segments in update keys: context keys and file names, which never contain `~`. The
// store's own names (staging objects, partial files) start with `~`, so no update can reach them.
const segmentPattern = /^[A-Za-z0-9._~ -]+$/;

/** A key the stores accept: relative, no empty, `.` or `..` segments, no backslashes or other characters. */
export function isValidStoreKey(key: string): boolean {
  if (key.length === 0 || key.length > 900) return false;
  return key.split('/').every((segment) => segmentPattern.test(segment) && segment !== '.' && segment !== '..');
}

export class InvalidStoreKeyError extends Error {
  constructor(key: string) {
    super(`invalid storage key: ${JSON.stringify(key)}`);
  }
}

export function checkStoreKey(key: string): void {
  if (!isValidStoreKey(key)) throw new InvalidStoreKeyError(key);
}

/** A fresh key for an object on its way in or out: outside every update key, unique per call. */
export function stagingKey(): string {
  return `~staging/${newUid()}`;
}

/**
 * Objects kept beside the update files that belong to no update (the agents' log bundles): under
 * `~attachments/`, outside every update key, so the storage check does not take them for update
 * files without their row, and the backup (which copies update files) leaves them.
 */
export const attachmentsPrefix = '~attachments/';

/** The key of an attachment: `~attachments/<kind>/<segments…>`, each segment a valid key segment. */
export function attachmentKey(kind: string, ...segments: string[]): string {
  const key = `${attachmentsPrefix}${[kind, ...segments].join('/')}`;
  checkStoreKey(key);
  return key;
}
