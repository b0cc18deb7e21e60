import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { components } from '../../shared/generated/contract';
import { storeWindowOfStamp } from '../calendar';
import type { ContextRow } from '../platform/db/schema';
import { findAgentTarget, updateFileDigest, updateStoreKey, type AgentTarget } from '../updates';
import { contextKeyOf, etagOf, keepAnswer, keptTargetOf, offerVersions, targetKeyOf, type KeptFile } from './dueMemo';
import { agentOffer } from './offer';
import { digestShared } from './keptFiles';
import { keptNextRelease } from './releaseMemo';
import { dueRows } from './repository/dueRows';

type DueUpdate = components['schemas']['DueUpdate'];

/** A kept answer is computed afresh after this long at the latest, whatever else holds it. */
const keptAtMostMs = 60 * 60_000;

interface Asked {
  target: 'cashpoint' | 'store';
  storeId: string;
  posId: string | undefined;
}

interface Computed {
  etag: string;
  body: string;
  /** The target was found again, unchanged, after the versions were read. */
  sameTarget: boolean;
}

/**
 * The due-update answer of a check whose kept answer no longer holds, computed afresh and kept
 * again; undefined when the agent speaks for no register or store agent. The target of the last
 * answer is asked for first (a check found it before and finds it again while it computes, so the
 * lookup of every recomputation is saved); if it was deleted or moved meanwhile, it is looked up anew.
 */
export async function computeDueAnswer(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  context: ContextRow,
  asked: Asked,
  checkKey: string,
  now: number,
): Promise<Computed | undefined> {
  const known = keptTargetOf(app.db, checkKey);
  if (known) {
    const answer = await answerFor(app, log, context, asked, checkKey, now, known);
    if (answer.sameTarget) return answer;
  }
  const target = await findAgentTarget(app.db.kysely, context.id, asked.target, asked.storeId, asked.posId);
  if (target === undefined) return undefined;
  return answerFor(app, log, context, asked, checkKey, now, target);
}

async function answerFor(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  context: ContextRow,
  asked: Asked,
  checkKey: string,
  now: number,
  agentTarget: AgentTarget,
): Promise<Computed> {
  const { target, storeId, posId } = asked;
  // The versions are read before the rows the answer is computed from: a write after them moves
  // them, so an answer kept with them can only be older than they say, never newer.
  const contextKey = contextKeyOf(context.id);
  const targetKey = targetKeyOf(target, agentTarget.id);
  const versions = await offerVersions(app.db, contextKey, targetKey);
  const [{ stamp, due, removals, stillThere }, release] = await Promise.all([
    // With the target found again after the versions: a target deleted or moved before them is not
    // kept as it was.
    dueRows(app.db, context.id, target, storeId, posId, agentTarget, now),
    keptNextRelease(app.db, context.id, target, versions.contextVersion, now),
  ]);
  const window = await storeWindowOfStamp(app.db, context.id, stamp, now);
  const sameTarget = stillThere?.id === agentTarget.id && stillThere.storeRowId === agentTarget.storeRowId;
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
    // With the digest stored at upload only the store's stat is asked, shared with the other checks
    // asking about the file meanwhile (a fleet that updates recomputes many answers at once).
    const digest = !key
      ? null
      : row.sha256
        ? await digestShared(app.updateDigests, { key, uid: row.uid }, { size: Number(row.size), sha256: row.sha256 })
        : await updateFileDigest(app, key, row);
    // An update whose file is gone cannot be installed; offering it would only fail the download.
    if (!digest) {
      log.warn({ filename: row.filename, context: context.key }, 'update file missing');
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
  if (fileMissing || digestWritten || window?.state.waitingForDayClose || !sameTarget) {
    return { etag: etagOf(body), body, sameTarget };
  }
  const validUntil = Math.min(window?.validUntil ?? Infinity, release ?? Infinity, now + keptAtMostMs);
  const answer = keepAnswer(app.db, checkKey, {
    contextKey,
    targetKey,
    target: agentTarget,
    ...versions,
    computedAt: now,
    validUntil,
    body,
    files,
  });
  return { etag: answer.etag, body, sameTarget };
}
