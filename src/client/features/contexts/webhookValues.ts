import * as yup from 'yup';
import type { WebhookEventType, WebhookForm, WebhookSubscription } from '../../api/webhooks';
import { webhookUrlProblem } from '../../../shared/validation/alertSettings';
import { textProblem } from '../../../shared/validation/textRule';
import { apiAccessTexts } from '../../../shared/texts/de/apiAccess';
import { messageTexts } from '../../../shared/texts/de/messages';

const t = apiAccessTexts.webhooks;

/** Every event type, in the contract's order (the form's and the filter's). */
export const webhookEventTypes = Object.keys(t.eventNames) as WebhookEventType[];

export const eventName = (type: WebhookEventType): string => t.eventNames[type] ?? type;

/** A subscription's form values; an empty secret keeps the stored one (when there is one). */
export interface WebhookValues {
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  secret: string;
}

export const newWebhookValues: WebhookValues = { url: '', events: [], enabled: true, secret: '' };

export function webhookValuesOf(subscription: WebhookSubscription): WebhookValues {
  return { url: subscription.url, events: subscription.events, enabled: subscription.enabled, secret: '' };
}

export function webhookFormOf(values: WebhookValues, contextId: string, uid: string | undefined): WebhookForm {
  const secret = values.secret.trim();
  return {
    contextId,
    uid: uid ?? null,
    url: values.url.trim(),
    // In the contract's order, whatever order they were ticked in.
    events: webhookEventTypes.filter((type) => values.events.includes(type)),
    enabled: values.enabled,
    ...(secret ? { secret } : {}),
  };
}

// The contract's limits (WebhookForm); the URL as the alert webhook's (http(s), no credentials).
const secretLimits = { minLength: 16, maxLength: 200 } as const;

const check = (problemOf: (value: string) => string | undefined) => ({
  name: 'check',
  test(value: string | undefined, context: yup.TestContext) {
    const problem = problemOf((value ?? '').trim());
    return problem === undefined || context.createError({ message: problem });
  },
});

/** A new subscription needs a secret; an existing one keeps its own when the field stays empty. */
export const webhookSchema = (isNew: boolean) =>
  yup.object({
    url: yup.string().test(check((url) => (url ? webhookUrlProblem(url) : messageTexts.fields.required(t.fields.url)))),
    events: yup.array().min(1, t.eventsRequired),
    secret: yup.string().test(
      check((secret) => {
        if (!secret) return isNew ? t.secretRequired : undefined;
        return textProblem({ label: t.fields.secret, ...secretLimits }, secret);
      }),
    ),
  });
