import type { Db } from '../../platform/db/connection';
import { holdNotifications } from '../repository/alertNotifications';
import { coveringMaintenance } from './repository/maintenance';

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

/** A due notification as the sender has it, as far as maintenance cares. */
interface Due {
  id: number;
  alertId: number;
  alert: { state: string };
  opening: { attempts: number } | null;
}

/**
 * The sender's one call: holds the due notifications of alerts in maintenance until it ends (they
 * stay pending, and go out then if the alert is still in the state they announce), adds their ids
 * to `settled` so the round passes them by, and returns how many it held. An alert that closed
 * before its opening was tried is left to the sender, which drops both: nobody heard of it.
 */
export async function holdInMaintenance(db: Db, due: Due[], now: number, settled: Set<number>): Promise<number> {
  const candidates = due.filter((n) => !(n.alert.state === 'closed' && n.opening?.attempts === 0));
  const held = await alertsInMaintenance(
    db,
    candidates.map((n) => n.alertId),
    now,
  );
  const byEnd = new Map<number, number[]>();
  for (const n of candidates) {
    const by = held.get(n.alertId);
    if (!by || settled.has(n.id)) continue;
    byEnd.set(by.until, [...(byEnd.get(by.until) ?? []), n.id]);
    settled.add(n.id);
  }
  for (const [until, ids] of byEnd) await holdNotifications(db, ids, until);
  return [...byEnd.values()].reduce((sum, ids) => sum + ids.length, 0);
}
