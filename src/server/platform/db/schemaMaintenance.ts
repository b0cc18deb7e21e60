import type { Generated } from 'kysely';

// The table of planned maintenance (migration 0020), assembled into `Database` by schema.ts.

/** A store (cashpointUid null) or one register under maintenance: its alerts are not notified. */
export interface MaintenanceWindowsTable {
  id: Generated<number>;
  uid: string;
  contextId: number;
  storeUid: string;
  storeId: string;
  cashpointUid: string | null;
  posId: string | null;
  reason: string;
  startsAt: number;
  endsAt: number;
  /** When someone ended it before `endsAt`; null while it runs to its end. */
  endedAt: number | null;
  createdBy: string;
}
