import crypto from 'node:crypto';
import type { components } from '../../../shared/generated/contract';
import { describeValidationError, messages } from '../../../shared/texts/serverMessages';
import { maxClockSkewSeconds } from '../signature';
import {
  dueUpdates,
  recordInstallation,
  updatesToRemove,
  sendUpdateFile,
  updateStoreKey,
  findAgentTarget,
  findSyncfile,
} from '../../updates';
import { storeWindowNow } from '../../calendar';
import { agentOffer } from '../offer';
import { contextOf, type Handlers } from '../../platform/types';
import { invalidField, notFound } from '../../platform/http/replies';
import { sendJsonWithEtag } from '../../platform/http/cachedJson';

type DueUpdate = components['schemas']['DueUpdate'];

const posIdMissing = describeValidationError({ keyword: 'required', params: { missingProperty: 'posId' } });
const reportedAtInvalid = describeValidationError({ keyword: 'format', instancePath: '/reportedAt', params: {} });

export const agentUpdateHandlers = {
  async agentDueUpdates(request, reply) {
    const app = request.server;
    const context = contextOf(request);
    const { target, storeId, posId } = request.query;
    if (target === 'cashpoint' && posId === undefined) return invalidField(reply, posIdMissing);
    const now = app.now();
    // The store's window needs only the store: read beside the target's lookup, so on PostgreSQL it
    // adds no round trip of its own.
    const [agentTarget, window] = await Promise.all([
      findAgentTarget(app.db.kysely, context.id, target, storeId, posId),
      storeWindowNow(app.db, context.id, storeId, now),
    ]);
    if (agentTarget === undefined) return notFound(reply);
    const [due, removals] = await Promise.all([
      dueUpdates(app.db.kysely, context.id, target, agentTarget, now),
      updatesToRemove(app.db.kysely, context.id, target, agentTarget),
    ]);
    // Outside the store's update window only what has begun may go on; the rest waits for notBefore.
    const offer = agentOffer(due, removals, window);
    const notBefore = offer.notBefore === null ? {} : { notBefore: new Date(offer.notBefore).toISOString() };
    const install: DueUpdate[] = [];
    for (const row of offer.install) {
      const key = updateStoreKey(row.uploadFilepath);
      const digest = key ? await app.updateDigests.digest(key, row.uid) : null;
      // An update whose file is gone cannot be installed; offering it would only fail the download.
      if (!digest) {
        request.log.warn({ filename: row.filename, context: context.key }, 'update file missing');
        continue;
      }
      install.push({ filename: row.filename, tag: row.tag, orderKey: Number(row.orderKey), ...digest });
    }
    // The ETag is a hash of the body: the same offer gives the same tag on every instance, so an
    // agent that asks again while nothing changed for it gets 304 and no body from any of them.
    const body = JSON.stringify({ install, remove: offer.remove, ...notBefore });
    const etag = `"due-${crypto.createHash('sha1').update(body).digest('base64url')}"`;
    return sendJsonWithEtag(request, reply, etag, () => body);
  },

  async agentDownloadUpdate(request, reply) {
    const app = request.server;
    const { target, filename } = request.params;
    const row = await findSyncfile(app.db.kysely, contextOf(request).id, target, filename);
    const key = row ? updateStoreKey(row.uploadFilepath) : null;
    const range = request.headers.range;
    const sent = row && key ? await sendUpdateFile(reply, app.updateStore, key, row.filename, range) : false;
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
