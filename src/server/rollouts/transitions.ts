import { systemActor } from '../audit';
import type { AuditChange } from '../../shared/audit/describe';
import { factsOf } from './facts';
import type { Db } from '../platform/db/connection';
import type { Actor, GateOverride, RolloutFacts, RolloutGateKind } from './model';
import { rolloutsInState } from './repository/rollouts';
import { addGateOverrides, changeWave } from './repository/waves';
import { overrideChanges } from './gateCheck';
import {
  awaitFirstApproval,
  awaitIn,
  finish,
  openWave,
  pauseIn,
  releaseUpdateNow,
  soakIn,
  transition,
} from './transitionSteps';

// Every change of a rollout's state, each one conditional on the revision it was decided on: written
// twice (two instances, a job retried after a crash), the second write changes nothing and answers
// false. Each writes its audit entry in its own transaction (or the caller's, when it is in one).
// The job's transitions act as `system`; the handlers' as the user, from the request's address.

/** Who makes a transition: a user (with the address of the request) or the job. */
export type TransitionActor = Actor & { address?: string | null };

export interface WaveStartOptions {
  /** OFFLINE_AFTER_SECONDS: which registers a wave's report filter counts as offline. */
  offlineAfterSeconds?: number;
  /** The start moves an update released only later to now ('Jetzt freigeben'), in its transaction. */
  releaseNow?: boolean;
}

/**
 * Starts wave `number` (the first on start, the next by the job): takes its stores and admits them.
 * The first sets the update Aktiv; a wave that takes no store is done at once (and what follows a
 * done wave happens in the same transaction). A first wave that requires approval does not start
 * with the rollout: the rollout waits for a second person first, as before any other such wave.
 */
export function startWave(
  db: Db,
  rollout: RolloutFacts,
  number: number,
  now: number,
  actor: TransitionActor,
  options: WaveStartOptions = {},
): Promise<boolean> {
  return transition(
    db,
    rollout,
    now,
    actor,
    async (step) => {
      // After the rollout's row: a start someone else made first releases nothing.
      const started =
        number === 1 && step.waves[0]?.plan.requireApproval
          ? await awaitFirstApproval(step)
          : await openWave(step, number, number === 1 ? 'rolloutStarted' : 'rolloutWaveStarted');
      if (started && options.releaseNow) await releaseUpdateNow(step);
      return started;
    },
    options.offlineAfterSeconds,
  );
}

/**
 * An approval: its comment, what its audit entry names besides (the person behind a service account),
 * and the failing gates of the wave done before it that the approver overrode.
 */
export interface Approval {
  comment: string;
  extra?: AuditChange[];
  overrides?: GateOverride[];
}

/** A second person approves the next wave (comment required): it starts at once. */
export function approveWave(
  db: Db,
  rollout: RolloutFacts,
  { comment, extra = [], overrides = [] }: Approval,
  now: number,
  actor: TransitionActor,
  options: WaveStartOptions = {},
): Promise<boolean> {
  return transition(
    db,
    rollout,
    now,
    actor,
    async (step) => {
      if (step.row.state !== 'waitingForApproval') return false;
      const next = step.row.currentWave + 1;
      const approval = { approvedBy: actor.login, approvedAt: now, approvalComment: comment };
      const done = step.waves[step.row.currentWave - 1];
      if (done && overrides.length > 0) await addGateOverrides(step.db, step.row.id, done, overrides);
      const started = await openWave(step, next, 'rolloutApproved', [
        { field: 'comment', before: null, after: comment },
        ...overrideChanges(overrides),
        ...extra,
      ]);
      if (started) await changeWave(step.db, step.row.id, next, approval);
      return started;
    },
    options.offlineAfterSeconds,
  );
}

/** The current wave's installs have ended: its soak runs until `soakUntil`. */
export function beginSoak(
  db: Db,
  rollout: RolloutFacts,
  lastInstallAt: number,
  soakUntil: number,
  now: number,
): Promise<boolean> {
  return transition(db, rollout, now, systemActor, (step) => soakIn(step, lastInstallAt, soakUntil));
}

/** The current wave is done and soaked; the next waits for an approval. */
export function awaitApproval(db: Db, rollout: RolloutFacts, now: number): Promise<boolean> {
  return transition(db, rollout, now, systemActor, awaitIn);
}

/** A gate held the rollout: paused, with the gate as its cause and the German reason. */
export function pauseByGate(
  db: Db,
  rollout: RolloutFacts,
  gate: RolloutGateKind,
  reason: string,
  now: number,
): Promise<boolean> {
  return transition(db, rollout, now, systemActor, (step) => pauseIn(step, reason, gate));
}

/** The last wave is done and soaked: the rollout is finished. */
export function finishRollout(db: Db, rollout: RolloutFacts, now: number): Promise<boolean> {
  return transition(db, rollout, now, systemActor, finish);
}

/** The rollouts the job advances: running ones (a wave installing or soaking). */
export async function runningRollouts(db: Db): Promise<RolloutFacts[]> {
  return (await rolloutsInState(db, 'running')).map(factsOf);
}
