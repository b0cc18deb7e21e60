import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { AlertsTable } from '../../platform/db/schema';
import type { Db } from '../../platform/db/connection';
import { newUid } from '../../platform/ids';
import { defaultAlertSettings, type AlertRules } from '../../alerts/settings';
import { lastFoundAt } from '../../alerts/repository/reconcile';

// Fleet rows written directly and the alerts the checks leave, for the alert detection tests.

export async function addContext(db: Db, key: string): Promise<number> {
  const row = await db.kysely
    .insertInto('contexts')
    .values({
      uid: newUid(),
      key,
      name: key,
      type: 2,
      hashSecret: null,
      allStoreChecksVisible: 1,
      visibleStoreCheckIds: '[]',
      allCashpointChecksVisible: 1,
      visibleCashpointCheckIds: '[]',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface StoreRows {
  storeRowId: number;
  storeUid: string;
  agentId: number | null;
  registerIds: number[];
}

/** A store with a store server (unless `agent` is null) and registers, each with its last heartbeat. */
export async function addStore(
  db: Db,
  contextId: number,
  storeId: string,
  agent: { heartbeat: number | null; info?: object } | null,
  registers: { heartbeat: number | null; info?: object }[],
): Promise<StoreRows> {
  const storeUid = newUid();
  const store = await db.kysely
    .insertInto('stores')
    .values({ uid: storeUid, contextId, storeId, name: `Filiale ${storeId}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const agentRow = agent
    ? await db.kysely
        .insertInto('storeAgents')
        .values({
          uid: newUid(),
          storeRowId: store.id,
          lastHeartbeat: agent.heartbeat,
          agentInfo: agent.info ? JSON.stringify(agent.info) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    : null;
  const registerIds: number[] = [];
  for (const [i, register] of registers.entries()) {
    const row = await db.kysely
      .insertInto('cashpoints')
      .values({
        uid: newUid(),
        storeRowId: store.id,
        posId: String(i + 1),
        lastHeartbeat: register.heartbeat,
        agentInfo: register.info ? JSON.stringify(register.info) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    registerIds.push(row.id);
  }
  return { storeRowId: store.id, storeUid, agentId: agentRow?.id ?? null, registerIds };
}

export const setHeartbeat = (db: Db, table: 'cashpoints' | 'storeAgents', ids: number[], heartbeat: number | null) =>
  db.kysely.updateTable(table).set({ lastHeartbeat: heartbeat }).where('id', 'in', ids).execute();

export const setAgentInfo = (db: Db, agentId: number, info: object) =>
  db.kysely
    .updateTable('storeAgents')
    .set({ agentInfo: JSON.stringify(info) })
    .where('id', '=', agentId)
    .execute();

/** Saves a context's rules (the others keep their defaults), as the settings page would. */
export async function saveRules(db: Db, contextId: number, rules: Partial<AlertRules>, timeZone?: string) {
  const defaults = defaultAlertSettings();
  const settings = JSON.stringify({
    rules: { ...defaults.rules, ...rules },
    quietHours: { ...defaults.quietHours, ...(timeZone ? { timeZone } : {}) },
    recipients: [],
    webhookUrl: null,
  });
  await db.kysely
    .insertInto('alertSettings')
    .values({ contextId, settings, webhookSecret: null, updatedAt: 0 })
    .onConflict((oc) => oc.column('contextId').doUpdateSet({ settings }))
    .execute();
}

/** The alerts of a kind, oldest first, with what the tests compare. */
export function alertsOf(db: Db, kind: string) {
  return db.kysely
    .selectFrom('alerts')
    .select(['id', 'contextId', 'subject', 'state', 'storeUid', 'posId', 'cashpointUid', 'detail', 'openedAt'])
    .select([lastFoundAt(sql`alerts`).as('updatedAt'), 'closedAt'])
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();
}

/** The pending notifications of an alert's event, as "channel" strings (sorted). */
export async function pendingOf(db: Db, alertId: number, event: 'opened' | 'closed'): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('alertNotifications')
    .select('channel')
    .where('alertId', '=', alertId)
    .where('event', '=', event)
    .where('state', '=', 'pending')
    .execute();
  return rows.map((r) => r.channel).sort();
}

/** Writes an alert as the checks would open it. */
export async function insertAlertRow(db: Db, values: Insertable<AlertsTable>): Promise<void> {
  await db.kysely.insertInto('alerts').values(values).execute();
}

/** An alert's row by its uid. */
export const alertRowByUid = (db: Db, uid: string) =>
  db.kysely.selectFrom('alerts').selectAll().where('uid', '=', uid).executeTakeFirstOrThrow();

/** A kind's check run as reconcile records it (its first run at `firstAt`); `null` forgets the kind's runs. */
export async function recordCheckRun(db: Db, kind: string, firstAt: number | null): Promise<void> {
  await db.kysely.deleteFrom('alertCheckRuns').where('kind', '=', kind).execute();
  if (firstAt !== null) await db.kysely.insertInto('alertCheckRuns').values({ kind, at: firstAt, firstAt }).execute();
}
