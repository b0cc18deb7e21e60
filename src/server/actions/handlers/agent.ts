import { describeValidationError, messages } from '../../../shared/texts/serverMessages';
import { actionTexts } from '../../../shared/texts/de/actions';
import { actionLimits } from '../../../shared/actions/catalogue';
import { contextOf, type Handlers } from '../../platform/types';
import { badRequest, invalidField, notFound } from '../../platform/http/replies';
import { sendJsonWithEtag } from '../../platform/http/cachedJson';
import { actionsAnswer, checkKeyOf } from '../agentAnswer';
import { nothingBody, nothingEtag } from '../agentMemo';
import { applyReport, keepBundle } from '../agentReports';
import { sendBundle } from '../bundles';
import { actionSignals } from '../signals';

// The agents' operations of remote actions: the due actions (signed, 304, held open up to 25 s),
// the reports and the log bundle's upload. The logic is in ../agentAnswer.ts and ../agentReports.ts.

const posIdMissing = describeValidationError({ keyword: 'required', params: { missingProperty: 'posId' } });
const reportedAtInvalid = describeValidationError({ keyword: 'format', instancePath: '/reportedAt', params: {} });
/** Agents' clocks may be this far ahead (as their request signatures may). */
const maxAheadMs = 300_000;

export const agentActionHandlers = {
  async agentActions(request, reply) {
    const app = request.server;
    const context = contextOf(request);
    const { target, storeId, posId, wait } = request.query;
    if (target === 'cashpoint' && posId === undefined) return invalidField(reply, posIdMissing);
    const asked = { target, storeId, posId };
    const checkKey = checkKeyOf(context.id, asked);
    const holdUntil = Date.now() + (wait ?? 0) * 1000;
    // Held open while there is nothing for the agent: an announcement of its context (on any
    // instance) wakes it to look again; the time up, or the instance closing, answers "nothing".
    for (;;) {
      const answer = await actionsAnswer(app, context, asked, checkKey);
      if (!answer) return notFound(reply);
      const left = holdUntil - Date.now();
      if (answer.count > 0 || left <= 0) return sendJsonWithEtag(request, reply, answer.etag, () => answer.body);
      if ((await actionSignals(app.db).wait(context.id, left)) !== 'changed')
        return sendJsonWithEtag(request, reply, nothingEtag, () => nothingBody);
    }
  },

  async agentReportAction(request, reply) {
    const app = request.server;
    const body = request.body;
    const reportedAt = Date.parse(body.reportedAt);
    if (Number.isNaN(reportedAt)) return invalidField(reply, reportedAtInvalid);
    if (reportedAt > app.now() + maxAheadMs)
      return invalidField(reply, messages.reportedAtInFuture(maxAheadMs / 60_000));
    if (body.output && Buffer.byteLength(body.output, 'utf8') > actionLimits.maxOutputBytes)
      return badRequest(reply, actionTexts.actionMessages.outputTooLong);
    if (!(await applyReport(app.db, contextOf(request).id, body, reportedAt, app.now()))) return notFound(reply);
    return { ok: true };
  },

  async agentUploadActionBundle(request, reply) {
    const app = request.server;
    const bundle = request.body;
    if (!Buffer.isBuffer(bundle) || bundle.length === 0) return badRequest(reply, messages.badRequest);
    if (!(await keepBundle(app, contextOf(request).id, request.params.actionUid, bundle))) return notFound(reply);
    return { ok: true };
  },

  // The operator's download of a bundle lives beside its upload (the same storage keys).
  async downloadActionBundle(request, reply) {
    const { uid, targetUid } = request.params;
    const sent = await sendBundle(request.server, reply, contextOf(request).id, uid, targetUid);
    return sent ? reply : notFound(reply);
  },
} satisfies Partial<Handlers>;
