import { alertKindNames } from '../../alerts/alertKinds';
import { alertNotifyAuditFields } from './alertNotify';
import { alertIntegrationAuditFields } from './alertIntegrations';

/**
 * The audit log's field names of an alert's acknowledgement and of a context's alert settings (one
 * field per rule, then the quiet hours, recipients, webhook, and the parts of issue 33).
 */
export const alertAuditFields = {
  state: 'Zustand',
  ...alertKindNames,
  quietHours: 'Ruhezeiten',
  recipients: 'E-Mail-Empfänger',
  webhookUrl: 'Webhook-URL',
  webhookSecret: 'Webhook-Secret',
  ...alertNotifyAuditFields,
  ...alertIntegrationAuditFields,
} as const;
