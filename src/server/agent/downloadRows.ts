import type { Db } from '../platform/db/connection';
import type { SyncfileKind, SyncfileRow } from '../platform/db/schema';
import { findSyncfile } from '../updates';
import { contextKeyOf, contextVersion } from './dueMemo';
import { VersionedMemo } from './versionedMemo';

// While a fleet updates, every agent downloads the same few files, and each download looked up the
// update's row by its file name. The row is kept per context, kind and file name with the context's
// offer version, which every write to syncfiles moves (migration 0015), read together with the due
// checks and downloads of the same turn.

/** More than the updates any context offers at once. */
const rows = new VersionedMemo<SyncfileRow | undefined>(10_000);

/** The update of the context and kind by its file name, as `findSyncfile` finds it. */
export async function downloadRow(
  db: Db,
  contextId: number,
  kind: SyncfileKind,
  filename: string,
): Promise<SyncfileRow | undefined> {
  const key = `${contextId}\u0000${kind}\u0000${filename}`;
  // Read before the row: a row read after it can only be newer than the version says.
  const version = await contextVersion(db, contextKeyOf(contextId));
  return rows.get(db, key, version, Date.now(), () => findSyncfile(db.kysely, contextId, kind, filename));
}
