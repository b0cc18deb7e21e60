import type { Db } from '../../platform/db/connection';

// Remote actions' rows read straight, and the roles the tests give their rights, for the tests of
// the actions API (test/actionsKit.ts).

/** Replaces a role's rights (the demo's 'Freigabe' gets ACTIONS_RISKY for the four eyes). */
export async function setRoleRights(db: Db, name: string, rights: string[]): Promise<void> {
  await db.kysely
    .updateTable('roles')
    .set({ rights: JSON.stringify(rights) })
    .where('name', '=', name)
    .execute();
}

/** A request's targets with their registers' numbers, in queued order. */
export async function actionTargetRows(db: Db, requestUid: string) {
  return db.kysely
    .selectFrom('actionTargets as t')
    .innerJoin('actionRequests as r', 'r.id', 't.requestId')
    .innerJoin('stores as s', 's.id', 't.storeRowId')
    .leftJoin('cashpoints as c', 'c.id', 't.cashpointId')
    .select([
      't.id',
      't.uid',
      't.state',
      't.hold',
      't.cashpointId',
      't.storeAgentId',
      't.storeRowId',
      's.storeId',
      'c.posId',
    ])
    .select(['t.deadlineAt', 't.attempts'])
    .where('r.uid', '=', requestUid)
    .orderBy('t.id')
    .execute();
}

export async function actionRequestRow(db: Db, uid: string) {
  return db.kysely.selectFrom('actionRequests').selectAll().where('uid', '=', uid).executeTakeFirstOrThrow();
}

/** Rows in the actions' tables, the webhook outbox and the audit log: a refused call changes none. */
export async function actionTablesSnapshot(db: Db) {
  const count = async (table: 'actionRequests' | 'actionTargets' | 'auditLog' | 'webhookDeliveries') =>
    Number(
      (
        await db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    requests: await count('actionRequests'),
    targets: await count('actionTargets'),
    audit: await count('auditLog'),
    webhooks: await count('webhookDeliveries'),
  };
}

/** Puts targets in a state (as a delivery or a report would), for the gates' counts. */
export async function setTargetState(db: Db, ids: number[], state: 'sent' | 'running' | 'failed' | 'succeeded') {
  await db.kysely.updateTable('actionTargets').set({ state }).where('id', 'in', ids).execute();
}

/** The webhook outbox's payloads of one event type, oldest first. */
export async function outboxPayloads(db: Db, type: string) {
  const rows = await db.kysely
    .selectFrom('webhookDeliveries')
    .select(['payload'])
    .where('eventType', '=', type)
    .orderBy('id')
    .execute();
  return rows.map((row) => JSON.parse(row.payload) as Record<string, unknown>);
}

/** A register's service states as its agent reports them (`cashpointInfo.cashpointServiceStates`). */
export async function setCashpointServices(db: Db, ids: number[], services: string[]): Promise<void> {
  const info = {
    commonConfigValues: [],
    serviceConfigValues: [],
    cashpointServiceStates: services.map((name) => ({ name, state: 'RUNNING' })),
    cashpointStatusInfo: [],
    activePromotions: [],
    hostsFile: null,
  };
  await db.kysely
    .updateTable('cashpoints')
    .set({ cashpointInfo: JSON.stringify(info) })
    .where('id', 'in', ids)
    .execute();
}

/** Ends every open target and forgets the open receipts: each test starts with free slots. */
export async function endAllTargets(db: Db): Promise<void> {
  await db.kysely
    .updateTable('actionTargets')
    .set({ state: 'cancelled' })
    .where('state', 'in', ['waitingForApproval', 'queued', 'sent', 'running'])
    .execute();
  await db.kysely.deleteFrom('cashpointReceipts').execute();
}

export async function registerUidOf(db: Db, id: number): Promise<string> {
  return (await db.kysely.selectFrom('cashpoints').select('uid').where('id', '=', id).executeTakeFirstOrThrow()).uid;
}

export async function storeAgentUidOf(db: Db, id: number): Promise<string> {
  return (await db.kysely.selectFrom('storeAgents').select('uid').where('id', '=', id).executeTakeFirstOrThrow()).uid;
}

/** The request a target belongs to. */
export async function requestIdOfTarget(db: Db, id: number): Promise<number> {
  return (
    await db.kysely.selectFrom('actionTargets').select('requestId').where('id', '=', id).executeTakeFirstOrThrow()
  ).requestId;
}
