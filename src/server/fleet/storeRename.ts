import type { Db } from '../platform/db/connection';
import { locksRows } from '../platform/db/transaction';
import * as stores from './repository/stores';
import { nameChange, storeObject, type RecordAudit } from '../audit';

/**
 * Renames a store of the context and records it with the name before and after; false when the
 * context has no store of this number. Both the store list and the store servers' page rename here.
 */
export async function renameStoreRecorded(
  db: Db,
  record: RecordAudit,
  contextId: number,
  storeId: string,
  name: string,
): Promise<boolean> {
  // Locked, so a concurrent rename waits and starts from this one's name.
  const store = await stores.findStoreByStoreId(db, contextId, storeId, locksRows(db));
  if (!store) return false;
  // The name it has already is no rename.
  if (store.name === name) return true;
  await stores.renameStore(db, contextId, storeId, name);
  record({ action: 'storeRenamed', object: storeObject({ ...store, name }), changes: nameChange(store.name, name) });
  return true;
}
