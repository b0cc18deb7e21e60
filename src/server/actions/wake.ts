import type { Db } from '../platform/db/connection';

// Targets became deliverable (a request queued, approved or retried): the agents' held calls
// (`wait=25`) want to hear it at once. The request side announces after its commit; the agent side
// listens, and on several instances passes the word on (PostgreSQL NOTIFY) to the others' listeners.

export interface ActionsQueued {
  contextId: number;
  requestId: number;
}
type Listener = (event: ActionsQueued) => void;

/** Per database (each test server has its own). */
const listeners = new WeakMap<Db, Set<Listener>>();

/** Calls `listener` on every announcement for this database; returns the way to stop. */
export function onActionsQueued(db: Db, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Tells the listeners that targets of a request may be handed out now (after the commit). */
export function announceActionsQueued(db: Db, event: ActionsQueued): void {
  for (const listener of listeners.get(db) ?? []) listener(event);
}
