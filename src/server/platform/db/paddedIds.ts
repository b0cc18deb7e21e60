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
