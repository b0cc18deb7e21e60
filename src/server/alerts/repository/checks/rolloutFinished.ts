import { sql } from 'kysely';
import { rolloutCauses, rolloutExists } from './rolloutParts';
import type { AlertCheck } from './types';

/** How long a finished rollout's alert stays open: a day, so every shift sees it once. */
export const finishedAlertMs = 24 * 60 * 60_000;

/**
 * A rollout finished (every wave done): one alert per rollout for 24 hours after it finished; the
 * detail is the update's file name. Then it closes unannounced, like a rollout that is gone: the
 * rollout is not over again, so "Alarm beendet" would tell nothing.
 */
export const rolloutFinished: AlertCheck = {
  causes(run, contextIds) {
    return rolloutCauses(
      contextIds,
      sql<boolean>`r.state = 'finished' and r.finished_at > ${run.now - finishedAlertMs}`,
    );
  },
  subjectExists: (_dialect, now) =>
    rolloutExists(sql<boolean>`r.state = 'finished' and r.finished_at > ${now - finishedAlertMs}`),
};
