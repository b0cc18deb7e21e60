// The rows the fleet's searches return (fleet.ts, hostnames.ts).

export interface StoreMatch {
  contextKey: string;
  /** The store's uid, by which its alerts are found. */
  storeUid: string;
  storeId: string;
  name: string;
  city: string | null;
}

export interface TargetMatch extends StoreMatch {
  /** The register's number; null for a store server. */
  posId: string | null;
  hostname: string | null;
}
