import type { Db } from '../../platform/db/connection';
import type { SyncfileKind } from '../../platform/db/schema';

/**
 * The uids of the registers (`cashpoint`) or store servers (`store`) in the stores a rollout of the
 * context took, or only those of wave `wave` ('in Welle 2'): what the reports show when filtered to
 * a rollout. Null when the context has no rollout of that uid.
 */
export async function rolloutTargetUids(
  db: Db,
  contextId: number,
  rolloutUid: string,
  wave: number | undefined,
  kind: SyncfileKind,
): Promise<Set<string> | null> {
  const rollout = await db.kysely
    .selectFrom('rollouts')
    .select('id')
    .where('uid', '=', rolloutUid)
    .where('contextId', '=', contextId)
    .executeTakeFirst();
  if (!rollout) return null;
  const stores = db.kysely
    .selectFrom('rolloutStores as rs')
    .select('rs.storeRowId')
    .where('rs.rolloutId', '=', rollout.id)
    .$if(wave !== undefined, (q) => q.where('rs.wave', '=', wave!));
  const rows = await db.kysely
    .selectFrom(kind === 'cashpoint' ? 'cashpoints' : 'storeAgents')
    .select('uid')
    .where('storeRowId', 'in', stores)
    .execute();
  return new Set(rows.map((row) => row.uid));
}
