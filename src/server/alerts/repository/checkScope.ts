import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/connection';
import { idList } from './sqlParts';

/** Whether the store an alert is about still exists. */
export const storeExists = sql<boolean>`exists (select 1 from stores x where x.uid = alerts.store_uid)`;

/** Every context: the checks read each one's settings, a context that never saved any with the defaults. */
export async function allContextIds(db: Db): Promise<number[]> {
  return (await db.kysely.selectFrom('contexts').select('id').execute()).map((c) => c.id);
}

/**
 * The alerts of a kind that no longer hold whatever their cause: their context has the rule off
 * (`on` lists the contexts that have it on), or their subject is gone.
 */
export function droppedAlerts(on: readonly number[], subjectExists: RawBuilder<boolean>): RawBuilder<boolean> {
  return on.length === 0
    ? sql<boolean>`true`
    : sql<boolean>`(alerts.context_id not in (${idList([...on])}) or not ${subjectExists})`;
}
