import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { SyncfileKind } from '../db/schema';
import { newUid } from '../fleet/ids';
import { findSyncfile } from '../updates/lookup';
import type { components } from '../../shared/generated/contract';

type CashpointHeartbeat = components['schemas']['CashpointHeartbeat'];
type StoreHeartbeat = components['schemas']['StoreAgentHeartbeat'];

/**
 * The store row of a heartbeat, registered when unknown. An agent's store name only fills an empty
 * one: a name the operators gave in the console wins.
 */
async function storeRowId(db: Db, contextId: number, storeId: string, storeName?: string | null): Promise<number> {
  await db.kysely
    .insertInto('stores')
    .values({ uid: newUid(), contextId, storeId, name: storeName?.trim() ?? '' })
    .onConflict((oc) => oc.columns(['contextId', 'storeId']).doNothing())
    .execute();
  if (storeName?.trim()) {
    await db.kysely
      .updateTable('stores')
      .set({ name: storeName.trim() })
      .where('contextId', '=', contextId)
      .where('storeId', '=', storeId)
      .where('name', '=', '')
      .execute();
  }
  const row = await db.kysely
    .selectFrom('stores')
    .select('id')
    .where('contextId', '=', contextId)
    .where('storeId', '=', storeId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The agent names the update it runs; that is an installation the console may not have seen reported. */
async function markCurrentVersion(
  db: Db,
  contextId: number,
  kind: SyncfileKind,
  targetId: number,
  filename: string,
  now: number,
): Promise<void> {
  const syncfile = await findSyncfile(db.kysely, contextId, kind, filename);
  if (!syncfile) return;
  const column = kind === 'cashpoint' ? 'cashpointId' : 'storeAgentId';
  await db.kysely
    .insertInto('installations')
    .values({
      syncfileId: syncfile.id,
      cashpointId: kind === 'cashpoint' ? targetId : null,
      storeAgentId: kind === 'store' ? targetId : null,
      installationStatus: 2,
      installingSince: null,
      downloaded: 1,
      updatedAt: now,
    })
    .onConflict((oc) =>
      oc
        .columns([column, 'syncfileId'])
        .doUpdateSet({ installationStatus: 2, installingSince: null, downloaded: 1, updatedAt: now })
        .where('installations.installationStatus', '<>', 2),
    )
    .execute();
}

/** Records a register's heartbeat, registering the register and its store when they are new. */
export async function recordCashpointHeartbeat(
  db: Db,
  contextId: number,
  heartbeat: CashpointHeartbeat,
  now: number,
): Promise<void> {
  const storeRow = await storeRowId(db, contextId, heartbeat.storeId);
  const agentInfo = heartbeat.agentInfo ? JSON.stringify(heartbeat.agentInfo) : null;
  const cashpointInfo = heartbeat.cashpointInfo ? JSON.stringify(heartbeat.cashpointInfo) : null;
  const row = await db.kysely
    .insertInto('cashpoints')
    .values({
      uid: newUid(),
      storeRowId: storeRow,
      posId: heartbeat.posId,
      posType: heartbeat.posType ?? null,
      agentVersion: heartbeat.agentVersion,
      lastHeartbeat: now,
      additionalDataTimestamp: cashpointInfo ? now : null,
      agentInfo,
      cashpointInfo,
    })
    .onConflict((oc) =>
      oc.columns(['storeRowId', 'posId']).doUpdateSet((eb) => ({
        posType: sql`coalesce(${eb.ref('excluded.posType')}, cashpoints.pos_type)`,
        agentVersion: eb.ref('excluded.agentVersion'),
        lastHeartbeat: now,
        // A heartbeat without the large parts keeps what the last full one reported.
        agentInfo: sql`coalesce(${eb.ref('excluded.agentInfo')}, cashpoints.agent_info)`,
        cashpointInfo: sql`coalesce(${eb.ref('excluded.cashpointInfo')}, cashpoints.cashpoint_info)`,
        additionalDataTimestamp: sql`coalesce(${eb.ref('excluded.additionalDataTimestamp')}, cashpoints.additional_data_timestamp)`,
      })),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  if (heartbeat.currentVersion) {
    await markCurrentVersion(db, contextId, 'cashpoint', row.id, heartbeat.currentVersion, now);
  }
}

/** Records a store server's heartbeat, registering it and its store when they are new. */
export async function recordStoreHeartbeat(
  db: Db,
  contextId: number,
  heartbeat: StoreHeartbeat,
  now: number,
): Promise<void> {
  const storeRow = await storeRowId(db, contextId, heartbeat.storeId, heartbeat.storeName);
  const agentInfo = heartbeat.agentInfo ? JSON.stringify(heartbeat.agentInfo) : null;
  const row = await db.kysely
    .insertInto('storeAgents')
    .values({
      uid: newUid(),
      storeRowId: storeRow,
      agentVersion: heartbeat.agentVersion,
      lastHeartbeat: now,
      agentInfo,
    })
    .onConflict((oc) =>
      oc.column('storeRowId').doUpdateSet((eb) => ({
        agentVersion: eb.ref('excluded.agentVersion'),
        lastHeartbeat: now,
        agentInfo: sql`coalesce(${eb.ref('excluded.agentInfo')}, store_agents.agent_info)`,
      })),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  if (heartbeat.currentVersion) {
    await markCurrentVersion(db, contextId, 'store', row.id, heartbeat.currentVersion, now);
  }
}
