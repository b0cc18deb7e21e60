import type { Db } from '../platform/db/connection';
import type { Actor, RolloutFacts, RolloutGateKind } from './model';

// Every change of a rollout's state, each one conditional on the revision it was decided on: written
// twice (two instances, a job retried after a crash), the second write changes nothing and answers
// false. Each writes its audit entry in its own transaction. (Helper A implements them.)

/** Starts wave `number` (the first on start, the next on approval or by the job): takes its stores and admits them. */
export async function startWave(
  _db: Db,
  _rollout: RolloutFacts,
  _number: number,
  _now: number,
  _actor: Actor,
): Promise<boolean> {
  throw new Error('startWave: not implemented yet');
}

/** The current wave's installs have ended: its soak runs until `soakUntil`. */
export async function beginSoak(
  _db: Db,
  _rollout: RolloutFacts,
  _lastInstallAt: number,
  _soakUntil: number,
  _now: number,
): Promise<boolean> {
  throw new Error('beginSoak: not implemented yet');
}

/** The current wave is done and soaked; the next waits for an approval. */
export async function awaitApproval(_db: Db, _rollout: RolloutFacts, _now: number): Promise<boolean> {
  throw new Error('awaitApproval: not implemented yet');
}

/** A gate held the rollout: paused, with the gate as its cause and the German reason. */
export async function pauseByGate(
  _db: Db,
  _rollout: RolloutFacts,
  _gate: RolloutGateKind,
  _reason: string,
  _now: number,
): Promise<boolean> {
  throw new Error('pauseByGate: not implemented yet');
}

/** The last wave is done and soaked: the rollout is finished. */
export async function finishRollout(_db: Db, _rollout: RolloutFacts, _now: number): Promise<boolean> {
  throw new Error('finishRollout: not implemented yet');
}

/** The rollouts the job advances: running ones (a wave installing or soaking). */
export async function runningRollouts(_db: Db): Promise<RolloutFacts[]> {
  throw new Error('runningRollouts: not implemented yet');
}
