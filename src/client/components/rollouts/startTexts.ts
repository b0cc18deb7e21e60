import type { RolloutDetail } from '../../api/rollouts';
import { rolloutTexts } from '../../../shared/texts/de/rollouts';

const t = rolloutTexts.rollouts;

/**
 * Whether a start waits for an approval: when wave 1 needs one, the server puts the rollout into
 * 'waitingForApproval' before wave 1 (and the update becomes Aktiv only with the approval).
 */
export const startWaitsForApproval = (rollout: Pick<RolloutDetail, 'waves'>): boolean =>
  rollout.waves[0]?.requireApproval === true;

/** The question before 'Starten' (the plan's tab and the progress view ask the same). */
export const startQuestion = (rollout: Pick<RolloutDetail, 'waves' | 'updateFilename'>): string =>
  startWaitsForApproval(rollout)
    ? t.startQuestionApproval(rollout.updateFilename)
    : t.startQuestion(rollout.updateFilename);

/** The message after a start. */
export const startDone = (rollout: Pick<RolloutDetail, 'waves'>): string =>
  startWaitsForApproval(rollout) ? t.done.startWaiting : t.done.start;
