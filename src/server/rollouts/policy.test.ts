import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Principal } from '../accounts';
import { mayApprove, stateRefusal } from './policy';

// Who may approve (the right, not the author, a wave waiting) and which states allow which action.

const principal = (id: number, rights: string[]) => ({ user: { id }, rights }) as unknown as Principal;

describe('the rollout policy', () => {
  it('lets approve only a holder of ROLLOUTS_APPROVE who is not the author, while a wave waits', () => {
    const waiting = { authorId: 1, state: 'waitingForApproval' as const };
    assert.equal(mayApprove(principal(2, ['ROLLOUTS_APPROVE']), waiting), true);
    assert.equal(mayApprove(principal(1, ['ROLLOUTS_APPROVE']), waiting), false);
    assert.equal(mayApprove(principal(2, ['UPDATES_CHANGE']), waiting), false);
    assert.equal(mayApprove(principal(2, ['ROLLOUTS_APPROVE']), { ...waiting, state: 'running' }), false);
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
