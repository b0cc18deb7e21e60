import crypto from 'node:crypto';
import type { Db } from '../../platform/db/connection';

// Action requests and targets written straight into the tables, for the agent side's tests: they
// stand for what the operators' API queues (which its own tests cover), so the delivery's tests do
// not depend on the request's checks.

export interface QueuedAction {
  requestId: number;
  requestUid: string;
  /** Target uid (the agent's actionUid) by register (`storeId/posId`) or store server (`storeId`). */
  targets: Map<string, string>;
}

/**
 * A request of `kind` with one queued target per register (`posIds` of `storeId`), or per store
 * server (`posIds` empty), of the context; `emergency` marks it 'Notfall'.
 */
export async function queueAction(
  db: Db,
  contextKey: string,
  kind: string,
  targets: { storeId: string; posIds: string[] }[],
  options: { parameters?: Record<string, string>; emergency?: boolean; deadlineAt?: number; state?: string } = {},
): Promise<QueuedAction> {
  const now = Date.now();
  const k = db.kysely;
  const context = await k.selectFrom('contexts').select('id').where('key', '=', contextKey).executeTakeFirstOrThrow();
  const storeAgents = targets.every((t) => t.posIds.length === 0);
  const requestUid = crypto.randomBytes(9).toString('base64url');
  const request = await k
    .insertInto('actionRequests')
    .values({
      uid: requestUid,
      contextId: context.id,
      kind,
      targetKind: storeAgents ? 'storeAgent' : 'cashpoint',
      parameters: JSON.stringify(options.parameters ?? {}),
      state: options.state === 'waitingForApproval' ? 'waitingForApproval' : 'active',
      requestedById: null,
      requestedBy: 'test',
      emergencyReason: options.emergency ? 'Notfall im Test, dringend' : null,
      deadlineMinutes: 60,
      total: 0,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const uids = new Map<string, string>();
  for (const { storeId, posIds } of targets) {
    const store = await k
      .selectFrom('stores')
      .select('id')
      .where('contextId', '=', context.id)
      .where('storeId', '=', storeId)
      .executeTakeFirstOrThrow();
    const owners = storeAgents
      ? [{ key: storeId, cashpointId: null, storeAgentId: await storeAgentId(db, store.id) }]
      : await Promise.all(
          posIds.map(async (posId) => ({
            key: `${storeId}/${posId}`,
            cashpointId: await cashpointId(db, store.id, posId),
            storeAgentId: null,
          })),
        );
    for (const owner of owners) {
      const uid = crypto.randomBytes(9).toString('base64url');
      await k
        .insertInto('actionTargets')
        .values({
          uid,
          requestId: request.id,
          contextId: context.id,
          storeRowId: store.id,
          cashpointId: owner.cashpointId,
          storeAgentId: owner.storeAgentId,
          state: (options.state ?? 'queued') as 'queued',
          hold: null,
          deadlineAt: options.deadlineAt ?? now + 60 * 60_000,
          updatedAt: now,
        })
        .execute();
      uids.set(owner.key, uid);
    }
  }
  await k.updateTable('actionRequests').set({ total: uids.size }).where('id', '=', request.id).execute();
  return { requestId: request.id, requestUid, targets: uids };
}

async function cashpointId(db: Db, storeRowId: number, posId: string): Promise<number> {
  const row = await db.kysely
    .selectFrom('cashpoints')
    .select('id')
    .where('storeRowId', '=', storeRowId)
    .where('posId', '=', posId)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function storeAgentId(db: Db, storeRowId: number): Promise<number> {
  const row = await db.kysely
    .selectFrom('storeAgents')
    .select('id')
    .where('storeRowId', '=', storeRowId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A target's stored state, by its uid. */
export async function targetState(db: Db, uid: string) {
  return db.kysely
    .selectFrom('actionTargets')
    .select(['state', 'deliveries', 'exitCode', 'output', 'bundleKey'])
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
}

/** Sets a target's state (an expiry, a cancel), as the operators' side would. */
export async function setTargetState(db: Db, uid: string, state: string): Promise<void> {
  await db.kysely
    .updateTable('actionTargets')
    .set({ state: state as 'expired', updatedAt: Date.now() })
    .where('uid', '=', uid)
    .execute();
}
