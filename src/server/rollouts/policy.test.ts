import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mayApprove, stateRefusal } from './policy';
import type { Principal } from '../platform/principal';

// Who may approve (the right, not the author, a wave waiting) and which states allow which action.

const principal = (id: number, rights: string[], service?: { owner: number | null }) =>
  ({
    user: { id, kind: service ? 'service' : 'person', ownerUserId: service ? service.owner : null },
    rights,
  }) as unknown as Principal;

describe('the rollout policy', () => {
  it('lets approve only a holder of ROLLOUTS_APPROVE who is not the author, while a wave waits', () => {
    const waiting = { authorId: 1, authorPersonId: 1, state: 'waitingForApproval' as const };
    assert.equal(mayApprove(principal(2, ['ROLLOUTS_APPROVE']), waiting), true);
    assert.equal(mayApprove(principal(1, ['ROLLOUTS_APPROVE']), waiting), false);
    assert.equal(mayApprove(principal(2, ['UPDATES_CHANGE']), waiting), false);
    assert.equal(mayApprove(principal(2, ['ROLLOUTS_APPROVE']), { ...waiting, state: 'running' }), false);
  });

  it('counts a service account as its owner, and one without an owner as nobody who may approve', () => {
    const approve = ['ROLLOUTS_APPROVE'];
    const byPerson = { authorId: 1, authorPersonId: 1, state: 'waitingForApproval' as const };
    assert.equal(mayApprove(principal(7, approve, { owner: 1 }), byPerson), false, "the author's own account");
    assert.equal(mayApprove(principal(7, approve, { owner: 2 }), byPerson), true, "another person's account");
    assert.equal(mayApprove(principal(7, approve, { owner: null }), byPerson), false, 'an account without owner');
    const byAccount = { authorId: 7, authorPersonId: 1, state: 'waitingForApproval' as const };
    assert.equal(mayApprove(principal(1, approve), byAccount), false, "the account's owner");
    assert.equal(mayApprove(principal(2, approve), byAccount), true);
    assert.equal(mayApprove(principal(8, approve, { owner: 1 }), byAccount), false, "the owner's other account");
  });

  it('allows each action only in its states, saying why otherwise', () => {
    assert.equal(stateRefusal('start', 'draft'), null);
    assert.match(stateRefusal('start', 'running')!, /Entwurf/);
    assert.equal(stateRefusal('pause', 'waitingForApproval'), null);
    assert.match(stateRefusal('pause', 'paused')!, /angehalten/);
    assert.equal(stateRefusal('rollback', 'finished'), null);
    assert.match(stateRefusal('rollback', 'draft')!, /nichts zurückzurollen/);
    assert.match(stateRefusal('cancel', 'cancelled')!, /bereits/);
  });
});
