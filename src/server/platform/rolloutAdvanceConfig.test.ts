import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig } from './config';

// The rollouts' job moves waves on and pauses them on a failing gate: every 10 seconds unless told otherwise
// (the page 'Rollouts' shows a step within 15 s).
describe('ROLLOUT_ADVANCE_SECONDS', () => {
  it('is 10 seconds by default and takes 1 to 3600', () => {
    assert.equal(loadConfig({}).rolloutAdvanceSeconds, 10);
    assert.equal(loadConfig({ ROLLOUT_ADVANCE_SECONDS: '1' }).rolloutAdvanceSeconds, 1);
    assert.equal(loadConfig({ ROLLOUT_ADVANCE_SECONDS: '3600' }).rolloutAdvanceSeconds, 3600);
  });

  it('refuses anything else at start', () => {
    assert.throws(
      () => loadConfig({ ROLLOUT_ADVANCE_SECONDS: '3601' }),
      /ROLLOUT_ADVANCE_SECONDS must be between 1 and 3600/,
    );
    assert.throws(
      () => loadConfig({ ROLLOUT_ADVANCE_SECONDS: '0' }),
      /ROLLOUT_ADVANCE_SECONDS must be a positive integer/,
    );
  });
});
