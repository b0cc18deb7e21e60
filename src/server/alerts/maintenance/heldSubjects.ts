import type { Db } from '../../platform/db/connection';
import { coveringMaintenance } from '../repository/maintenance';

// What the notifier asks about maintenance: the alerts of a store or register in maintenance are
// detected and listed, but nobody is told until the maintenance ends.

/** The maintenance that covers an alert now: the one ending last, if several do. */
export interface HeldBy {
  uid: string;
  reason: string;
  /** When it ends: notifications of the alert wait until then. */
  until: number;
}

/** Of these alerts, those held by a maintenance now (alert id → the maintenance). */
export async function alertsInMaintenance(db: Db, alertIds: number[], now: number): Promise<Map<number, HeldBy>> {
  const held = new Map<number, HeldBy>();
  // Sorted by end: a later maintenance of the same alert replaces an earlier one.
  for (const row of await coveringMaintenance(db, [...new Set(alertIds)], now)) {
    held.set(row.alertId, { uid: row.uid, reason: row.reason, until: row.endsAt });
  }
  return held;
}

/**
 * The sender's hold for maintenance (one of `notify/holds.ts`): an alert of a store or register in
 * maintenance is held until the maintenance ends, and told then if it is still open.
 */
export async function maintenanceHold(
  db: Db,
  alerts: { alertId: number }[],
  now: number,
): Promise<Map<number, number>> {
  const held = await alertsInMaintenance(
    db,
    alerts.map((a) => a.alertId),
    now,
  );
  return new Map([...held].map(([alertId, by]) => [alertId, by.until]));
}
