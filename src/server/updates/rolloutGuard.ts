import type { Db } from '../platform/db/connection';
import { messages } from '../../shared/texts/serverMessages';
import { rolloutStateOfUpdate } from './repository/rolloutState';

// While a rollout steers an update, the update's own form must not: setting a planned update Aktiv
// by hand would reach no store (its rollout admits none before it starts), and setting a rolling
// update Neu or Gelöscht, or archiving it, would leave the job advancing a rollout of an update that
// no longer goes out. A cancelled or finished rollout steers nothing any more.

const steering = new Set(['running', 'waitingForApproval', 'paused']);

/** Why the update's status may not change now (409), or null. */
export async function statusChangeRefusal(db: Db, syncfileId: number): Promise<string | null> {
  const state = await rolloutStateOfUpdate(db, syncfileId);
  if (state === 'draft') return messages.updateHasRolloutPlan;
  return state !== null && steering.has(state) ? messages.updateRollingOut : null;
}

/** Why the update may not be archived (or taken out of the archive) now (409), or null. */
export async function archiveRefusal(db: Db, syncfileId: number): Promise<string | null> {
  const state = await rolloutStateOfUpdate(db, syncfileId);
  return state !== null && steering.has(state) ? messages.updateRollingOut : null;
}
