import type { Db } from '../../platform/db/connection';

/**
 * Every store server of the context reports its last day close as failed (`tabsok` '0'): a test that
 * needs the rollouts' day-close gate to fail says so, instead of relying on the demo's random data.
 */
export async function failDayCloses(db: Db, contextKey: string): Promise<void> {
  const rows = await db.kysely
    .selectFrom('storeAgents as sa')
    .innerJoin('stores as s', 's.id', 'sa.storeRowId')
    .innerJoin('contexts as c', 'c.id', 's.contextId')
    .select(['sa.id', 'sa.agentInfo'])
    .where('c.key', '=', contextKey)
    .where('sa.agentInfo', 'is not', null)
    .execute();
  for (const row of rows) {
    const info = JSON.parse(row.agentInfo!) as { fileValues?: Record<string, unknown> };
    info.fileValues = { ...info.fileValues, tabsok: { value: '0', timestamp: 0 } };
    await db.kysely
      .updateTable('storeAgents')
      .set({ agentInfo: JSON.stringify(info) })
      .where('id', '=', row.id)
      .execute();
  }
}
