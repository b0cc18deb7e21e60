import type { UpdateTargetStore } from '../../api/cashpoint-updates';

// The target tree of the detail dialog as plain data. What gets checked are the leaves: registers
// for register updates, store agents (one per store row) for store updates. A store's box is
// derived from its leaves, and 'Alle' from every leaf, so there is one source of truth: a set of
// checked leaf uids, which is also exactly the `checkedUids` the save call sends.

export type LeafKind = 'cashpoints' | 'stores';
export type CheckState = 'checked' | 'indeterminate' | 'unchecked';

export interface TargetLeaf {
  uid: string;
  posId: string;
}

export interface TargetStore {
  uid: string;
  id: string;
  name: string | null;
  /** The uids whose boxes this store's box stands for. */
  leafUids: string[];
  /** The registers shown under the store (register updates only). */
  children: TargetLeaf[];
}

export function buildTargets(stores: readonly UpdateTargetStore[], kind: LeafKind): TargetStore[] {
  return stores.map((s) => ({
    uid: s.uid,
    id: s.id,
    name: s.name,
    leafUids: kind === 'stores' ? [s.uid] : s.cashpoints.map((c) => c.uid),
    children: kind === 'stores' ? [] : s.cashpoints.map((c) => ({ uid: c.uid, posId: c.posId })),
  }));
}

export function initiallyChecked(stores: readonly UpdateTargetStore[], kind: LeafKind): Set<string> {
  const checked = new Set<string>();
  for (const s of stores) {
    if (kind === 'stores') {
      if (s.isChecked) checked.add(s.uid);
    } else {
      for (const c of s.cashpoints) if (c.isChecked) checked.add(c.uid);
    }
  }
  return checked;
}

export function checkState(uids: readonly string[], checked: ReadonlySet<string>): CheckState {
  let count = 0;
  for (const uid of uids) if (checked.has(uid)) count += 1;
  if (count === 0) return 'unchecked';
  return count === uids.length ? 'checked' : 'indeterminate';
}

/** A click on a box: a fully checked group is cleared, anything else becomes fully checked. */
export function toggleGroup(checked: ReadonlySet<string>, uids: readonly string[]): Set<string> {
  const next = new Set(checked);
  if (checkState(uids, checked) === 'checked') for (const uid of uids) next.delete(uid);
  else for (const uid of uids) next.add(uid);
  return next;
}
