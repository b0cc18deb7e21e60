import type { Db } from '../../platform/db/connection';
import type { AuditFact } from '../../audit';
import { changesBetween } from '../../audit';
import { isoTime } from '../../platform/ids';
import { alertLabel } from '../../../shared/alerts/alertLabel';
import { alertNotifyTexts } from '../../../shared/texts/de/alertNotify';
import { alertSeverities, type AlertSeverities } from '../../../shared/alerts/alertSeverity';
import { alertKinds } from '../../../shared/alerts/alertKinds';
import { endSnoozesOfKinds, snoozedAlerts, type EndedSnooze } from '../repository/snooze';

// What the rest of the alerts asks about snoozes: the sender holds a snoozed alert's notifications
// until its snooze ends (and tells them then, if the alert is still open), and saving the alert
// settings ends the snoozes of the kinds whose severity rose, one audit entry per alert.

/** The sender's hold for snoozes (one of `notify/holds.ts`). */
export function snoozeHold(db: Db, alerts: { alertId: number }[], now: number): Promise<Map<number, number>> {
  return snoozedAlerts(
    db,
    alerts.map((a) => a.alertId),
    now,
  );
}

/** The kinds whose severity is higher in `after` than in `before` (critical above warning above info). */
export function kindsMoreSevere(before: AlertSeverities, after: AlertSeverities): string[] {
  const rank = (s: string) => alertSeverities.indexOf(s as (typeof alertSeverities)[number]);
  return alertKinds.filter((kind) => rank(after[kind]) < rank(before[kind]));
}

/** Ends the snoozes of the context's alerts whose kind became more severe; the open alerts whose snooze ended. */
export function endSnoozesOnRise(
  db: Db,
  contextId: number,
  before: AlertSeverities,
  after: AlertSeverities,
  now: number,
): Promise<EndedSnooze[]> {
  return endSnoozesOfKinds(db, contextId, kindsMoreSevere(before, after), now);
}

/**
 * The audit entry of a snooze a raised severity ended: `alertSnoozed` with the end gone and the
 * severity before and after, by whoever saved the settings.
 */
export function snoozeEndedFact(alert: EndedSnooze, before: AlertSeverities, after: AlertSeverities): AuditFact {
  const kind = alert.kind as (typeof alertKinds)[number];
  const severity = (s: string) => alertNotifyTexts.alertNotify.severities[s] ?? s;
  return {
    action: 'alertSnoozed',
    object: { type: 'alert', id: alert.uid, label: alertLabel({ ...alert, kind }) },
    changes: changesBetween(
      { snoozedUntil: isoTime(alert.snoozedUntil), severity: severity(before[kind]) },
      { snoozedUntil: null, severity: severity(after[kind]) },
    ),
  };
}
