// The selected node of a fleet page's tree in the URL hash: the SPA reads and writes it, the
// server's search (issue 54) links to a store or register with it.

/** The selected node of the tree: a store, or a register of a store. */
export interface Selection {
  contextId: string;
  storeId: string;
  posId?: string;
}

/**
 * The selection lives in the URL hash as context, store id and pos id joined by '&', so a
 * reload or a shared link opens the same node. Anything else in the hash selects nothing.
 */
export function parseSelection(hash: string): Selection | undefined {
  const parts = decodeURIComponent(hash.replace(/^#/, '')).split('&');
  const [contextId, storeId, posId] = parts;
  if (parts.length > 3 || !contextId || !storeId || !/^\d+$/.test(storeId)) return undefined;
  if (posId !== undefined && !/^\d+$/.test(posId)) return undefined;
  return posId === undefined ? { contextId, storeId } : { contextId, storeId, posId };
}

export function formatSelection(selection: Selection): string {
  const parts = [selection.contextId, selection.storeId, ...(selection.posId ? [selection.posId] : [])];
  return `#${parts.map(encodeURIComponent).join('&')}`;
}
