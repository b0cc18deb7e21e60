import type { Db } from '../../platform/db/connection';
import type { DueNotification } from '../repository/alertNotifications';
import { maintenanceHold } from '../maintenance/heldSubjects';
import { snoozeHold } from '../snooze/snoozeHold';

// Holds on notifications that are due: an alert detected while its subject may not be told of
// (maintenance, issue 33 item 5), or one an operator snoozed (issue 46). Each hold names the alerts
// it holds and until when; the sender holds their notifications until then, and tells them after it, if the alert is still open (an
// alert that closed meanwhile, never told, is dropped with its closing, as in quiet hours).

/** What a hold knows of an alert whose notification is due. */
export type HoldSubject = Pick<
  DueNotification['alert'],
  'uid' | 'kind' | 'contextId' | 'storeUid' | 'cashpointUid' | 'storeId' | 'posId'
> & { alertId: number };

/** The held alerts among these (their ids), each with the moment its hold ends. */
export type NotifyHold = (db: Db, alerts: HoldSubject[], now: number) => Promise<Map<number, number>>;

/** Every hold the sender asks; a new kind of hold adds itself here, one line. */
export const notifyHolds: NotifyHold[] = [maintenanceHold, snoozeHold];

/** The alerts of these notifications that a hold holds, with the latest end of their holds. */
export async function heldAlerts(db: Db, due: DueNotification[], now: number): Promise<Map<number, number>> {
  const held = new Map<number, number>();
  if (notifyHolds.length === 0 || due.length === 0) return held;
  const byAlert = new Map(due.map((n) => [n.alertId, { ...n.alert, alertId: n.alertId }]));
  for (const hold of notifyHolds)
    for (const [alertId, until] of await hold(db, [...byAlert.values()], now))
      if (until > now) held.set(alertId, Math.max(until, held.get(alertId) ?? 0));
  return held;
}
