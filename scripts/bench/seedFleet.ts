import type { Db } from '../../src/server/db/connection';
import { cashpointAgentInfo, cashpointInfo, storeAgentInfo, storeName } from '../../src/server/demo/agentData';
import { Prng } from '../../src/server/demo/prng';
import { recordCashpointHeartbeat, recordStoreHeartbeat } from '../../src/server/repositories/heartbeats';

/**
 * A large fleet written straight through the heartbeat repository, one transaction per 100 stores:
 * the same rows a first round of full heartbeats writes, in a fraction of the time the agent API
 * needs, so the reply figures can be measured at 50,000 registers without waiting for ingest.
 * Every register and store server reports one of the context's updates as installed.
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
    .select(['kind', 'filename'])
    .where('contextId', '=', context.id)
    .execute();
  const pick = (kind: string) => {
    const names = files.filter((f) => f.kind === kind).map((f) => f.filename);
    return names.length === 0 ? null : names[prng.int(0, names.length - 1)]!;
  };
  const nowMs = Date.now();
  const nowSeconds = Math.floor(nowMs / 1000);
  const chunk = 100;
  for (let first = 0; first < stores; first += chunk) {
    await db.kysely.transaction().execute(async (trx) => {
      const tx: Db = { kysely: trx, dialect: db.dialect, close: async () => undefined };
      for (let i = first; i < Math.min(stores, first + chunk); i++) {
        const storeId = String(firstStoreId + i);
        await recordStoreHeartbeat(
          tx,
          context.id,
          {
            storeId,
            storeName: storeName(prng),
            agentVersion: '2.9.1',
            currentVersion: pick('store'),
            agentInfo: storeAgentInfo(prng, storeId, nowSeconds),
          },
          nowMs,
        );
        for (let p = 1; p <= registersPerStore; p++) {
          const posId = String(p);
          await recordCashpointHeartbeat(
            tx,
            context.id,
            {
              storeId,
              posId,
              posType: p === 1 ? 'HAUPTKASSE' : 'KASSE',
              agentVersion: '3.3.0',
              currentVersion: pick('cashpoint'),
              agentInfo: cashpointAgentInfo(prng, storeId, posId, nowSeconds),
              cashpointInfo: cashpointInfo(prng, storeId, posId, nowSeconds),
            },
            nowMs,
          );
        }
      }
    });
  }
}
