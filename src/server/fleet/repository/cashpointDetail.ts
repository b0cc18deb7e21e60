import type { Db } from '../../platform/db/connection';
import { parseJsonObject } from '../../platform/db/json';
import type { components } from '../../../shared/generated/contract';
import { isoTime } from '../../platform/ids';
import { isOffline } from './offline';
import type { SyncfileJson } from '../../updates';
import { currentOf } from './versionHistory';

type Cashpoint = components['schemas']['Cashpoint'];

/** A register of the context with its store, or undefined when the uid is not one of the context's. */
export function findCashpoint(db: Db, contextId: number, uid: string) {
  return db.kysely
    .selectFrom('cashpoints as c')
    .innerJoin('stores as s', 's.id', 'c.storeRowId')
    .where('c.uid', '=', uid)
    .where('s.contextId', '=', contextId)
    .select([
      'c.id',
      'c.uid',
      'c.posId',
      'c.posType',
      'c.agentVersion',
      'c.lastHeartbeat',
      'c.additionalDataTimestamp',
      'c.agentInfo',
      'c.cashpointInfo',
      's.storeId',
      's.name as storeName',
    ])
    .executeTakeFirst();
}

export type CashpointRow = NonNullable<Awaited<ReturnType<typeof findCashpoint>>>;

export function cashpointJson(
  row: CashpointRow,
  history: readonly SyncfileJson[],
  updated: boolean,
  now: number,
  offlineAfterSeconds: number,
): Cashpoint {
  const current = currentOf(history);
  return {
    uid: row.uid,
    posId: row.posId,
    storeId: row.storeId,
    storeName: row.storeName || null,
    posType: row.posType,
    offline: isOffline(row.lastHeartbeat, now, offlineAfterSeconds),
    currentVersionTag: current?.tag ?? null,
    currentVersion: current?.filename ?? null,
    updated,
    agentVersion: row.agentVersion,
    lastHeartbeat: isoTime(row.lastHeartbeat),
    additionalDataTimestamp: isoTime(row.additionalDataTimestamp),
    agentInfo: parseJsonObject(row.agentInfo) as Cashpoint['agentInfo'],
  };
}
