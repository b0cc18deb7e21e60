import type { components } from '../../shared/generated/contract';

export type LiveEvent = components['schemas']['LiveEvent'];
export type LiveKind = LiveEvent['kind'];

/** A change to tell the context's streams of: the context's row id (who may see it) and the event as sent. */
export interface LiveChange {
  contextId: number;
  event: LiveEvent;
}

/** What an event is about: events of one object within the coalescing window become one. */
export const objectOf = (event: LiveEvent): string => `${event.kind}:${event.uid ?? ''}`;

/** The kind of an event from its object ('cashpoint:ab12' → 'cashpoint'). */
export const kindOfObject = (object: string): string => object.slice(0, object.indexOf(':'));

/** Two events of one object as one: the later one's fields win, the changed fields add up. */
export function merged(earlier: LiveEvent, later: LiveEvent): LiveEvent {
  const changes = earlier.changes || later.changes ? { ...earlier.changes, ...later.changes } : undefined;
  return { ...earlier, ...later, ...(changes ? { changes } : {}) };
}
