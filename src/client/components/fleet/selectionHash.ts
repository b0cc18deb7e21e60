// The tree's selection in the URL hash: its rule lives in src/shared, since the server's search
// links to a node with it.
export { formatSelection, parseSelection, type Selection } from '../../../shared/fleetSelection';

/** The tree row key of a store or a register; equal keys mean the same node. */
export function nodeKey(storeId: string, posId?: string): string {
  return posId === undefined ? `s:${storeId}` : `c:${storeId}:${posId}`;
}
