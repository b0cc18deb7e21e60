import { changesBetween } from '../audit';
import type { Db } from '../platform/db/connection';
import type { GateOverride, RolloutFacts } from './model';
import { deleteDraftIfRevision } from './repository/rollouts';
import { includeStores, rollBackStores } from './repository/stores';
import { addGateOverrides, changeWave, changeWavesInState } from './repository/waves';
import { overrideChanges } from './gateCheck';
import { guarded, pauseIn, record, transition } from './transitionSteps';
import type { TransitionActor } from './transitions';
import { planText } from './validation';

// The transitions a person makes besides starting and approving: pause, resume, cancel, rollback and
// include. Each is conditional on the revision the handler read (false: changed meanwhile), in one
// transaction with its audit entry. Which states allow which action is the policy's (policy.ts).

export function pauseRollout(db: Db, rollout: RolloutFacts, reason: string, now: number, actor: TransitionActor) {
  return transition(db, rollout, now, actor, (step) => pauseIn(step, reason, 'manual'));
}

/** A resume's reason and the gates it overrides ('Trotz Prüfung fortsetzen'). */
export interface Resume {
  comment?: string;
  overrides?: GateOverride[];
}

/**
 * Back to running, the paused wave to what it was (soaking when its soak had begun); a rollout paused
 * while it waited for an approval (of the next wave, or of the first) waits again. The job re-evaluates
 * the gates; those a person overrode judge only what happens after the resume.
 */
export function resumeRollout(
  db: Db,
  rollout: RolloutFacts,
  now: number,
  actor: TransitionActor,
  { comment, overrides = [] }: Resume = {},
) {
  return transition(db, rollout, now, actor, async (step) => {
    const wave = step.waves[step.row.currentWave - 1];
    // Current wave 0: paused before the first wave, which waits for its approval.
    const waiting = step.row.currentWave === 0 || wave?.state === 'waitingForApproval';
    const state = waiting ? 'waitingForApproval' : 'running';
    const pauseReason = step.row.pauseReason;
    if (!(await guarded(step, { state, pauseReason: null, pauseCause: null }))) return false;
    if (wave?.state === 'paused')
      await changeWave(step.db, step.row.id, wave.number, { state: wave.soakUntil === null ? 'running' : 'soaking' });
    if (wave && overrides.length > 0) await addGateOverrides(step.db, step.row.id, wave, overrides);
    await record(step, 'rolloutResumed', [
      ...changesBetween({ rolloutState: 'paused', pauseReason }, { rolloutState: state, pauseReason: null }),
      ...overrideChanges(overrides),
      ...(comment ? [{ field: 'comment', before: null, after: comment }] : []),
    ]);
    return true;
  });
}

/**
 * Stopped for good: no wave starts any more; a wave that had waited for approval counts as done. A
 * draft reached no store: it is discarded (deleted), so its update behaves as without a plan again
 * (a cancelled row would keep the update's Aktiv status from every store for good).
 */
export function cancelRollout(db: Db, rollout: RolloutFacts, now: number, actor: TransitionActor) {
  return transition(db, rollout, now, actor, async (step) => {
    const before = step.row.state;
    if (before === 'draft') {
      if (!(await deleteDraftIfRevision(step.db, step.row.id, step.revision))) return false;
      const plan = planText(step.waves.map((wave) => wave.plan));
      await record(step, 'rolloutDiscarded', [{ field: 'waves', before: plan, after: null }]);
      return true;
    }
    if (!(await guarded(step, { state: 'cancelled', finishedAt: now }))) return false;
    await changeWavesInState(step.db, step.row.id, ['waitingForApproval'], 'done');
    await changeWavesInState(step.db, step.row.id, ['pending', 'running', 'soaking', 'paused'], 'cancelled');
    await record(step, 'rolloutCancelled', changesBetween({ rolloutState: before }, { rolloutState: 'cancelled' }));
    return true;
  });
}

/** Stores as the audit log names them: their count and (the first hundred of) their numbers. */
function storeChanges(labels: readonly string[]) {
  const named = labels.slice(0, 100).join(', ');
  return [
    { field: 'stores', before: null, after: String(labels.length) },
    { field: 'storeList', before: null, after: labels.length > 100 ? `${named} … (+${labels.length - 100})` : named },
  ];
}

export interface StoreSelection {
  storeRowIds: number[];
  /** The stores' numbers, for the audit entry. */
  labels: string[];
  /** The wave rolled back whole, when that was the choice. */
  wave?: number;
}

/** Rolls the stores back (the handler chose them among those the rollout admitted). */
export function rollBack(
  db: Db,
  rollout: RolloutFacts,
  stores: StoreSelection,
  immediately: boolean,
  now: number,
  actor: TransitionActor,
) {
  return transition(db, rollout, now, actor, async (step) => {
    if (!(await guarded(step, {}))) return false;
    await rollBackStores(step.db, step.row.id, stores.storeRowIds, immediately, now);
    const wave = stores.wave === undefined ? [] : [{ field: 'wave', before: null, after: String(stores.wave) }];
    await record(step, 'rolloutRolledBack', [
      ...wave,
      ...storeChanges(stores.labels),
      { field: 'immediately', before: null, after: String(immediately) },
    ]);
    return true;
  });
}

/** Takes rolled-back stores in again: admitted now. */
export function include(db: Db, rollout: RolloutFacts, stores: StoreSelection, now: number, actor: TransitionActor) {
  return transition(db, rollout, now, actor, async (step) => {
    if (!(await guarded(step, {}))) return false;
    await includeStores(step.db, step.row.id, stores.storeRowIds, now);
    await record(step, 'rolloutStoresIncluded', storeChanges(stores.labels));
    return true;
  });
}
