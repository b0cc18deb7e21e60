import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';
import { INSTALLED } from '../../updates';
import type { SyncfileKind } from '../../platform/db/schema';

const targets = {
  cashpoint: { table: sql`cashpoints`, column: sql`cashpoint_id` },
  store: { table: sql`store_agents`, column: sql`store_agent_id` },
} as const;

/** The versions of a context: its non-archived updates of one kind, newest order key first. */
export async function versionsOf(db: Db, contextId: number, kind: SyncfileKind) {
  const rows = await db.kysely
    .selectFrom('syncfiles')
    .select(['uid', 'tag', 'filename'])
    .where('contextId', '=', contextId)
    .where('kind', '=', kind)
    .where('archived', '=', 0)
    .orderBy('orderKey', 'desc')
    .execute();
  return rows.map((r) => ({ key: r.uid, tag: r.tag, filename: r.filename }));
}

/** How many targets of the context report the update installed (status 2), and how many do not. */
export async function installedCounts(db: Db, contextId: number, kind: SyncfileKind, syncfileId: number) {
  const t = targets[kind];
  const result = await sql<{ total: number | string; installed: number | string | null }>`
    select count(*) as total,
      sum(case when i.installation_status = ${INSTALLED} then 1 else 0 end) as installed
    from ${t.table} x
    join stores st on st.id = x.store_row_id
    left join installations i on i.syncfile_id = ${syncfileId} and i.${t.column} = x.id
    where st.context_id = ${contextId}
  `.execute(db.kysely);
  const row = result.rows[0];
  const total = Number(row?.total ?? 0);
  const installed = Number(row?.installed ?? 0);
  return { countInstalled: installed, countNotInstalled: total - installed };
}
