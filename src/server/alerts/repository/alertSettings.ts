import type { Db } from '../../platform/db/connection';

// The one place that reads and writes `alert_settings`. The rows hold the settings as JSON, the
// webhook's secret in its own column; what a context gets when it stored nothing, or stored a rule
// before it had a threshold, is the settings' logic (loadAlertSettings in alerts/settings.ts).

/** A context's stored settings: the parsed JSON (as it was saved, perhaps by an older version) and the secret. */
export interface StoredAlertSettings {
  settings: Record<string, unknown>;
  webhookSecret: string | null;
}

/** The stored settings of those of these contexts that saved any. */
export async function storedAlertSettings(db: Db, contextIds: number[]): Promise<Map<number, StoredAlertSettings>> {
  if (contextIds.length === 0) return new Map();
  const rows = await db.kysely
    .selectFrom('alertSettings')
    .select(['contextId', 'settings', 'webhookSecret'])
    .where('contextId', 'in', contextIds)
    .execute();
  return new Map(
    rows.map((row) => [
      row.contextId,
      { settings: JSON.parse(row.settings) as Record<string, unknown>, webhookSecret: row.webhookSecret },
    ]),
  );
}

/** Stores the context's settings, replacing any it had; the secret in its own column. */
export async function upsertAlertSettings(
  db: Db,
  contextId: number,
  value: { webhookSecret: string | null },
  now: number,
) {
  const { webhookSecret, ...rest } = value;
  const row = { settings: JSON.stringify(rest), webhookSecret, updatedAt: now };
  await db.kysely
    .insertInto('alertSettings')
    .values({ contextId, ...row })
    .onConflict((oc) => oc.column('contextId').doUpdateSet(row))
    .execute();
}
