// The webhooks area: a context's event webhook subscriptions and their delivery log.
import { webhooksApi } from './endpoints.gen';

// One tag for subscriptions and deliveries: a subscription shows its last delivery's state, a
// deleted one takes its deliveries along, and a resend adds a pending delivery to the log.
const webhooks = webhooksApi.enhanceEndpoints({
  addTagTypes: ['webhooks'],
  endpoints: {
    getWebhooks: { providesTags: ['webhooks'] },
    getWebhookDeliveries: { providesTags: ['webhooks'], keepUnusedDataFor: 0 },
    saveWebhook: { invalidatesTags: ['webhooks'] },
    deleteWebhook: { invalidatesTags: ['webhooks'] },
    resendWebhookDelivery: { invalidatesTags: ['webhooks'] },
  },
});
export const {
  useGetWebhooksQuery,
  useGetWebhookDeliveriesQuery,
  useSaveWebhookMutation,
  useDeleteWebhookMutation,
  useResendWebhookDeliveryMutation,
} = webhooks;
export type {
  WebhookSubscription,
  WebhookForm,
  WebhookDelivery,
  WebhookEventType,
  WebhookDeliveryState,
} from './endpoints.gen';
