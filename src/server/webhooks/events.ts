import type { components } from '../../shared/generated/contract';
import { isoTime, newUid } from '../platform/ids';
import { insertDeliveries, type NewDelivery } from './repository/deliveries';
import { contextsSubscribedTo, subscribersOf, type DbHandle } from './repository/subscriptions';

// Recording an event is queueing it: one delivery per enabled subscription of the event's context
// that takes its type, written in the transaction of the change it tells of (an outbox), so an
// event is sent exactly when its change committed. The job (./sender.ts) sends them later.

export type WebhookEvent = components['schemas']['WebhookEvent'];
export type WebhookEventType = components['schemas']['WebhookEventType'];

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** What the capability that made the change knows of it: the event without its id, time and context. */
export type NewWebhookEvent = DistributiveOmit<WebhookEvent, 'id' | 'occurredAt' | 'contextId'>;

/** The context an event belongs to: its row id and its key (the payload's `contextId`). */
export interface EventContext {
  id: number;
  key: string;
}

/** The event as it is sent: a fresh id, its type, the time, the context's key, then what happened. */
function completed(context: EventContext, event: NewWebhookEvent, now: number): WebhookEvent {
  const { type, ...what } = event;
  return { id: newUid(), type, occurredAt: isoTime(now)!, contextId: context.key, ...what } as WebhookEvent;
}

/**
 * Records several events (of any contexts and types) in the caller's transaction: one read of the
 * subscriptions that take any of them, then the deliveries in as few inserts as allowed.
 */
export async function recordEvents(
  db: DbHandle,
  events: { context: EventContext; event: NewWebhookEvent }[],
  now: number,
): Promise<void> {
  if (events.length === 0) return;
  const contextIds = [...new Set(events.map((e) => e.context.id))];
  const types = [...new Set(events.map((e) => e.event.type))];
  const subscribers = await subscribersOf(db, contextIds, types);
  if (subscribers.length === 0) return;
  const taking = subscribers.map((s) => ({ ...s, events: new Set(JSON.parse(s.events) as string[]) }));
  const deliveries: NewDelivery[] = [];
  for (const { context, event } of events) {
    const receivers = taking.filter((s) => s.contextId === context.id && s.events.has(event.type));
    if (receivers.length === 0) continue;
    // One event, one id and one body, whichever subscriptions receive it.
    const full = completed(context, event, now);
    const payload = JSON.stringify(full);
    for (const s of receivers)
      deliveries.push({
        subscriptionId: s.id,
        contextId: context.id,
        eventId: full.id,
        eventType: event.type,
        payload,
      });
  }
  await insertDeliveries(db, deliveries, now);
}

/**
 * Records one event of `context` in the caller's transaction (`db`): a delivery per enabled
 * subscription of the context that takes the event's type, pending and due `now`. Without such a
 * subscription it writes nothing.
 */
export function recordEvent(db: DbHandle, context: EventContext, event: NewWebhookEvent, now: number): Promise<void> {
  return recordEvents(db, [{ context, event }], now);
}

/**
 * The contexts that have an enabled subscription to one of these types: a change of many objects at
 * once (the alert checks) builds its events only for those.
 */
export function contextsListeningTo(db: DbHandle, types: WebhookEventType[]): Promise<Set<number>> {
  return contextsSubscribedTo(db, types);
}
