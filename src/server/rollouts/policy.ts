import { hasRights } from '../../shared/rights';
import { rolloutRefusals as m } from '../../shared/texts/rolloutMessages';
import type { RolloutState } from './model';
import type { Principal } from '../platform/principal';

// What a user may do with a rollout in its state. The guard has checked the right the operation
// needs (UPDATES_CHANGE, or ROLLOUTS_APPROVE to approve); here: the state, and that nobody approves
// a plan of their own.

export type RolloutAction = 'start' | 'approve' | 'pause' | 'resume' | 'cancel' | 'rollback' | 'include';

/** The states each action is allowed in, and the German reason (409) when it is not. */
const allowed: Record<RolloutAction, { states: readonly RolloutState[]; refusal: string }> = {
  start: { states: ['draft'], refusal: m.startNotDraft },
  approve: { states: ['waitingForApproval'], refusal: m.approveNotWaiting },
  pause: { states: ['running', 'waitingForApproval'], refusal: m.pauseNotRunning },
  resume: { states: ['paused'], refusal: m.resumeNotPaused },
  cancel: { states: ['draft', 'running', 'waitingForApproval', 'paused'], refusal: m.cancelEnded },
  // A finished or cancelled rollout's stores keep the update; they may still be rolled back.
  rollback: {
    states: ['running', 'waitingForApproval', 'paused', 'finished', 'cancelled'],
    refusal: m.rollbackNothingStarted,
  },
  include: { states: ['running', 'waitingForApproval', 'paused', 'finished'], refusal: m.includeNotOpen },
};

/** Why the action is refused in this state (409), or null when it is allowed. */
export function stateRefusal(action: RolloutAction, state: RolloutState): string | null {
  const rule = allowed[action];
  return rule.states.includes(state) ? null : rule.refusal;
}

/**
 * The person a principal stands for: a person itself, a service account its owner (null: a service
 * account without an owner stands for nobody). The four-eyes rule compares persons, so a person never
 * approves their own plan through a service account they own, nor a plan their service account wrote.
 */
export const personOf = (principal: Principal): number | null =>
  principal.user.kind === 'service' ? principal.user.ownerUserId : principal.user.id;

/** The plan's author, as an account and as the person it stands for (`RolloutRow.authorPersonId`). */
export interface PlanAuthor {
  authorId: number | null;
  authorPersonId: number | null;
}

/** Why the principal may not approve the plan (403), or null: not its author's person, and a person at all. */
export function approvalRefusal(principal: Principal, rollout: PlanAuthor): string | null {
  const person = personOf(principal);
  if (person === null) return m.approveNoOwner;
  // An author account deleted since (a service account removed after writing the plan): the person
  // behind it cannot be compared any more, so nobody approves on the four-eyes rule's blind side.
  if (rollout.authorId !== null && rollout.authorPersonId === null) return m.approveAuthorGone;
  if (rollout.authorId === principal.user.id || rollout.authorPersonId === person) return m.approveOwnPlan;
  return null;
}

/** Whether the user may approve the waiting wave now: holds the right, is not the author, and one waits. */
export function mayApprove(principal: Principal, rollout: PlanAuthor & { state: RolloutState }): boolean {
  return (
    rollout.state === 'waitingForApproval' &&
    hasRights(principal.rights, ['ROLLOUTS_APPROVE']) &&
    approvalRefusal(principal, rollout) === null
  );
}
