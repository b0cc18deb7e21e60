import type { components } from '../../shared/generated/contract';
import { webhookEventLabels } from '../../shared/texts/webhookMessages';
import type { AuditValues } from '../audit';
import { isoTime } from '../platform/ids';
import { carriesSecret, maskedWebhookUrl } from '../../shared/validation/webhookUrlMask';
import type { DeliveryLogRow } from './repository/deliveries';
import type { SubscriptionListRow, SubscriptionValues } from './repository/subscriptions';
import type { WebhookEvent, WebhookEventType } from './events';

// Subscriptions and deliveries as the contract shows them, and a subscription as the audit log
// compares it. The secret is never part of a reply; the audit log only notes that it changed. An
// address that carries a secret (Slack's, Teams') is shown masked everywhere (shared/validation/webhookUrlMask.ts).

type WebhookSubscription = components['schemas']['WebhookSubscription'];
type WebhookDelivery = components['schemas']['WebhookDelivery'];

export function subscriptionJson(row: SubscriptionListRow): WebhookSubscription {
  return {
    uid: row.uid,
    url: maskedWebhookUrl(row.url)!,
    events: JSON.parse(row.events) as WebhookEventType[],
    enabled: row.enabled === 1,
    secretSet: row.secret !== '',
    createdAt: isoTime(row.createdAt)!,
    lastDelivery: row.lastDelivery,
  };
}

export function deliveryJson(row: DeliveryLogRow): WebhookDelivery {
  return {
    uid: row.uid,
    webhookUid: row.webhookUid,
    url: maskedWebhookUrl(row.url)!,
    eventId: row.eventId,
    eventType: row.eventType as WebhookEventType,
    state: row.state,
    attempts: row.attempts,
    createdAt: isoTime(row.createdAt)!,
    lastAttemptAt: isoTime(row.lastAttemptAt),
    nextAttemptAt: isoTime(row.nextAttemptAt),
    detail: row.detail,
    payload: JSON.parse(row.payload) as WebhookEvent,
  };
}

/** The field whose value the audit entry must never show. */
export const secretFields = ['webhookSecret', 'webhookUrlSecret'] as const;

/** A subscription's values as the audit log compares them; the event types in German. */
export function subscriptionAuditValues(values: SubscriptionValues | undefined): AuditValues {
  if (!values) return {};
  return {
    // Masked when its path or query carries a secret; the hidden field notes a change of that part.
    webhookUrl: maskedWebhookUrl(values.url),
    webhookUrlSecret: carriesSecret(values.url) ? values.url : null,
    webhookEvents: values.events.map((type) => webhookEventLabels[type as WebhookEventType] ?? type).join(', '),
    webhookEnabled: String(values.enabled),
    webhookSecret: values.secret,
  };
}
