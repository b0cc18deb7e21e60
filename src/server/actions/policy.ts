import { actionCatalogue, type ActionKind } from '../../shared/actions/catalogue';
import { hasRights } from '../../shared/rights';
import { actionTexts } from '../../shared/texts/de/actions';
import type { Principal } from '../platform/principal';

// Who may: beyond the operation's right (ACTIONS_RUN, or ACTIONS_RISKY to approve), a risky kind
// needs ACTIONS_RISKY to be requested or retried, and four eyes compare persons: a service account
// stands for its owner (as for rollouts), so nobody approves their own request through an account.

const m = actionTexts.actionMessages;

/** Why the principal may not request (or retry) an action of this kind (403), or null. */
export function requestRefusal(principal: Principal, kind: ActionKind): string | null {
  return actionCatalogue[kind].risky && !hasRights(principal.rights, ['ACTIONS_RISKY']) ? m.riskyRight : null;
}

/** The person a principal stands for: itself, or a service account's owner (null: none). */
export const personOf = (principal: Principal): number | null =>
  principal.user.kind === 'service' ? principal.user.ownerUserId : principal.user.id;

/**
 * Why the principal may not approve a request whose requester stands for `requesterPerson` (403),
 * or null. `requesterAccount` is the requesting account's id.
 */
export function approvalRefusal(
  principal: Principal,
  requester: { account: number | null; person: number | null },
): string | null {
  const person = personOf(principal);
  if (person === null) return m.approveNoOwner;
  if (requester.account === principal.user.id || requester.person === person) return m.approveOwn;
  return null;
}

/** Whether the principal may approve the request now: it waits, the right is held, another person. */
export function mayApprove(
  principal: Principal,
  request: { state: string },
  requester: { account: number | null; person: number | null },
): boolean {
  return (
    request.state === 'waitingForApproval' &&
    hasRights(principal.rights, ['ACTIONS_RISKY']) &&
    approvalRefusal(principal, requester) === null
  );
}
