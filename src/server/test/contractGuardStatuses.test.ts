import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ruleOf } from '../accounts/operationRules';
import { contractOperations } from './contract';

// The replies the suite meets are checked against the contract one by one (contractReplies.ts), but
// a status the guard and the validation answer before any handler runs can come from every operation,
// and no test sends every operation every refusal. The statuses they can answer follow from each
// operation's rule (accounts/operationRules.ts, read by guard.ts), so the contract must list
// them for each operation that can meet them.

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The statuses an operation can answer before its handler runs, and why. */
function statusesBeforeHandler(op: ReturnType<typeof contractOperations>[number]): Record<string, string> {
  const rule = ruleOf(op.operationId)!;
  const changes = !safeMethods.has(op.method);
  const statuses: Record<string, string> = {
    '400': 'a query parameter the operation does not list',
  };
  if (rule.auth === 'agent') statuses['401'] = 'no valid signature';
  if (rule.auth === 'none' && changes) statuses['403'] = 'a page of another origin';
  if (rule.auth === 'session') {
    statuses['401'] = 'no session or token';
    statuses['429'] = "past the token's calls per minute";
    if (changes) statuses['403'] = 'a page of another origin, or a reading-only token';
    else if (rule.ownAccount) statuses['403'] = 'a token without USERS_CHANGE';
    else if (rule.rights.length > 0) statuses['403'] = `without ${rule.rights.join(' or ')}`;
    else if (rule.context) statuses['403'] = 'a context the caller does not see';
  }
  if (rule.features?.length) statuses['404'] = `with ${rule.features.join(', ')} switched off`;
  if (op.hasBody) {
    statuses['413'] = 'a body beyond the limit';
    statuses['415'] = 'a body of another media type';
  }
  return statuses;
}

describe('the contract lists what the guard and the validation answer before a handler runs', () => {
  it('for every operation', () => {
    const undeclared = contractOperations().flatMap((op) =>
      Object.entries(statusesBeforeHandler(op))
        .filter(([status]) => !op.statuses.includes(status))
        .map(([status, why]) => `${op.operationId}: ${status} (${why})`),
    );
    assert.deepEqual(undeclared, []);
  });
});
