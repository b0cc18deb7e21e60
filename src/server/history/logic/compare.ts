import type { Change, Values } from './values';

/**
 * A target's values at an earlier time, from its values now walking its changes back: each change
 * after that time, newest first, puts back its old value (null: not reported then, left out). The
 * mirror of `replay`, which walks forwards; the current values are at hand in one row, the baseline
 * of long ago is not (retention deletes the changes, never the current values).
 */
export function valuesBefore(now: Values, changesNewestFirst: readonly Change[]): Values {
  const out = { ...now };
  for (const change of changesNewestFirst) {
    if (change.old === null) delete out[change.key];
    else out[change.key] = change.old;
  }
  return out;
}

/** One key whose value differs between the two sides (null: not reported on that side). */
export interface CompareRow {
  key: string;
  left: string | null;
  right: string | null;
}

/** The keys whose values differ, sorted by key, and how many keys both sides have alike. */
export function compareValues(left: Values, right: Values): { rows: CompareRow[]; same: number } {
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])].sort();
  const rows: CompareRow[] = [];
  let same = 0;
  for (const key of keys) {
    const l = left[key] ?? null;
    const r = right[key] ?? null;
    if (l === r) same += 1;
    else rows.push({ key, left: l, right: r });
  }
  return { rows, same };
}
