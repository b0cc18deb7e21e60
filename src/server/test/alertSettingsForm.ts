import { defaultAlertRules } from '../../shared/alerts/alertThresholds';

// A valid alert settings form and a variant of it, for the settings tests.

export const secret = 'ein-sehr-geheimes-webhook-secret';

export function settingsForm(over: Record<string, unknown> = {}) {
  return {
    contextId: 'NORDMARKT',
    // Every kind's default rule (a kind the catalogue gains is sent too), these changed.
    rules: {
      ...defaultAlertRules(),
      storeDown: { enabled: true, minutes: 10 },
      cashpointOffline: { enabled: true, minutes: 15 },
      installFailed: { enabled: false },
      dayCloseMissing: { enabled: true, time: '07:30' },
      serviceStopped: { enabled: true },
    },
    quietHours: { enabled: true, from: '22:00', to: '06:00', days: [0, 6], timeZone: 'Europe/Berlin' },
    recipients: ['leitstand@nordmarkt.example', 'it@nordmarkt.example'],
    webhookUrl: 'https://hooks.nordmarkt.example/alarme',
    webhookSecret: secret,
    ...over,
  };
}
