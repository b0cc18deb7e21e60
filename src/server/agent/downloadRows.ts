import type { Db } from '../platform/db/connection';
import type { SyncfileKind, SyncfileRow } from '../platform/db/schema';
import { findSyncfile } from '../updates';
import { contextKeyOf, contextVersion } from './dueMemo';

// While a fleet updates, every agent downloads the same few files, and each download looked up the
// update's row by its file name. The row is kept per context, kind and file name with the context's
// offer version, which every write to syncfiles moves (migration 0015): a kept row is used only while
// that version is unmoved, read together with the due checks and downloads of the same turn.

interface KeptRow {
  contextVersion: number;
  row: SyncfileRow;
}

/** More than the updates any context offers at once; beyond it (updates long gone) it starts afresh. */
const maxRows = 10_000;
const perDb = new WeakMap<Db, Map<string, KeptRow>>();

/** The update of the context and kind by its file name, as `findSyncfile` finds it. */
export async function downloadRow(
  db: Db,
  contextId: number,
  kind: SyncfileKind,
  filename: string,
): Promise<SyncfileRow | undefined> {
  let rows = perDb.get(db);
  if (!rows) perDb.set(db, (rows = new Map()));
  const key = `${contextId}\u0000${kind}\u0000${filename}`;
  // Read before the row: a row read after it can only be newer than the version says.
  const version = await contextVersion(db, contextKeyOf(contextId));
  const kept = rows.get(key);
  if (kept && kept.contextVersion === version) return kept.row;
  const row = await findSyncfile(db.kysely, contextId, kind, filename);
  if (rows.size >= maxRows) rows.clear();
  if (row) rows.set(key, { contextVersion: version, row });
  else rows.delete(key);
  return row;
}
