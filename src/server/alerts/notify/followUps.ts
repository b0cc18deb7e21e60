import type { Db } from '../../platform/db/connection';
import { alertKinds } from '../../../shared/alerts/alertKinds';
import { alertSeverities } from '../../../shared/alerts/alertSeverity';
import { allContextIds } from '../repository/checkScope';
import { armReminders, queueEscalations } from '../repository/notifyPlanning';
import { loadAlertSettings } from '../settings';

/** What one planning round queued: reminders armed, escalations queued. */
export interface FollowUps {
  reminders: number;
  escalations: number;
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
      const kinds = alertKinds.filter((kind) => notify.severities[kind] === severity);
      const of = { contextId, kinds };
      if (repeatMinutes !== null) done.reminders += await armReminders(db, of, repeatMinutes, now);
      if (escalateAfterMinutes !== null) done.escalations += await queueEscalations(db, of, escalateAfterMinutes, now);
    }
  }
  return done;
}
