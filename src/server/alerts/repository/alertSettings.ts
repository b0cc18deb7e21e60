import type { Db } from '../../platform/db/connection';
import type { AlertSettingsValue } from '../settings';

// Writing a context's alert settings (reading them is loadAlertSettings in alerts/settings.ts).

/** Stores the context's settings, replacing any it had; the secret in its own column. */
export async function upsertAlertSettings(db: Db, contextId: number, value: AlertSettingsValue, now: number) {
  const { webhookSecret, ...rest } = value;
  const row = { settings: JSON.stringify(rest), webhookSecret, updatedAt: now };
  await db.kysely
    .insertInto('alertSettings')
    .values({ contextId, ...row })
    .onConflict((oc) => oc.column('contextId').doUpdateSet(row))
    .execute();
}
