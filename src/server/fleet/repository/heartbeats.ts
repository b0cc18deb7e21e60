import { sql, type Kysely } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { Database } from '../../platform/db/schema';
import { newUid } from '../../platform/ids';
import { fillStoreNames, storeKey, storeRowsFor } from './heartbeatStores';
import { markInstalled, type InstalledVersion } from './heartbeatInstalled';
import type { components } from '../../../shared/generated/contract';

type CashpointHeartbeat = components['schemas']['CashpointHeartbeat'];
type StoreHeartbeat = components['schemas']['StoreAgentHeartbeat'];

// A batch's heartbeats are written with one statement per table, not one per heartbeat: on
// PostgreSQL every statement is a round trip, and sending it costs the server's CPU as much as the
// rest of the request. The batch comes sorted by context, store and register, and each statement
// writes its rows in that order, so two batches side by side lock rows in the same order.

/** One heartbeat to record, as the agent sent it, with its context and the time it arrived. */
export type HeartbeatItem =
  | { kind: 'cashpoint'; contextId: number; heartbeat: CashpointHeartbeat; now: number }
  | { kind: 'store'; contextId: number; heartbeat: StoreHeartbeat; now: number };

/** What a recorded heartbeat leaves to remember once its transaction has committed. */
export interface RecordedStore {
  contextId: number;
  storeId: string;
  storeRowId: number;
  /** The register's or store server's row, for the liveness batches (fleet/liveness.ts). */
  targetId: number;
}

/**
 * A large part the agent sent, or the stored one when it sent none or the same text: an unchanged
 * value is not written again (PostgreSQL then keeps its stored copy instead of a new one).
 */
const keptUnlessChanged = (column: string, table: string) =>
  sql<
    string | null
  >`case when excluded.${sql.raw(column)} is null or excluded.${sql.raw(column)} = ${sql.raw(table)}.${sql.raw(column)}
    then ${sql.raw(table)}.${sql.raw(column)} else excluded.${sql.raw(column)} end`;

const json = (value: object | null | undefined) => (value ? JSON.stringify(value) : null);

/**
 * The rows of one upsert must differ in their key (PostgreSQL refuses to update a row twice in one
 * statement): the second heartbeat of a target in a batch goes into a second statement, after the first.
 */
function byOccurrence<T>(rows: readonly T[], key: (row: T) => string): T[][] {
  const rounds: T[][] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const k = key(row);
    const n = seen.get(k) ?? 0;
    seen.set(k, n + 1);
    (rounds[n] ??= []).push(row);
  }
  return rounds;
}

interface CashpointRow {
  index: number;
  storeRowId: number;
  heartbeat: CashpointHeartbeat;
  now: number;
}

async function upsertCashpoints(db: Kysely<Database>, rows: readonly CashpointRow[], ids: number[]) {
  for (const round of byOccurrence(rows, (r) => `${r.storeRowId}\u0000${r.heartbeat.posId}`)) {
    const written = await db
      .insertInto('cashpoints')
      .values(
        round.map(({ storeRowId, heartbeat, now }) => {
          const cashpointInfo = json(heartbeat.cashpointInfo);
          return {
            uid: newUid(),
            storeRowId,
            posId: heartbeat.posId,
            posType: heartbeat.posType ?? null,
            agentVersion: heartbeat.agentVersion,
            lastHeartbeat: now,
            additionalDataTimestamp: cashpointInfo ? now : null,
            agentInfo: json(heartbeat.agentInfo),
            cashpointInfo,
          };
        }),
      )
      .onConflict((oc) =>
        oc.columns(['storeRowId', 'posId']).doUpdateSet((eb) => ({
          posType: sql`coalesce(${eb.ref('excluded.posType')}, cashpoints.pos_type)`,
          agentVersion: eb.ref('excluded.agentVersion'),
          lastHeartbeat: eb.ref('excluded.lastHeartbeat'),
          // A heartbeat without the large parts keeps what the last full one reported.
          agentInfo: keptUnlessChanged('agent_info', 'cashpoints'),
          cashpointInfo: keptUnlessChanged('cashpoint_info', 'cashpoints'),
          additionalDataTimestamp: sql`coalesce(${eb.ref('excluded.additionalDataTimestamp')}, cashpoints.additional_data_timestamp)`,
        })),
      )
      .returning(['id', 'storeRowId', 'posId'])
      .execute();
    const byKey = new Map(written.map((w) => [`${w.storeRowId}\u0000${w.posId}`, w.id]));
    for (const r of round) ids[r.index] = byKey.get(`${r.storeRowId}\u0000${r.heartbeat.posId}`)!;
  }
}

interface StoreAgentRow {
  index: number;
  storeRowId: number;
  heartbeat: StoreHeartbeat;
  now: number;
}

async function upsertStoreAgents(db: Kysely<Database>, rows: readonly StoreAgentRow[], ids: number[]) {
  for (const round of byOccurrence(rows, (r) => String(r.storeRowId))) {
    const written = await db
      .insertInto('storeAgents')
      .values(
        round.map(({ storeRowId, heartbeat, now }) => ({
          uid: newUid(),
          storeRowId,
          agentVersion: heartbeat.agentVersion,
          lastHeartbeat: now,
          agentInfo: json(heartbeat.agentInfo),
        })),
      )
      .onConflict((oc) =>
        oc.column('storeRowId').doUpdateSet((eb) => ({
          agentVersion: eb.ref('excluded.agentVersion'),
          lastHeartbeat: eb.ref('excluded.lastHeartbeat'),
          agentInfo: keptUnlessChanged('agent_info', 'store_agents'),
        })),
      )
      .returning(['id', 'storeRowId'])
      .execute();
    const byStore = new Map(written.map((w) => [w.storeRowId, w.id]));
    for (const r of round) ids[r.index] = byStore.get(r.storeRowId)!;
  }
}

/**
 * Records a batch's heartbeats in the caller's transaction, registering registers, store servers and
 * their stores when they are new, and returns what each one recorded, in the batch's order.
 */
export async function recordHeartbeats(
  db: Kysely<Database>,
  owner: Db,
  items: readonly HeartbeatItem[],
): Promise<RecordedStore[]> {
  const names = (item: HeartbeatItem) => (item.kind === 'store' ? (item.heartbeat.storeName?.trim() ?? '') : '');
  const { rows: stores, named } = await storeRowsFor(
    db,
    owner.kysely,
    items.map((item) => ({ contextId: item.contextId, storeId: item.heartbeat.storeId, name: names(item) })),
    Math.max(...items.map((item) => item.now)),
  );
  const storeRowOf = (item: HeartbeatItem) => stores.get(storeKey(item.contextId, item.heartbeat.storeId))!;
  const filled = new Map<number, string>();
  for (const item of items) {
    const name = names(item);
    const row = storeRowOf(item);
    if (name && !filled.has(row) && !named.has(row)) filled.set(row, name);
  }
  await fillStoreNames(db, filled);

  const ids: number[] = [];
  const cashpoints: CashpointRow[] = [];
  const agents: StoreAgentRow[] = [];
  items.forEach((item, index) => {
    const storeRowId = storeRowOf(item);
    if (item.kind === 'cashpoint') cashpoints.push({ index, storeRowId, heartbeat: item.heartbeat, now: item.now });
    else agents.push({ index, storeRowId, heartbeat: item.heartbeat, now: item.now });
  });
  if (cashpoints.length > 0) await upsertCashpoints(db, cashpoints, ids);
  if (agents.length > 0) await upsertStoreAgents(db, agents, ids);

  // The agent names the update it runs: an installation the console may not have seen reported.
  const installed = (kind: HeartbeatItem['kind']): InstalledVersion[] =>
    items.flatMap((item, index) =>
      item.kind === kind && item.heartbeat.currentVersion
        ? [{ contextId: item.contextId, filename: item.heartbeat.currentVersion, targetId: ids[index]!, now: item.now }]
        : [],
    );
  await markInstalled(db, owner.dialect, 'cashpoint', installed('cashpoint'));
  await markInstalled(db, owner.dialect, 'store', installed('store'));
  return items.map((item, index) => ({
    contextId: item.contextId,
    storeId: item.heartbeat.storeId,
    storeRowId: storeRowOf(item),
    targetId: ids[index]!,
  }));
}
