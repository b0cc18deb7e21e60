import type { Db } from '../platform/db/connection';
import { attachmentsPrefix, type UpdateStore } from '../platform/storage/updateStore';
import { updateStoreKey } from './files';
import { storedUploadPaths } from './repository/storedPaths';

/** A file without its row is removed by `--fix` only when older than this: an upload in flight has none yet. */
export const orphanMinAgeMs = 24 * 60 * 60 * 1000;

export interface StorageCheck {
  rows: number;
  files: number;
  /** Update rows whose file is not in the store (their stored path, or its key). */
  rowsWithoutFile: string[];
  /** Files of the store that no row names, with their age. */
  filesWithoutRow: { key: string; ageMs: number }[];
  /** The orphans removed (with `fix`): those older than a day. */
  removed: string[];
}

/**
 * Compares the update rows with the store's files (folder or S3): one listing of the store against
 * one read of the rows. A row read after the listing may name a file uploaded meanwhile, so a row is
 * reported only when its file is still missing when asked once more.
 */
export async function checkStorage(db: Db, store: UpdateStore, now: number, fix: boolean): Promise<StorageCheck> {
  const listed = new Map<string, number>();
  for await (const object of store.list()) listed.set(object.key, object.modifiedAt);
  const paths = await storedUploadPaths(db);
  const named = new Set<string>();
  const rowsWithoutFile: string[] = [];
  for (const stored of paths) {
    const key = updateStoreKey(stored);
    if (key) named.add(key);
    if (key && (listed.has(key) || (await store.stat(key)))) continue;
    rowsWithoutFile.push(key ?? stored);
  }
  const filesWithoutRow = [...listed]
    // Attachments (the agents' log bundles) belong to no update; their own job removes them.
    .filter(([key]) => !named.has(key) && !key.startsWith(attachmentsPrefix))
    .map(([key, modifiedAt]) => ({ key, ageMs: Math.max(0, now - modifiedAt) }))
    .sort((a, b) => (a.key < b.key ? -1 : 1));
  const removed: string[] = [];
  if (fix)
    for (const orphan of filesWithoutRow.filter((file) => file.ageMs > orphanMinAgeMs)) {
      await store.delete(orphan.key);
      removed.push(orphan.key);
    }
  return { rows: paths.length, files: listed.size, rowsWithoutFile: rowsWithoutFile.sort(), filesWithoutRow, removed };
}
