/** A store's part of a reply as built from the database (the tree, each report), kept per store by fleet/storeReplyCache.ts. */
export interface BuiltStore<R> {
  rows: R[];
  /** The last moment the part stays true without a write: when its first online target goes offline. */
  validUntil: number;
}
