import type { Db } from '../../platform/db/connection';
import { alertKindEntry, alertKinds } from '../../../shared/alerts/alertKinds';
import {
  alertSeverities,
  alertSeverityOf,
  type AlertSeverities,
  type AlertSeverity,
} from '../../../shared/alerts/alertSeverity';
import { allContextIds } from '../repository/checkScope';
import { armReminders, queueEscalations, type AlertsOfPolicy } from '../repository/notifyPlanning';
import { loadAlertSettings } from '../settings';

/** What one planning round queued: reminders armed, escalations queued. */
export interface FollowUps {
  reminders: number;
  escalations: number;
}

/**
 * The kinds (and stages) whose alerts are of this severity in a context: a kind of the severity but
 * its stages that raise it above (alertSeverityOf), and the stages that raise another kind to it.
 */
function kindsOf(severities: AlertSeverities, severity: AlertSeverity): AlertsOfPolicy['kinds'] {
  return alertKinds.flatMap((kind): AlertsOfPolicy['kinds'] => {
    const configured = severities[kind];
    const stages = Object.keys(alertKindEntry(kind).stageSeverities ?? {});
    const raised = (s: AlertSeverity) => stages.filter((stage) => alertSeverityOf(kind, `@${stage}`, configured) === s);
    const other = stages.filter((stage) => alertSeverityOf(kind, `@${stage}`, configured) !== configured);
    if (configured === severity) return [{ kind, stages: null, notStages: other }];
    const mine = raised(severity);
    return mine.length > 0 ? [{ kind, stages: mine, notStages: [] }] : [];
  });
}

/**
 * Queues the reminders and escalations that are due (issue 33), before the sender's round sends
 * them: per context and severity, the alerts of the kinds of that severity that are open and not
 * acknowledged get a reminder every `repeatMinutes`, and once `escalateAfterMinutes` have passed,
 * the escalation. The outbox takes them from there (retries, quiet hours, the mass outage's summary).
 */
export async function queueFollowUps(db: Db, now: number): Promise<FollowUps> {
  const done: FollowUps = { reminders: 0, escalations: 0 };
  const settings = await loadAlertSettings(db, await allContextIds(db));
  for (const [contextId, { notify }] of settings) {
    for (const severity of alertSeverities) {
      const { repeatMinutes, escalateAfterMinutes } = notify.reminders[severity];
      if (repeatMinutes === null && escalateAfterMinutes === null) continue;
      const of = { contextId, kinds: kindsOf(notify.severities, severity) };
      if (repeatMinutes !== null) done.reminders += await armReminders(db, of, repeatMinutes, now);
      if (escalateAfterMinutes !== null) done.escalations += await queueEscalations(db, of, escalateAfterMinutes, now);
    }
  }
  return done;
}
