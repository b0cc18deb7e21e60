import type { Kysely } from 'kysely';
import type { Database, SyncfileKind, SyncfileRow } from '../../platform/db/schema';

/**
 * An update of one context and kind by its file name (unique there); with `forUpdate` its row stays
 * locked until the transaction ends (see `locksRows`).
 */
export function findSyncfile(
  db: Kysely<Database>,
  contextId: number,
  kind: SyncfileKind,
  filename: string,
  forUpdate = false,
): Promise<SyncfileRow | undefined> {
  return db
    .selectFrom('syncfiles')
    .selectAll()
    .where('contextId', '=', contextId)
    .where('kind', '=', kind)
    .where('filename', '=', filename)
    .$if(forUpdate, (q) => q.forUpdate())
    .executeTakeFirst();
}

/** The register or store agent an agent speaks for: its row id and its store's (which rollouts admit). */
export interface AgentTarget {
  id: number;
  storeRowId: number;
}

/** The register (`cashpoint`, needs posId) or store agent (`store`) an agent speaks for. */
export async function findAgentTarget(
  db: Kysely<Database>,
  contextId: number,
  kind: SyncfileKind,
  storeId: string,
  posId: string | undefined,
): Promise<AgentTarget | undefined> {
  if (kind === 'cashpoint') {
    if (posId === undefined) return undefined;
    return db
      .selectFrom('cashpoints as c')
      .innerJoin('stores as st', 'st.id', 'c.storeRowId')
      .select(['c.id', 'c.storeRowId'])
      .where('st.contextId', '=', contextId)
      .where('st.storeId', '=', storeId)
      .where('c.posId', '=', posId)
      .executeTakeFirst();
  }
  return db
    .selectFrom('storeAgents as a')
    .innerJoin('stores as st', 'st.id', 'a.storeRowId')
    .select(['a.id', 'a.storeRowId'])
    .where('st.contextId', '=', contextId)
    .where('st.storeId', '=', storeId)
    .executeTakeFirst();
}
