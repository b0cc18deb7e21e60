import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';

// The reminders 7 days before a store's deadline (issue 52): the stores with due changes and the
// reminders sent (fiscal_reminders, migration 0038), one per store and deadline.

export interface DueStore {
  contextId: number;
  contextKey: string;
  contextName: string;
  storeUid: string;
  storeId: string;
  storeName: string;
  /** The earliest due change (ms). */
  firstDue: number;
}

/** Every store with a due change, of every context: one grouped read of the due changes' index. */
export async function dueStores(db: Db): Promise<DueStore[]> {
  const rows = await sql<DueStore>`
    select f.context_id, c.key as context_key, c.name as context_name, f.store_uid, f.store_id,
      coalesce(s.name, f.name) as store_name, d.first_due
    from (select store_uid, min(at) as first_due from fiscal_changes where report_id is null group by store_uid) d
    join fiscal_stores f on f.store_uid = d.store_uid
    join contexts c on c.id = f.context_id
    left join stores s on s.uid = f.store_uid
  `.execute(db.kysely);
  return rows.rows.map((r) => ({ ...r, firstDue: Number(r.firstDue) }));
}

/** Claims the stores' reminders of these deadlines: those another round (or an earlier one) has not. */
export async function claimReminders(
  db: Db,
  contextId: number,
  stores: { storeUid: string; deadline: string }[],
  now: number,
): Promise<{ storeUid: string; deadline: string }[]> {
  if (stores.length === 0) return [];
  return db.kysely
    .insertInto('fiscalReminders')
    .values(stores.map((s) => ({ contextId, storeUid: s.storeUid, deadline: s.deadline, sentAt: now })))
    .onConflict((oc) => oc.columns(['contextId', 'storeUid', 'deadline']).doNothing())
    .returning(['storeUid', 'deadline'])
    .execute();
}

/** Gives claimed reminders back (their mail failed): the next round tries again. */
export async function releaseReminders(
  db: Db,
  contextId: number,
  stores: { storeUid: string; deadline: string }[],
): Promise<void> {
  for (const s of stores)
    await db.kysely
      .deleteFrom('fiscalReminders')
      .where('contextId', '=', contextId)
      .where('storeUid', '=', s.storeUid)
      .where('deadline', '=', s.deadline)
      .execute();
}
