import { webhookEventLabels, webhookMessages } from '../../../shared/texts/webhookMessages';
import { audited, changesBetween } from '../../audit';
import { locksRows } from '../../platform/db/transaction';
import { badRequest, notFound } from '../../platform/http/replies';
import { contextOf, type Handlers } from '../../platform/types';
import type { WebhookEventType } from '../events';
import { deliveryPage, findDelivery, insertDeliveries } from '../repository/deliveries';
import {
  countSubscriptions,
  deleteSubscription,
  findSubscription,
  insertSubscription,
  subscriptionsOfContext,
  updateSubscription,
  type SubscriptionValues,
} from '../repository/subscriptions';
import { maxSubscriptionsPerContext, webhookFormProblems } from '../validation';
import { isEditedMask, maskedWebhookUrl, webhookUrlFromForm } from '../../../shared/validation/webhookUrlMask';
import { alertIntegrationTexts } from '../../../shared/texts/de/alertIntegrations';
import { deliveryJson, secretFields, subscriptionAuditValues, subscriptionJson } from '../views';

// A context's event webhooks: the subscriptions (the secret is never sent back nor logged; a form
// without one keeps the stored one), the delivery log and 'Erneut senden'. The guard has checked
// CONTEXTS_CHANGE and that the user sees the context; a subscription or delivery of another context
// does not exist for the call (404).

const webhookObject = (subscription: { uid: string; url: string }) => ({
  type: 'webhook' as const,
  id: subscription.uid,
  label: maskedWebhookUrl(subscription.url)!,
});

type SaveOutcome = { uid: string } | { problems: string[] } | 'notFound';

export const webhookHandlers = {
  async getWebhooks(request) {
    const rows = await subscriptionsOfContext(request.server.db, contextOf(request).id);
    return { webhooks: rows.map(subscriptionJson) };
  },

  async saveWebhook(request, reply) {
    const context = contextOf(request);
    const app = request.server;
    const form = request.body;
    const outcome = await audited(request, async (db, record): Promise<SaveOutcome> => {
      const uid = form.uid ?? null;
      // Locked, so a concurrent save waits and its audit entry starts from this one's values.
      const stored = uid === null ? undefined : await findSubscription(db, context.id, uid, locksRows(db));
      if (uid !== null && !stored) return 'notFound';
      // The masked address the list gave, sent back unchanged, keeps the stored one.
      const url = webhookUrlFromForm(form.url.trim(), stored?.url ?? null)!;
      const problems = webhookFormProblems({ ...form, url }, stored, app.config.alertDelivery.allowPrivateWebhooks);
      if (url !== stored?.url && isEditedMask(url)) problems.push(alertIntegrationTexts.alertIntegrations.editedMask);
      if (!stored && (await countSubscriptions(db, context.id)) >= maxSubscriptionsPerContext)
        problems.push(webhookMessages.tooMany(maxSubscriptionsPerContext));
      if (problems.length > 0) return { problems };
      const values: SubscriptionValues = {
        url,
        secret: form.secret ?? stored!.secret,
        events: form.events,
        enabled: form.enabled,
      };
      const before = stored && {
        ...stored,
        events: JSON.parse(stored.events) as string[],
        enabled: stored.enabled === 1,
      };
      const changes = changesBetween(subscriptionAuditValues(before), subscriptionAuditValues(values), secretFields);
      if (stored) {
        await updateSubscription(db, stored.id, values);
        // Saving the form unchanged changes nothing and records nothing.
        if (changes.length > 0)
          record({ action: 'webhookChanged', object: webhookObject({ ...stored, ...values }), changes });
        return { uid: stored.uid };
      }
      const created = await insertSubscription(db, context.id, values, app.now());
      record({ action: 'webhookCreated', object: webhookObject({ uid: created, url: values.url }), changes });
      return { uid: created };
    });
    if (outcome === 'notFound') return notFound(reply);
    if ('problems' in outcome) return badRequest(reply, outcome.problems.join('\n'));
    return outcome;
  },

  async deleteWebhook(request, reply) {
    const context = contextOf(request);
    const deleted = await audited(request, async (db, record) => {
      const stored = await findSubscription(db, context.id, request.params.uid, locksRows(db));
      if (!stored) return false;
      await deleteSubscription(db, stored.id);
      record({ action: 'webhookDeleted', object: webhookObject(stored) });
      return true;
    });
    return deleted ? { ok: true as const } : notFound(reply);
  },

  async getWebhookDeliveries(request) {
    const { webhookUid, page = 1, size = 50 } = request.query;
    const { rows, total } = await deliveryPage(request.server.db, contextOf(request).id, webhookUid, page, size);
    return { deliveries: rows.map(deliveryJson), total };
  },

  // 'Erneut senden' queues a new delivery of the same event (same id and body) beside the old one,
  // rather than resetting it: the log keeps what became of each send, and a send still under way
  // (claimed by the job) is not changed underneath it.
  async resendWebhookDelivery(request, reply) {
    const context = contextOf(request);
    const app = request.server;
    const resent = await audited(request, async (db, record) => {
      const delivery = await findDelivery(db, context.id, request.params.uid);
      if (!delivery) return false;
      const { subscriptionId, eventId, eventType, payload } = delivery;
      await insertDeliveries(db, [{ subscriptionId, contextId: context.id, eventId, eventType, payload }], app.now());
      const type = delivery.eventType as WebhookEventType;
      record({
        action: 'webhookResent',
        object: webhookObject({ uid: delivery.webhookUid, url: delivery.url }),
        changes: [
          { field: 'webhookEvent', before: null, after: webhookEventLabels[type] ?? type },
          { field: 'webhookEventId', before: null, after: delivery.eventId },
        ],
      });
      return true;
    });
    return resent ? { ok: true as const } : notFound(reply);
  },
} satisfies Partial<Handlers>;
