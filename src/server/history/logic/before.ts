/** How far 'Vorher geändert' looks back from an alert's opening (issue 53: the 24 hours before it). */
export const beforeAlertMs = 24 * 60 * 60_000;

/** The most changes it lists: a store that changed more in a day is summarised by `truncated`. */
export const beforeAlertLimit = 500;

/** A change of a register or the store server, with when it was stored. */
export interface TimedChange {
  at: number;
  id: number;
}

/**
 * The changes of the store's registers and its store server merged newest first (each list comes
 * newest first from its own index), at most `limit`, and whether more were left out.
 */
export function newestFirst<T extends TimedChange>(
  lists: readonly T[][],
  limit: number,
): { rows: T[]; truncated: boolean } {
  const all = lists.flat().sort((a, b) => b.at - a.at || b.id - a.id);
  return { rows: all.slice(0, limit), truncated: all.length > limit };
}
