import type { Db } from '../../platform/db/connection';
import type { RolloutStateValue } from '../../platform/db/schema';

// The state of an update's rollout as the update's own save and archive need it: while a rollout
// plans or steers the update's status (draft, running, waiting, paused), they leave the status alone.
// Read here rather than through the rollouts capability, which builds on this one.

/** The state of the update's rollout (one per update), or null without one. */
export async function rolloutStateOfUpdate(db: Db, syncfileId: number): Promise<RolloutStateValue | null> {
  const row = await db.kysely
    .selectFrom('rollouts')
    .select('state')
    .where('syncfileId', '=', syncfileId)
    .executeTakeFirst();
  return row?.state ?? null;
}
