import type { Insertable } from 'kysely';
import type { Db } from '../../src/server/platform/db/connection';
import type { InstallationsTable } from '../../src/server/platform/db/schema';
import { cashpointAgentInfo, cashpointInfo, storeAgentInfo, storeName } from '../../src/server/demo/agentData';
import { Prng } from '../../src/server/demo/prng';
import { newUid } from '../../src/server/platform/ids';

/**
 * A large fleet written in bulk, 50 stores per transaction: the rows a first round of full
 * heartbeats leaves (stores, registers and store servers with their agent info, each reporting one
 * of the context's updates as installed), in a fraction of the time the agent API needs, so the reply
 * figures can be measured at 50,000 registers without waiting for ingest.
 */
export async function seedFleet(
  db: Db,
  contextKey: string,
  stores: number,
  registersPerStore: number,
  firstStoreId = 20001,
): Promise<void> {
  const prng = new Prng(7);
  const context = await db.kysely
    .selectFrom('contexts')
    .select('id')
    .where('key', '=', contextKey)
    .executeTakeFirstOrThrow();
  const files = await db.kysely
    .selectFrom('syncfiles')
    .select(['id', 'kind'])
    .where('contextId', '=', context.id)
    .execute();
  const pick = (kind: string) => {
    const ids = files.filter((f) => f.kind === kind).map((f) => f.id);
    return ids.length === 0 ? null : ids[prng.int(0, ids.length - 1)]!;
  };
  const now = Date.now();
  const nowSeconds = Math.floor(now / 1000);
  const installed = (syncfileId: number | null, target: { cashpointId?: number; storeAgentId?: number }) =>
    syncfileId === null
      ? []
      : [
          {
            syncfileId,
            cashpointId: target.cashpointId ?? null,
            storeAgentId: target.storeAgentId ?? null,
            installationStatus: 2,
            installingSince: null,
            downloaded: 1,
            log: null,
            logDate: null,
            updatedAt: now,
          } satisfies Insertable<InstallationsTable>,
        ];
  const chunk = 50;
  for (let first = 0; first < stores; first += chunk) {
    await db.kysely.transaction().execute(async (trx) => {
      const storeIds = Array.from({ length: Math.min(chunk, stores - first) }, (_, i) =>
        String(firstStoreId + first + i),
      );
      const storeRows = await trx
        .insertInto('stores')
        .values(storeIds.map((storeId) => ({ uid: newUid(), contextId: context.id, storeId, name: storeName(prng) })))
        .returning(['id', 'storeId'])
        .execute();
      const agents = await trx
        .insertInto('storeAgents')
        .values(
          storeRows.map((s) => ({
            uid: newUid(),
            storeRowId: s.id,
            agentVersion: '2.9.1',
            lastHeartbeat: now,
            agentInfo: JSON.stringify(storeAgentInfo(prng, s.storeId, nowSeconds)),
          })),
        )
        .returning('id')
        .execute();
      const registers = await trx
        .insertInto('cashpoints')
        .values(
          storeRows.flatMap((s) =>
            Array.from({ length: registersPerStore }, (_, p) => ({
              uid: newUid(),
              storeRowId: s.id,
              posId: String(p + 1),
              posType: p === 0 ? 'HAUPTKASSE' : 'KASSE',
              agentVersion: '3.3.0',
              lastHeartbeat: now,
              additionalDataTimestamp: now,
              agentInfo: JSON.stringify(cashpointAgentInfo(prng, s.storeId, String(p + 1), nowSeconds)),
              cashpointInfo: JSON.stringify(cashpointInfo(prng, s.storeId, String(p + 1), nowSeconds)),
            })),
          ),
        )
        .returning('id')
        .execute();
      const installations = [
        ...agents.flatMap((a) => installed(pick('store'), { storeAgentId: a.id })),
        ...registers.flatMap((c) => installed(pick('cashpoint'), { cashpointId: c.id })),
      ];
      if (installations.length > 0) await trx.insertInto('installations').values(installations).execute();
    });
  }
}
