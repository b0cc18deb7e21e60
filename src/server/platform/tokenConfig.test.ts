import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig } from './config';

// API tokens: how long one may be valid at most, and how many calls a minute each may make.
describe('TOKEN_MAX_DAYS and TOKEN_RATE_LIMIT', () => {
  it('are 365 days and 600 calls a minute by default, and take any positive whole number', () => {
    const defaults = loadConfig({});
    assert.equal(defaults.tokenMaxDays, 365);
    assert.equal(defaults.tokenRateLimit, 600);
    const set = loadConfig({ TOKEN_MAX_DAYS: '30', TOKEN_RATE_LIMIT: '5' });
    assert.equal(set.tokenMaxDays, 30);
    assert.equal(set.tokenRateLimit, 5);
  });

  it('refuses anything else at start', () => {
    for (const value of ['0', '-1', '1.5', 'viel']) {
      assert.throws(() => loadConfig({ TOKEN_MAX_DAYS: value }), /TOKEN_MAX_DAYS must be a positive integer/);
      assert.throws(() => loadConfig({ TOKEN_RATE_LIMIT: value }), /TOKEN_RATE_LIMIT must be a positive integer/);
    }
  });
});
