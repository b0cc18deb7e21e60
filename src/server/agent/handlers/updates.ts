import { describeValidationError, messages } from '../../../shared/texts/serverMessages';
import { publishInstallation } from '../../live';
import { maxClockSkewSeconds } from '../signature';
import { deliverUpdateFile, updateStoreKey, findAgentTarget, findSyncfile } from '../../updates';
import { contextOf, type Handlers } from '../../platform/types';
import { invalidField, notFound } from '../../platform/http/replies';
import { sendJsonWithEtag } from '../../platform/http/cachedJson';
import { keptAnswer } from '../dueMemo';
import { computeDueAnswer } from '../dueAnswer';
import { sameFiles } from '../keptFiles';
import { writeInstallationReport } from '../repository/installationReports';
import { downloadRow } from '../downloadRows';

const posIdMissing = describeValidationError({ keyword: 'required', params: { missingProperty: 'posId' } });
const reportedAtInvalid = describeValidationError({ keyword: 'format', instancePath: '/reportedAt', params: {} });

export const agentUpdateHandlers = {
  async agentDueUpdates(request, reply) {
    const app = request.server;
    const context = contextOf(request);
    const { target, storeId, posId } = request.query;
    if (target === 'cashpoint' && posId === undefined) return invalidField(reply, posIdMissing);
    const now = app.now();
    // Nearly always nothing changed for the target since its last check: the kept answer holds when
    // the versions of its context and its own are unmoved (one read shared by the checks of this turn)
    // and its files are those measured (asked meanwhile, also shared: keptFiles.ts).
    const checkKey = `${context.id}\u0000${target}\u0000${storeId}\u0000${posId ?? ''}`;
    const kept = await keptAnswer(app.db, checkKey, now, (answer) => sameFiles(app.updateDigests, answer.files));
    if (kept) return sendJsonWithEtag(request, reply, kept.etag, () => kept.body);

    const answer = await computeDueAnswer(app, request.log, context, { target, storeId, posId }, checkKey, now);
    if (!answer) return notFound(reply);
    // The ETag is a hash of the body: the same offer gives the same tag on every instance, so an
    // agent that asks again while nothing changed for it gets 304 and no body from any of them.
    return sendJsonWithEtag(request, reply, answer.etag, () => answer.body);
  },

  async agentDownloadUpdate(request, reply) {
    const app = request.server;
    const { target, filename } = request.params;
    const row = await downloadRow(app.db, contextOf(request).id, target, filename);
    const key = row ? updateStoreKey(row.uploadFilepath) : null;
    const range = request.headers.range;
    const sent = row && key ? await deliverUpdateFile(reply, key, row, range) : false;
    return sent ? reply : notFound(reply);
  },

  async agentReportInstallation(request, reply) {
    const app = request.server;
    const context = contextOf(request);
    const body = request.body;
    if (body.target === 'cashpoint' && body.posId === undefined) return invalidField(reply, posIdMissing);
    const reportedAt = Date.parse(body.reportedAt);
    // The contract's date-time takes a leap second (23:59:60), which Date cannot represent.
    if (Number.isNaN(reportedAt)) return invalidField(reply, reportedAtInvalid);
    // A report from the future would outrank every real one after it and freeze the status.
    if (reportedAt > app.now() + maxClockSkewSeconds * 1000) {
      return invalidField(reply, messages.reportedAtInFuture(maxClockSkewSeconds / 60));
    }
    // One statement finds the target and the update and writes; only when it wrote nothing are they
    // looked up, to tell a missing one (404) from a report older than the stored one (ignored).
    if (!(await writeInstallationReport(app.db.kysely, context.id, body, reportedAt, app.now()))) {
      const [agentTarget, syncfile] = await Promise.all([
        findAgentTarget(app.db.kysely, context.id, body.target, body.storeId, body.posId),
        findSyncfile(app.db.kysely, context.id, body.target, body.filename),
      ]);
      if (agentTarget === undefined || !syncfile) return notFound(reply);
    } else await publishInstallation(app.db, context, body);
    return { ok: true };
  },
} satisfies Partial<Handlers>;
