import { defaultAlertSettings, loadAlertSettings, type AlertKind } from '../settings';
import { secretFields, settingsAuditValues } from '../settingsAudit';
import { audited, changesBetween, fullName } from '../../audit';
import { isoTime } from '../../platform/ids';
import { listAlerts, type AlertListRow } from '../repository/alertList';
import { upsertAlertSettings } from '../repository/alertSettings';
import { maskedWebhookUrl, shownWebhookUrl } from '../../../shared/validation/webhookUrlMask';
import { openAlertStoreUids } from '../repository/alertStores';
import { rolloutUidOf } from '../repository/rolloutSubject';
import { contextOf, type Handlers } from '../../platform/types';
import { alertSettingsErrors, settingsToStore } from '../validation';
import type { components } from '../../../shared/generated/contract';
import { badRequest, forbidden } from '../../platform/http/replies';
import { contextSeverities } from '../severities';
import { alertSeverityOf, type AlertSeverities } from '../../../shared/alerts/alertSeverity';
import { alertsInMaintenance, type HeldBy } from '../maintenance/heldSubjects';
import { alertTriageHandlers } from './alertTriage';
import { visibleContext, principalOf } from '../../platform/principal';
import { endSnoozesOnRise, snoozeEndedFact } from '../snooze/snoozeHold';

// Alerts of the contexts the user sees, their acknowledgement and taking over (alertTriage.ts),
// and each context's alert settings.
// An alert of a context the user does not see does not exist for it (404), so a uid reveals nothing.

type Alert = components['schemas']['Alert'];

function alertJson(
  row: AlertListRow,
  severities: Map<number, AlertSeverities>,
  held: HeldBy | undefined,
  now: number,
): Alert {
  return {
    uid: row.uid,
    contextId: row.contextKey,
    contextName: row.contextName,
    kind: row.kind as AlertKind,
    severity: alertSeverityOf(
      row.kind,
      row.subject,
      severities.get(row.contextId)?.[row.kind as AlertKind] ?? 'warning',
    ),
    state: row.state,
    openedAt: isoTime(row.openedAt)!,
    updatedAt: isoTime(row.updatedAt)!,
    closedAt: isoTime(row.closedAt),
    storeId: row.storeId,
    storeUid: row.storeUid,
    storeName: row.storeName,
    posId: row.posId,
    cashpointUid: row.cashpointUid,
    rolloutUid: rolloutUidOf(row.subject),
    detail: row.detail,
    acknowledgedBy: row.acknowledgedBy,
    acknowledgedAt: isoTime(row.acknowledgedAt),
    comment: row.comment,
    assignee: row.assigneeName === null ? null : { name: row.assigneeName, at: isoTime(row.assignedAt)! },
    flapping: row.flapping === 1,
    // Only a maintenance running now: an alert closed during one is past being held.
    maintenance:
      held && row.state !== 'closed' ? { uid: held.uid, until: isoTime(held.until)!, reason: held.reason } : null,
    snooze: snoozeOf(row, now),
  };
}

/** The snooze of an alert not closed whose snooze has not ended (at its time, or cleared); else null. */
function snoozeOf(row: AlertListRow, now: number): Alert['snooze'] {
  if (row.state === 'closed' || row.snoozedUntil === null || Number(row.snoozedUntil) <= now) return null;
  return {
    until: isoTime(row.snoozedUntil)!,
    by: row.snoozedBy ?? '',
    at: isoTime(row.snoozedAt)!,
    comment: row.snoozeComment,
  };
}

export const alertHandlers = {
  ...alertTriageHandlers,

  async getAlerts(request, reply) {
    const principal = principalOf(request);
    const { contextId } = request.query;
    let ids = principal.contexts.map((c) => c.id);
    if (contextId !== undefined) {
      const context = visibleContext(principal, contextId);
      if (!context) return forbidden(reply);
      ids = [context.id];
    }
    const severities = await contextSeverities(request.server.db, ids);
    const owner = fullName(principal.user);
    const now = request.server.now();
    const { rows, total } = await listAlerts(request.server.db, ids, request.query, severities, owner, now);
    const held = await alertsInMaintenance(
      request.server.db,
      rows.map((row) => row.id),
      now,
    );
    return { alerts: rows.map((row) => alertJson(row, severities, held.get(row.id), now)), total };
  },

  // Every store with a not-closed alert, not a page of alerts: a tree of a large context would
  // otherwise leave stores unmarked. The rule has checked that the user sees the context.
  async getAlertStores(request) {
    const context = contextOf(request);
    return { storeUids: await openAlertStoreUids(request.server.db, context.id) };
  },

  async getAlertSettings(request) {
    const context = contextOf(request);
    const settings =
      (await loadAlertSettings(request.server.db, [context.id])).get(context.id) ?? defaultAlertSettings();
    const { webhookSecret, ...rest } = settings;
    return {
      contextId: context.key,
      ...rest,
      ...shownWebhookUrl(rest.webhookUrl),
      // The escalation's address is masked alike; sent back unchanged, it keeps the stored one.
      notify: {
        ...rest.notify,
        escalation: { ...rest.notify.escalation, webhookUrl: maskedWebhookUrl(rest.notify.escalation.webhookUrl) },
      },
      hasWebhookSecret: webhookSecret !== null,
    };
  },

  async saveAlertSettings(request, reply) {
    const context = contextOf(request);
    const app = request.server;
    const form = request.body;
    const errors = await audited(request, async (db, record) => {
      const stored = (await loadAlertSettings(db, [context.id])).get(context.id)!;
      const problems = alertSettingsErrors(form, stored, app.config.alertDelivery.allowPrivateWebhooks);
      if (problems.length > 0) return problems;
      const next = settingsToStore(form, stored);
      await upsertAlertSettings(db, context.id, next, app.now());
      // A kind made more severe ends its alerts' snoozes: what was worth silencing is worth it no more.
      const [before, after] = [stored.notify.severities, next.notify.severities];
      for (const alert of await endSnoozesOnRise(db, context.id, before, after, app.now()))
        record(snoozeEndedFact(alert, before, after));
      record({
        action: 'alertSettingsSaved',
        object: { type: 'context', id: context.uid, label: context.key },
        changes: changesBetween(settingsAuditValues(stored), settingsAuditValues(next), secretFields),
      });
      return [];
    });
    if (errors.length > 0) return badRequest(reply, errors.join('\n'));
    return { ok: true };
  },
} satisfies Partial<Handlers>;
