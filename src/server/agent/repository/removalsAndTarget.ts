import type { Kysely } from 'kysely';
import type { Database, SyncfileKind } from '../../platform/db/schema';
import { updatesToRemoveQuery, type AgentTarget } from '../../updates';

// A due answer computed afresh reads what the target must remove and finds the target again (the
// safety that it was not deleted or renumbered after the versions were read). Both are rows of one
// target, so they are one statement: the target found as asked, joined with the removals of the
// target the answer is computed for. No row: no such target any more.

/** The removals of `target`, and the target the agent's numbers name now (undefined: none). */
export async function removalsAndTarget(
  db: Kysely<Database>,
  contextId: number,
  kind: SyncfileKind,
  storeId: string,
  posId: string | undefined,
  target: AgentTarget,
) {
  // A register is named by its store and number: without a number there is none (as findAgentTarget).
  if (kind === 'cashpoint' && posId === undefined) return { stillThere: undefined, removals: [] };
  const stores = db.selectFrom('stores as st').where('st.contextId', '=', contextId).where('st.storeId', '=', storeId);
  const found =
    kind === 'cashpoint'
      ? stores
          .innerJoin('cashpoints as t', 't.storeRowId', 'st.id')
          .where('t.posId', '=', posId ?? '')
          .select(['t.id as targetId', 't.storeRowId as targetStoreRowId'])
      : stores
          .innerJoin('storeAgents as t', 't.storeRowId', 'st.id')
          .select(['t.id as targetId', 't.storeRowId as targetStoreRowId']);
  const removals = updatesToRemoveQuery(db, contextId, kind, target).clearOrderBy().select('s.orderKey');
  const rows = await db
    .selectFrom(found.as('f'))
    .leftJoin(removals.as('r'), (join) => join.onTrue())
    .select(['f.targetId', 'f.targetStoreRowId', 'r.filename', 'r.rolledBackAt', 'r.rollbackImmediately'])
    .orderBy('r.orderKey', 'asc')
    .execute();
  const first = rows[0];
  return {
    stillThere: first ? { id: first.targetId, storeRowId: first.targetStoreRowId } : undefined,
    removals: rows.flatMap(({ filename, rolledBackAt, rollbackImmediately }) =>
      filename === null ? [] : [{ filename, rolledBackAt, rollbackImmediately }],
    ),
  };
}
