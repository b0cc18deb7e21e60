import type { RolloutFacts } from './model';
import type { RolloutRow } from './repository/rollouts';

/** What the transitions, the evaluation and the job read of a rollout's row. */
export function factsOf(row: RolloutRow): RolloutFacts {
  return {
    id: row.id,
    uid: row.uid,
    contextId: row.contextId,
    syncfileId: row.syncfileId,
    kind: row.updateKind,
    state: row.state,
    currentWave: row.currentWave,
    revision: row.revision,
    authorId: row.authorId,
  };
}
