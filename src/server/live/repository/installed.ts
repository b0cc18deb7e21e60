import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';

export interface InstalledTarget {
  uid: string;
  storeUid: string;
  tag: string | null;
}

/** The register (with `posId`) or store server an installation report names, and the tag of its update. */
export async function installedTarget(
  db: Db,
  contextId: number,
  report: { target: 'cashpoint' | 'store'; storeId: string; posId?: string; filename: string },
): Promise<InstalledTarget | undefined> {
  const table = report.target === 'cashpoint' ? sql.table('cashpoints') : sql.table('store_agents');
  const pos = report.target === 'cashpoint' ? sql`and t.pos_id = ${report.posId ?? ''}` : sql``;
  const { rows } = await sql<InstalledTarget>`
    select t.uid, s.uid as store_uid, f.tag from ${table} t
    join stores s on s.id = t.store_row_id
    join syncfiles f on f.context_id = s.context_id and f.kind = ${report.target} and f.filename = ${report.filename}
    where s.context_id = ${contextId} and s.store_id = ${report.storeId} ${pos}`.execute(db.kysely);
  return rows[0];
}
