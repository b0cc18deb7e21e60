import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AlertKind } from '../settings';
import { audited, changesBetween, fullName, type RecordAudit } from '../../audit';
import type { Db } from '../../platform/db/connection';
import { acknowledgeAlertRow, findVisibleAlerts } from '../repository/alertList';
import type { Handlers } from '../../platform/types';
import { commentError } from '../validation';
import { alertLabel } from '../../../shared/alerts/alertLabel';
import { messages } from '../../../shared/texts/serverMessages';
import { badRequest, conflict, notFound } from '../../platform/http/replies';
import { assignAlertRow } from '../repository/assignment';
import { alertOwnershipTexts } from '../../../shared/texts/de/alertOwnership';
import { principalOf } from '../../platform/principal';
import { snoozeAlertRow } from '../repository/snooze';
import { snoozeError } from '../validation';
import { isoTime } from '../../platform/ids';
import { publishLive } from '../../live';
import { alertLiveChange } from '../alertEvents';

const ownershipMessages = alertOwnershipTexts.alertOwnershipMessages;

// Acknowledging and taking over ('Übernehmen', ALERTS_ACKNOWLEDGE) one alert (`uid`) or a selection
// of the list at once (`uids`, issue 46). An alert of a context the user does not see does not exist
// for it (404), so a uid reveals nothing; one such uid in a selection refuses the whole selection
// before anything changes. An alert that closed while the operator chose it is skipped and named
// (a flapping one closes and opens again every few minutes; refusing the other 40 for it helps nobody),
// but a single `uid` keeps its 409.

type Target = Awaited<ReturnType<typeof findVisibleAlerts>>[number];
type Body = { uid?: string; uids?: string[] };

/** The uids the request names (repeats once), or null when it names none or both ways. */
function requestedUids(body: Body): string[] | null {
  if ((body.uid === undefined) === (body.uids === undefined)) return null;
  return body.uid !== undefined ? [body.uid] : [...new Set(body.uids)];
}

function auditTarget(alert: Target) {
  return {
    context: { id: alert.contextId, key: alert.contextKey, name: alert.contextName },
    object: { type: 'alert', id: alert.uid, label: alertLabel({ ...alert, kind: alert.kind as AlertKind }) },
  } as const;
}

/**
 * Applies `change` to every alert the request names, all in one transaction with one audit entry per
 * changed alert; `change` answers false for an alert closed meanwhile. Replies 404 / 409 / the uids
 * it skipped.
 */
async function changeEach(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Body,
  closedMessage: string,
  change: (db: Db, alert: Target, record: RecordAudit) => Promise<boolean>,
) {
  const uids = requestedUids(body);
  if (!uids) return badRequest(reply, ownershipMessages.uidOrUids);
  const contextIds = principalOf(request).contexts.map((c) => c.id);
  const changed: Target[] = [];
  const closedUids = await audited(request, async (db, record) => {
    const alerts = await findVisibleAlerts(db, uids, contextIds);
    if (alerts.length < uids.length) return null;
    const skipped: string[] = [];
    for (const alert of alerts) {
      if (await change(db, alert, record)) changed.push(alert);
      else skipped.push(alert.uid);
    }
    return skipped;
  });
  if (closedUids === null) return notFound(reply);
  // After the commit: the other operators' lists show who took it, acknowledged or snoozed it.
  publishLive(
    request.server.db,
    changed.map((alert) => alertLiveChange(alert, 'changed')),
  );
  if (body.uid !== undefined) return closedUids.length > 0 ? conflict(reply, closedMessage) : { ok: true };
  return { ok: true, closedUids };
}

export const alertTriageHandlers = {
  // Acknowledging an acknowledged alert again replaces its comment (and who and when): whoever takes
  // an alert over, or learns more, says so on the alert itself; the audit log keeps the comment it
  // replaced. Only a closed alert is past acknowledging. A selection shares one comment.
  async acknowledgeAlert(request, reply) {
    const problem = commentError(request.body.comment);
    if (problem) return badRequest(reply, problem);
    const comment = request.body.comment.trim();
    const acknowledgedBy = fullName(principalOf(request).user);
    const acknowledgedAt = request.server.now();
    return changeEach(request, reply, request.body, messages.alertClosed, async (db, alert, record) => {
      // The update itself refuses a closed alert, so one that a check closes meanwhile is refused too.
      if (!(await acknowledgeAlertRow(db, alert.id, { acknowledgedBy, acknowledgedAt, comment }))) return false;
      record({
        action: 'alertAcknowledged',
        ...auditTarget(alert),
        changes: changesBetween({ state: alert.state, comment: alert.comment }, { state: 'acknowledged', comment }),
      });
      return true;
    });
  },

  // 'Übernehmen': the caller is on it from now. Taking over someone else's alert replaces them; the
  // audit log keeps who had it. Only a closed alert is past taking over.
  async assignAlert(request, reply) {
    const assigneeName = fullName(principalOf(request).user);
    const assignedAt = request.server.now();
    return changeEach(request, reply, request.body, ownershipMessages.alertClosedAssign, async (db, alert, record) => {
      if (!(await assignAlertRow(db, alert.id, { assigneeName, assignedAt }))) return false;
      record({
        action: 'alertAssigned',
        ...auditTarget(alert),
        changes: changesBetween({ assignee: alert.assigneeName }, { assignee: assigneeName }),
      });
      return true;
    });
  },

  // 'Stummschalten': no notification until `until` (the sender holds them), unless the severity
  // rises first. Snoozing again replaces the snooze; the audit log keeps the one it replaced.
  async snoozeAlerts(request, reply) {
    const now = request.server.now();
    const until = Date.parse(request.body.until);
    const problem = snoozeError(until, now);
    if (problem) return badRequest(reply, problem);
    const snooze = {
      snoozedUntil: until,
      snoozedBy: fullName(principalOf(request).user),
      snoozedAt: now,
      snoozeComment: request.body.comment?.trim() || null,
    };
    return changeEach(request, reply, request.body, messages.alertClosed, async (db, alert, record) => {
      if (!(await snoozeAlertRow(db, alert.id, snooze))) return false;
      const before = alert.snoozedUntil !== null && Number(alert.snoozedUntil) > now ? alert.snoozedUntil : null;
      record({
        action: 'alertSnoozed',
        ...auditTarget(alert),
        changes: changesBetween(
          { snoozedUntil: isoTime(before), comment: before === null ? null : alert.snoozeComment },
          { snoozedUntil: isoTime(until), comment: snooze.snoozeComment },
        ),
      });
      return true;
    });
  },
} satisfies Partial<Handlers>;
