import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';
import { currentVersionsSql } from '../../updates';

/** The contexts whose agents can sign their calls (they have a secret), by key. */
export function signingContexts(db: Db) {
  return db.kysely
    .selectFrom('contexts')
    .select(['id', 'key', 'type', 'hashSecret'])
    .where('hashSecret', 'is not', null)
    .orderBy('key')
    .execute();
}

/** A context's registers and store servers: store, last heartbeat and the installed update's file name. */
export async function contextTargets(db: Db, contextId: number) {
  const registers = await sql<{ sid: string; sname: string; posid: string; hb: number | null; cur: string | null }>`
    select st.store_id as sid, st.name as sname, c.pos_id as posid, c.last_heartbeat as hb, cur.filename as cur
    from stores st join cashpoints c on c.store_row_id = st.id
    left join (${currentVersionsSql('cashpoint', contextId)}) cur on cur.target_id = c.id
    where st.context_id = ${contextId}
  `.execute(db.kysely);
  const servers = await sql<{ sid: string; hb: number | null; cur: string | null }>`
    select st.store_id as sid, a.last_heartbeat as hb, cur.filename as cur
    from stores st join store_agents a on a.store_row_id = st.id
    left join (${currentVersionsSql('store', contextId)}) cur on cur.target_id = a.id
    where st.context_id = ${contextId}
  `.execute(db.kysely);
  return { registers: registers.rows, servers: servers.rows };
}
