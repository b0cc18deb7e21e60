import { sql } from 'kysely';
import { jsonColumn, jsonText } from '../sqlParts';
import { rolloutCauses, rolloutExists } from './rolloutParts';
import type { AlertCheck } from './types';

/**
 * A rollout waits for a second person's approval of its next wave: one alert per rollout while it
 * waits; the detail is the update's file name and the waiting wave's name (the first wave not yet
 * started, whichever wave the state was written on). It closes, announced, on the approval (or a
 * cancel); when the rollout is gone, unannounced.
 */
export const rolloutApproval: AlertCheck = {
  causes(run, contextIds) {
    const name = jsonText(run.db.dialect, jsonColumn(run.db.dialect, sql`w.plan`), ['name']);
    const waitingWave = sql<string | null>`(select ${name} from rollout_waves w
      where w.rollout_id = r.id and w.started_at is null order by w.number limit 1)`;
    return rolloutCauses(contextIds, sql<boolean>`r.state = 'waitingForApproval'`, waitingWave);
  },
  subjectExists: () => rolloutExists(),
};
