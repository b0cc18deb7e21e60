import type { Handlers } from '../../platform/types';

// Placeholder of the base commit: the webhooks helper replaces it.
const notYet = (): never => {
  throw new Error('not built yet');
};

export const webhookHandlers = {
  getWebhooks: notYet,
  saveWebhook: notYet,
  deleteWebhook: notYet,
  getWebhookDeliveries: notYet,
  resendWebhookDelivery: notYet,
} satisfies Partial<Handlers>;
