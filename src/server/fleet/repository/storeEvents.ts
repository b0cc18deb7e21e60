import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { recordEvent, type EventContext } from '../../webhooks';

// A store's events for the event webhooks (StoreEvent): created (by an operator, or by the first
// heartbeat of an agent of an unknown store) and deleted. Recorded in the transaction of the change.

interface StoreFacts {
  uid: string;
  storeId: string;
  /** An empty name counts as none. */
  name: string | null;
}

export function recordStoreEvent(
  db: Kysely<Database>,
  context: EventContext,
  type: 'storeCreated' | 'storeDeleted',
  store: StoreFacts,
  now: number,
): Promise<void> {
  const { uid, storeId, name } = store;
  return recordEvent({ kysely: db }, context, { type, store: { uid, storeId, name: name || null } }, now);
}
