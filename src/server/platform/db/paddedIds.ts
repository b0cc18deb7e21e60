/**
 * Store ids for an `in (…)` list, padded to the next power of two by repeating the last: the list's
 * SQL text then takes one of a few shapes, so a partial rebuild reuses a compiled statement instead
 * of compiling (and keeping) one for every count of changed stores.
 */
export function paddedIds(ids: readonly number[]): number[] {
  let size = 1;
  while (size < ids.length) size *= 2;
  return [...ids, ...Array<number>(size - ids.length).fill(ids.at(-1)!)];
}

/**
 * Store ids in padded lists of at most 512 (see `paddedIds`). A build reads the rows of a large
 * rebuild a list at a time, so the database's rows of only one list are alive at once.
 */
export function idBatches(ids: readonly number[]): number[][] {
  const batches: number[][] = [];
  for (let i = 0; i < ids.length; i += 512) batches.push(paddedIds(ids.slice(i, i + 512)));
  return batches;
}
