import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig } from './config';

// Another instance takes over the jobs within a minute only if it tries at least twice a minute.
describe('JOBS_RETRY_SECONDS', () => {
  it('accepts 1 to 30 seconds', () => {
    assert.equal(loadConfig({}).jobsRetrySeconds, 15);
    assert.equal(loadConfig({ JOBS_RETRY_SECONDS: '30' }).jobsRetrySeconds, 30);
  });

  it('refuses more than 30 seconds at start', () => {
    assert.throws(() => loadConfig({ JOBS_RETRY_SECONDS: '31' }), /JOBS_RETRY_SECONDS must be 30 or less, got "31"/);
  });
});
