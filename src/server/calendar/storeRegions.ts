import type { Db } from '../platform/db/connection';
import { storeWindowRows } from './repository/storeWindows';
import { storeFacts } from './stored';

/**
 * The holiday region that holds for each store of a context (its own calendar's, else its
 * context's; null for none), by store row id, from one read of the calendars. A rollout spreads a
 * wave's share of stores evenly over these regions.
 */
export async function storeRegions(db: Db, contextId: number): Promise<Map<number, string | null>> {
  const rows = await storeWindowRows(db, contextId);
  return new Map(rows.map((row) => [row.storeRowId, storeFacts(row.context, row.store).region]));
}
