import { storesOpenNowOrUnknown } from '../calendar';
import type { Db } from '../platform/db/connection';

/** The most store ids the calendar binds in one statement (calendar/storeOpenNow.ts); beyond it it reads the whole context. */
const boundIds = 1000;

/**
 * Whether these stores of a context are open now (null: their calendar names no hours), asked in
 * chunks the calendar binds by id while they are fewer than half the context's `storeCount`
 * stores: above its bound of ids the calendar reads every store's calendar rows of the context, and
 * for the 1,137 stores with a cause of the bench's 5,040 that read cost about four times the chunks'.
 */
export async function openOrUnknown(
  db: Db,
  contextId: number,
  now: number,
  storeRowIds: readonly number[],
  storeCount: number,
): Promise<Map<number, boolean | null>> {
  if (storeRowIds.length <= boundIds || storeRowIds.length * 2 >= storeCount)
    return storesOpenNowOrUnknown(db, contextId, now, storeRowIds);
  const open = new Map<number, boolean | null>();
  for (let from = 0; from < storeRowIds.length; from += boundIds)
    for (const [id, value] of await storesOpenNowOrUnknown(
      db,
      contextId,
      now,
      storeRowIds.slice(from, from + boundIds),
    ))
      open.set(id, value);
  return open;
}
