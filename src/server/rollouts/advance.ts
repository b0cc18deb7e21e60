import type { Db } from '../platform/db/connection';
import { gatePauseReasons } from '../../shared/texts/rolloutMessages';
import { decide, type Decision } from './decide';
import { evaluateRollout } from './evaluation';
import { systemActor } from '../audit';
import type { RolloutFacts } from './model';
import { autoAdvanceOf } from './repository/settings';
import { wavesOfRollout } from './repository/waves';
import { awaitApproval, beginSoak, finishRollout, pauseByGate, runningRollouts, startWave } from './transitions';

// One run of the job that moves rollouts on (the leader's `rollouts` job in jobs.ts): each running
// rollout is evaluated, the one step it needs is decided, and that step is made conditional on the
// revision the rollout was read at. A step someone else made meanwhile (an operator's pause, another
// instance's run) answers false and changes nothing; the next run decides afresh from what is there.

export interface AdvanceOptions {
  offlineAfterSeconds?: number;
  /** Told of a rollout whose step failed; the run goes on with the others. */
  onError?: (rollout: RolloutFacts, error: unknown) => void;
}

export interface AdvanceStep {
  rolloutUid: string;
  decision: Decision;
  /** Whether the step was made by this run (false: someone else changed the rollout first). */
  made: boolean;
}

/** The German reason of a pause by a gate. */
export function pauseReason(rollout: RolloutFacts, decision: Extract<Decision, { kind: 'pause' }>): string {
  const { gate } = decision;
  return gatePauseReasons[gate.kind]({
    wave: decision.wave,
    kind: rollout.kind,
    value: gate.value,
    threshold: gate.threshold,
  });
}

/** Makes the decided step; false when the rollout changed since it was read. */
function make(
  db: Db,
  rollout: RolloutFacts,
  decision: Decision,
  now: number,
  options: AdvanceOptions,
): Promise<boolean> {
  switch (decision.kind) {
    case 'none':
      return Promise.resolve(false);
    case 'pause':
      return pauseByGate(db, rollout, decision.gate.kind, pauseReason(rollout, decision), now);
    case 'beginSoak':
      return beginSoak(db, rollout, decision.lastInstallAt, decision.soakUntil, now);
    case 'startWave':
      // A wave chosen by the register report's filter counts offline registers by the same limit.
      return startWave(db, rollout, decision.wave, now, systemActor, {
        offlineAfterSeconds: options.offlineAfterSeconds,
      });
    case 'awaitApproval':
      return awaitApproval(db, rollout, now);
    case 'finish':
      return finishRollout(db, rollout, now);
  }
}

/** One step for one rollout: evaluate, decide, make it. */
export async function advanceRollout(
  db: Db,
  rollout: RolloutFacts,
  now: number,
  options: AdvanceOptions = {},
): Promise<AdvanceStep> {
  const waves = await wavesOfRollout(db, rollout.id);
  const [evaluations, autoAdvance] = await Promise.all([
    evaluateRollout(db, rollout, now, { waves, offlineAfterSeconds: options.offlineAfterSeconds }),
    autoAdvanceOf(db, rollout.contextId),
  ]);
  const decision = decide({ rollout, waves, evaluations, autoAdvance, now });
  const made = await make(db, rollout, decision, now, options);
  return { rolloutUid: rollout.uid, decision, made };
}

/** One run over every running rollout; a rollout whose step fails does not hold up the others. */
export async function advanceRollouts(db: Db, now: number, options: AdvanceOptions = {}): Promise<AdvanceStep[]> {
  const steps: AdvanceStep[] = [];
  for (const rollout of await runningRollouts(db)) {
    try {
      steps.push(await advanceRollout(db, rollout, now, options));
    } catch (error) {
      if (!options.onError) throw error;
      options.onError(rollout, error);
    }
  }
  return steps;
}
