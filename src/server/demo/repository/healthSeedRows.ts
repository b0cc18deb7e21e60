import type { Db } from '../../platform/db/connection';

// The demo seed's reads for store health (issue 51): the customer contexts' registers and store
// servers that report now (the simulator keeps those alive), to plant each scenario on.

/** Registers and store servers heard from since `since`, of the customer contexts, by store. */
export async function reportingTargets(db: Db, since: number) {
  const registers = await db.kysely
    .selectFrom('cashpoints as c')
    .innerJoin('stores as st', 'st.id', 'c.storeRowId')
    .innerJoin('contexts as x', 'x.id', 'st.contextId')
    .select(['x.id as contextId', 'x.key as contextKey', 'st.storeId', 'c.posId'])
    .where('x.type', '=', 2)
    .where('c.lastHeartbeat', '>=', since)
    .where('c.agentInfo', 'is not', null)
    .orderBy('c.id')
    .execute();
  const servers = await db.kysely
    .selectFrom('storeAgents as a')
    .innerJoin('stores as st', 'st.id', 'a.storeRowId')
    .innerJoin('contexts as x', 'x.id', 'st.contextId')
    .select(['x.id as contextId', 'x.key as contextKey', 'st.storeId'])
    .where('x.type', '=', 2)
    .where('a.lastHeartbeat', '>=', since)
    .execute();
  return { registers, servers };
}
