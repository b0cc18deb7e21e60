import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { completeNotifyPolicy, defaultNotifyPolicy, massOutageThreshold, notifyLimits } from '../alerts/alertSeverity';
import { notifyPolicyProblems } from './alertNotify';

// The severities', reminders' and mass outage's numbers (issue 33) as the settings section and the
// server check them, against openapi.yaml; the defaults; and when a mass outage begins.

type Node = Record<string, Record<string, unknown>>;
const schemas = (
  parse(readFileSync(path.join(__dirname, '../../../openapi.yaml'), 'utf8')) as {
    components: { schemas: Record<string, { properties: Node }> };
  }
).components.schemas;

describe('the notify limits in src/shared and in openapi.yaml', () => {
  it('agree', () => {
    const reminder = schemas.AlertReminderPolicy!.properties;
    const mass = schemas.AlertNotifyPolicy!.properties.massOutage!.properties as Node;
    const range = (node: Record<string, unknown>) => ({ min: node.minimum, max: node.maximum });
    expect(range(reminder.repeatMinutes!)).toEqual(notifyLimits.repeatMinutes);
    expect(range(reminder.escalateAfterMinutes!)).toEqual(notifyLimits.escalateAfterMinutes);
    expect(range(mass.sharePercent!)).toEqual(notifyLimits.sharePercent);
    expect(range(mass.minStores!)).toEqual(notifyLimits.minStores);
  });
});

describe('the notify policy', () => {
  it('makes store down and stopped services critical by default, with no reminders', () => {
    const policy = defaultNotifyPolicy();
    expect(policy.severities.storeDown).toBe('critical');
    expect(policy.severities.serviceStopped).toBe('critical');
    expect(policy.severities.cashpointOffline).toBe('warning');
    expect(policy.reminders.critical).toEqual({ repeatMinutes: null, escalateAfterMinutes: null });
    expect(notifyPolicyProblems(policy)).toEqual([]);
  });

  it('completes a stored policy that lacks parts with the defaults', () => {
    const stored = { severities: { storeDown: 'info' }, massOutage: { sharePercent: 20 } } as never;
    const policy = completeNotifyPolicy(stored);
    expect(policy.severities.storeDown).toBe('info');
    expect(policy.severities.serviceStopped).toBe('critical');
    expect(policy.massOutage).toEqual({ enabled: true, sharePercent: 20, minStores: 5 });
  });

  it('begins a mass outage above the share, and never below the minimum of stores', () => {
    const policy = defaultNotifyPolicy().massOutage;
    expect(massOutageThreshold(policy, 200)).toBe(21);
    expect(massOutageThreshold(policy, 1270)).toBe(128);
    expect(massOutageThreshold(policy, 30)).toBe(5);
    expect(massOutageThreshold(policy, 0)).toBe(5);
  });
});
