import type { Generated } from 'kysely';

// The tables of programs as users (migration 0014): API tokens and event webhooks. Service accounts
// are rows of `users` (kind 'service'), in schema.ts.

/** A token of a user or service account; only its keyed hash is kept. See migration 0014. */
export interface ApiTokensTable {
  id: Generated<number>;
  uid: string;
  holderUserId: number;
  /** The login of who created it. */
  createdBy: string | null;
  name: string;
  /** `kk_` and 8 characters: the token's visible start, unique, by which a call finds its row. */
  prefix: string;
  hash: string;
  /** JSON array of rights. */
  rights: string;
  /** JSON array of context ids; null: every context the holder sees. */
  contextIds: string | null;
  readOnly: number;
  expiresAt: number | null;
  createdAt: number;
  revokedAt: number | null;
  lastUsedAt: number | null;
  lastUsedAddress: string | null;
  lastUsedClient: string | null;
  /** The last expiry reminder sent: 14, then 3 (days before); null before the first. */
  remindedDays: number | null;
}

export interface WebhookSubscriptionsTable {
  id: Generated<number>;
  uid: string;
  contextId: number;
  url: string;
  secret: string;
  /** JSON array of event types. */
  events: string;
  enabled: number;
  createdAt: number;
}

export type WebhookDeliveryStateValue = 'pending' | 'delivered' | 'failed';

/** The outbox of event webhooks: one row per event and subscription. */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  uid: string;
  subscriptionId: number;
  contextId: number;
  eventId: string;
  eventType: string;
  /** The event's JSON as it is sent. */
  payload: string;
  state: WebhookDeliveryStateValue;
  attempts: Generated<number>;
  nextAttemptAt: number | null;
  claimedUntil: number | null;
  lastAttemptAt: number | null;
  detail: string | null;
  createdAt: number;
}
