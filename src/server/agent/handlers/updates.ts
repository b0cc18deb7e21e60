import type { components } from '../../../shared/generated/contract';
import { describeValidationError, messages } from '../../../shared/texts/serverMessages';
import { maxClockSkewSeconds } from '../signature';
import {
  dueUpdates,
  recordInstallation,
  updatesToRemove,
  deliverUpdateFile,
  updateFileDigest,
  updateStoreKey,
  findAgentTarget,
  findSyncfile,
} from '../../updates';
import { storeWindowUntil } from '../../calendar';
import { agentOffer } from '../offer';
import { contextOf, type Handlers } from '../../platform/types';
import { invalidField, notFound } from '../../platform/http/replies';
import { sendJsonWithEtag } from '../../platform/http/cachedJson';
import { contextKeyOf, etagOf, keepAnswer, keptAnswer, offerVersions, targetKeyOf, type KeptFile } from '../dueMemo';
import { sameFiles } from '../keptFiles';
import { nextRelease } from '../repository/offerVersions';

type DueUpdate = components['schemas']['DueUpdate'];

/** A kept answer is computed afresh after this long at the latest, whatever else holds it. */
const keptAtMostMs = 60 * 60_000;

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

    const agentTarget = await findAgentTarget(app.db.kysely, context.id, target, storeId, posId);
    if (agentTarget === undefined) return notFound(reply);
    // The versions are read before the rows the answer is computed from: a write after them moves
    // them, so an answer kept with them can only be older than they say, never newer.
    const contextKey = contextKeyOf(context.id);
    const targetKey = targetKeyOf(target, agentTarget.id);
    const versions = await offerVersions(app.db, contextKey, targetKey);
    const [window, due, removals, release, stillThere] = await Promise.all([
      storeWindowUntil(app.db, context.id, storeId, now),
      dueUpdates(app.db.kysely, context.id, target, agentTarget, now),
      updatesToRemove(app.db.kysely, context.id, target, agentTarget),
      nextRelease(app.db, context.id, target, now),
      // Found again after the versions: a target deleted or moved before them is not kept as it was.
      findAgentTarget(app.db.kysely, context.id, target, storeId, posId),
    ]);
    // Outside the store's update window only what has begun may go on; the rest waits for notBefore.
    const offer = agentOffer(due, removals, window?.state);
    const notBefore = offer.notBefore === null ? {} : { notBefore: new Date(offer.notBefore).toISOString() };
    const install: DueUpdate[] = [];
    let fileMissing = false;
    // A file from before digests were stored gets its digest written to its row now, which moves
    // the context's version read above: an answer kept with that version would never be used.
    let digestWritten = false;
    const files: KeptFile[] = [];
    for (const row of offer.install) {
      const key = updateStoreKey(row.uploadFilepath);
      if (!row.sha256) digestWritten = true;
      const digest = key ? await updateFileDigest(app, key, row) : null;
      // An update whose file is gone cannot be installed; offering it would only fail the download.
      if (!digest) {
        request.log.warn({ filename: row.filename, context: context.key }, 'update file missing');
        fileMissing = true;
        continue;
      }
      files.push({ key: key!, uid: row.uid, ...digest });
      install.push({ filename: row.filename, tag: row.tag, orderKey: Number(row.orderKey), ...digest });
    }
    const body = JSON.stringify({ install, remove: offer.remove, ...notBefore });
    // A missing file may come back and a day close may open the window, neither moving a version:
    // such an answer (or one for a target that changed while it was read, or one whose file digest
    // was just stored) is computed afresh each time. Otherwise it holds until the next release or
    // the window's next start or end, and an hour at most.
    const same = stillThere?.id === agentTarget.id && stillThere.storeRowId === agentTarget.storeRowId;
    if (fileMissing || digestWritten || window?.state.waitingForDayClose || !same) {
      return sendJsonWithEtag(request, reply, etagOf(body), () => body);
    }
    const validUntil = Math.min(window?.validUntil ?? Infinity, release ?? Infinity, now + keptAtMostMs);
    const answer = keepAnswer(app.db, checkKey, {
      contextKey,
      targetKey,
      ...versions,
      computedAt: now,
      validUntil,
      body,
      files,
    });
    // The ETag is a hash of the body: the same offer gives the same tag on every instance, so an
    // agent that asks again while nothing changed for it gets 304 and no body from any of them.
    return sendJsonWithEtag(request, reply, answer.etag, () => body);
  },

  async agentDownloadUpdate(request, reply) {
    const app = request.server;
    const { target, filename } = request.params;
    const row = await findSyncfile(app.db.kysely, contextOf(request).id, target, filename);
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
    const [agentTarget, syncfile] = await Promise.all([
      findAgentTarget(app.db.kysely, context.id, body.target, body.storeId, body.posId),
      findSyncfile(app.db.kysely, context.id, body.target, body.filename),
    ]);
    if (agentTarget === undefined || !syncfile) return notFound(reply);
    await recordInstallation(app.db, agentTarget.id, syncfile.id, body, reportedAt, app.now());
    return { ok: true };
  },
} satisfies Partial<Handlers>;
