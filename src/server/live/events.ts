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

/**
 * More changes of one context's registers and store servers within one window than this are sent
 * as one `reload` of that context: the browsers read their pages again, which costs less than that
 * many events (a fleet back from an outage; 2,000 changes a second stay events). Counted per
 * instance, by the changes it took itself. The trees read again at most once a minute on a reload
 * too (the SPA's throttle), as often as they polled before the stream.
 */
export const massChanges = 5000;

const isTarget = (change: LiveChange) => change.event.kind === 'cashpoint' || change.event.kind === 'storeAgent';

/** The window's changes, those of a context with more than `massChanges` target changes folded into one `reload`. */
export function folded(changes: LiveChange[]): LiveChange[] {
  const perContext = new Map<number, number>();
  for (const change of changes)
    if (isTarget(change)) perContext.set(change.contextId, (perContext.get(change.contextId) ?? 0) + 1);
  const mass = new Set([...perContext].filter(([, count]) => count > massChanges).map(([contextId]) => contextId));
  if (mass.size === 0) return changes;
  return [
    ...changes.filter((change) => !(mass.has(change.contextId) && isTarget(change))),
    ...[...mass].map((contextId): LiveChange => ({ contextId, event: { kind: 'reload', contextId: '' } })),
  ];
}
