import type { Generated } from 'kysely';

// The tables of alerts (migration 0009), apart from the fleet's and the accounts' in schema.ts,
// which assembles them all into `Database`.

/** A context's alert settings (db/alerts.ts): JSON of rules, quiet hours, recipients, webhook URL. */
export interface AlertSettingsTable {
  contextId: number;
  settings: string;
  webhookSecret: string | null;
  updatedAt: number;
}

export type AlertState = 'open' | 'acknowledged' | 'closed';

/** One alert; at most one not closed per context, kind and subject. */
export interface AlertsTable {
  id: Generated<number>;
  uid: string;
  contextId: number;
  kind: string;
  subject: string;
  state: AlertState;
  storeUid: string | null;
  storeId: string | null;
  storeName: string | null;
  posId: string | null;
  cashpointUid: string | null;
  detail: string | null;
  openedAt: number;
  updatedAt: number;
  closedAt: number | null;
  acknowledgedBy: string | null;
  acknowledgedAt: number | null;
  comment: string | null;
  /** Who took it over ('Übernehmen', migration 0020), by name, and when. */
  assigneeName: string | null;
  assignedAt: number | null;
  /** 1: opened while its kind and subject flapped ('flattert', migration 0027). */
  flapping: Generated<number>;
  /** 'Stummgeschaltet' until then (migration 0028), by whom, when and why; null: not snoozed. */
  snoozedUntil: number | null;
  snoozedBy: string | null;
  snoozedAt: number | null;
  snoozeComment: string | null;
}

/** A notification: an alert's opening or closing (once), reminder (re-armed while open) or escalation (once), by mail or webhook. */
export interface AlertNotificationsTable {
  id: Generated<number>;
  alertId: number;
  event: 'opened' | 'closed' | 'reminder' | 'escalated';
  channel: 'mail' | 'webhook';
  state: 'pending' | 'sent' | 'failed' | 'dropped';
  attempts: Generated<number>;
  nextAttemptAt: number;
  createdAt: number;
  sentAt: number | null;
  lastError: string | null;
}

/** Every try to deliver a notification, with what came back. */
export interface AlertDeliveryAttemptsTable {
  id: Generated<number>;
  notificationId: number;
  at: number;
  ok: number;
  detail: string | null;
}

/** When each kind's checks last ran (migration 0017): an alert not closed was last found then. */
export interface AlertCheckRunsTable {
  kind: string;
  at: number;
  /** The kind's first run on this database (migration 0026); null: before that migration. */
  firstAt: number | null;
}
