import type { Db } from '../platform/db/connection';
import type { RolloutFacts, WaveEvaluation } from './model';

/**
 * Every started wave of a rollout, evaluated now: counts per state, gates beside their thresholds,
 * whether its installs have ended, a gate that pauses at once, the estimated end.
 * (Helper B implements it; the signature is the contract between the handlers and the job.)
 */
export async function evaluateRollout(_db: Db, _rollout: RolloutFacts, _now: number): Promise<WaveEvaluation[]> {
  throw new Error('evaluateRollout: not implemented yet');
}
