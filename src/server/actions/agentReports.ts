import { Readable } from 'node:stream';
import { publishLive } from '../live';
import type { FastifyInstance } from 'fastify';
import { attachmentKey } from '../platform/storage/updateStore';
import type { Db } from '../platform/db/connection';
import type { ActionTargetStateValue } from '../platform/db/schemaActions';
import { onTargetFinished } from './finish';
import { queuedInContext } from './repository/agentBatch';
import { moveTarget, setBundle, targetForReport } from './repository/delivery';
import { announceActions } from './signals';

// An agent's report of a target: it moves the target only forwards (sent → running → one end
// state), so reports in any order, repeated or late, end in the first end state reported: a second
// `succeeded`, a `started` after it, a `succeeded` after `expired` change nothing. An ended target
// may end its request (finish.ts: the webhook's actionFinished) and frees a slot of its store and
// context, which may let a waiting target go: the context is then announced to the waiting agents.

export type ReportedState = 'started' | 'succeeded' | 'failed' | 'expired';

export interface ActionReport {
  actionUid: string;
  state: ReportedState;
  exitCode?: number | null;
  output?: string | null;
}

/** The states a report moves a target from: never from an end state, nor backwards. */
const movesFrom: Record<ReportedState, readonly ActionTargetStateValue[]> = {
  started: ['sent'],
  succeeded: ['sent', 'running'],
  failed: ['sent', 'running'],
  expired: ['sent', 'running'],
};

/** Applies a report; false when the context handed out no target of this uid (404 without a hint). */
export async function applyReport(
  db: Db,
  contextId: number,
  report: ActionReport,
  reportedAt: number,
  now: number,
): Promise<boolean> {
  const target = await targetForReport(db, contextId, report.actionUid);
  // A target not yet handed out is no agent's to report on: as unknown as a forged uid.
  if (!target || target.state === 'waitingForApproval' || target.state === 'queued') return false;
  // The action's page shows its targets' states: the context's streams hear that they moved.
  publishLive(db, [{ contextId, event: { kind: 'action', contextId: '' } }]);
  if (report.state === 'started') {
    await moveTarget(db, target.id, movesFrom.started, { state: 'running', startedAt: now, reportedAt }, now);
    return true;
  }
  const ended = await moveTarget(
    db,
    target.id,
    movesFrom[report.state],
    {
      state: report.state,
      finishedAt: now,
      exitCode: report.exitCode ?? null,
      output: report.output ?? null,
      reportedAt,
    },
    now,
  );
  if (ended) {
    await onTargetFinished(db, target.requestId, now);
    if (await queuedInContext(db, contextId)) announceActions(db, contextId);
  }
  return true;
}

/**
 * Keeps a collectLogs target's bundle in the file storage (replacing an earlier one); false when the
 * context has no such target handed out and not ended (404 without a hint), 'empty' for no bytes.
 */
export async function keepBundle(
  app: FastifyInstance,
  contextId: number,
  actionUid: string,
  bundle: Buffer,
): Promise<boolean | 'empty'> {
  const target = await targetForReport(app.db, contextId, actionUid);
  if (!target || target.kind !== 'collectLogs' || (target.state !== 'sent' && target.state !== 'running')) return false;
  if (bundle.length === 0) return 'empty';
  const key = attachmentKey('action-bundles', String(contextId), target.uid);
  await app.updateStore.put(key, { stream: Readable.from([bundle]) });
  await setBundle(app.db, target.id, key, app.now());
  return true;
}
