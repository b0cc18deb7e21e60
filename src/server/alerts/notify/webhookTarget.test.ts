import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { webhookTarget } from './webhookTarget';
import { defaultAlertSettings } from '../settings';

// The escalation list's webhook borrows the alert webhook's format and secret only on its host:
// a Slack alert webhook and a second Slack channel for escalations; anything elsewhere gets the
// console's JSON, unsigned, so the context's secret never signs for a stranger.

const slack = 'https://hooks.slack.com/services/T000/B000/alerts';
function settingsWith(escalationUrl: string | null) {
  const base = defaultAlertSettings();
  return {
    ...base,
    webhookUrl: slack,
    webhookFormat: 'slack' as const,
    webhookSecret: 'geheim',
    notify: { ...base.notify, escalation: { recipients: [], webhookUrl: escalationUrl } },
  };
}

describe('webhook targets', () => {
  it('sends openings, closings and reminders to the alert webhook in its format, signed', () => {
    assert.deepEqual(webhookTarget(settingsWith(null), false), { url: slack, format: 'slack', secret: 'geheim' });
  });

  it('sends an escalation on the same host in the same format and signed', () => {
    const url = 'https://hooks.slack.com/services/T000/B999/leitung';
    assert.deepEqual(webhookTarget(settingsWith(url), true), { url, format: 'slack', secret: 'geheim' });
  });

  it('sends an escalation to another host as the console JSON, unsigned', () => {
    const url = 'https://leitstand.example/alarme';
    assert.deepEqual(webhookTarget(settingsWith(url), true), { url, format: 'signedJson', secret: null });
  });

  it('has no target without an address', () => {
    assert.equal(webhookTarget(settingsWith(null), true), null);
  });
});
