import type { Db } from '../../platform/db/connection';
import type { Selectable } from 'kysely';
import type { SsoFlowsTable } from '../../platform/db/schemaSso';

// Logins begun at the provider, kept until their callback (once) or for ten minutes at most.

export type SsoFlow = Selectable<SsoFlowsTable>;

export async function insertFlow(db: Db, flow: SsoFlow, olderThan: number): Promise<void> {
  // Flows never finished (the user gave up at the provider) go as new ones begin.
  await db.kysely.deleteFrom('ssoFlows').where('createdAt', '<', olderThan).execute();
  await db.kysely.insertInto('ssoFlows').values(flow).execute();
}

/** Takes the flow of this state: deleted by the very statement that reads it, so it is used once. */
export function takeFlow(db: Db, stateHash: string) {
  return db.kysely.deleteFrom('ssoFlows').where('stateHash', '=', stateHash).returningAll().executeTakeFirst();
}

export async function saveTestResult(db: Db, userId: number, result: string, now: number): Promise<void> {
  await db.kysely
    .insertInto('ssoTestResults')
    .values({ userId, result, createdAt: now })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ result, createdAt: now }))
    .execute();
}

export function testResultOf(db: Db, userId: number) {
  return db.kysely.selectFrom('ssoTestResults').select(['result']).where('userId', '=', userId).executeTakeFirst();
}
