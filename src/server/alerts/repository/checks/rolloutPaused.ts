import { sql } from 'kysely';
import { rolloutCauses, rolloutExists } from './rolloutParts';
import type { AlertCheck } from './types';

/**
 * A gate paused a rollout (its `pause_cause` is a gate kind, not 'manual': a person who pauses
 * knows it already): one alert per rollout while it stays paused; the detail is the update's file
 * name and the German pause reason. It closes, announced, when the rollout is resumed (or
 * cancelled); when the rollout is gone, unannounced.
 */
export const rolloutPaused: AlertCheck = {
  causes(_run, contextIds) {
    return rolloutCauses(
      contextIds,
      sql<boolean>`r.state = 'paused' and coalesce(r.pause_cause, 'manual') <> 'manual'`,
      sql<string | null>`r.pause_reason`,
    );
  },
  subjectExists: () => rolloutExists(),
};
