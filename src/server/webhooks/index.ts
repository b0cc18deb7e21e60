// Event webhooks: a context's subscriptions, the outbox of their deliveries and its sender. Other
// capabilities record their events here, in the transaction of the change (`recordEvent`).

export {
  type EventContext,
  type NewWebhookEvent,
  type WebhookEventType,
  contextsListeningTo,
  recordEvent,
  recordEvents,
} from './events';
export { sendWebhookDeliveries, webhookSender } from './sender';
export { deleteOldDeliveries } from './retention';
