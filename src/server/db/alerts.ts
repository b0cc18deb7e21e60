import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../platform/db/connection';

/**
 * Alerts and their notifications.
 * - `alert_settings`: one row per context that saved its settings (JSON of rules, quiet hours,
 *   recipients and webhook URL); the webhook secret in a column of its own, never sent back.
 * - `alerts`: one row per alert. `subject` names what it is about within its kind (a store, a
 *   register, an installation); at most one alert per context, kind and subject is not closed
 *   (a partial unique index), so an alert opens once even when two checks race. Store and register
 *   are copied in (uid, ids, name) without foreign keys: a closed alert outlives them.
 * - `alert_notifications`: the outbox, one row per alert, event (opened/closed) and channel
 *   (mail/webhook), unique, so each is sent once; `alert_delivery_attempts` logs every try.
 */
export function alerts(dialect: Dialect): Migration {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      const key = (table: ReturnType<Kysely<unknown>['schema']['createTable']>) =>
        table.addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()));

      await db.schema
        .createTable('alert_settings')
        .addColumn('context_id', 'integer', (c) => c.primaryKey().references('contexts.id').onDelete('cascade'))
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('webhook_secret', 'text')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await key(db.schema.createTable('alerts'))
        .addColumn('uid', 'text', (c) => c.notNull().unique())
        .addColumn('context_id', 'integer', (c) => c.notNull().references('contexts.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('store_uid', 'text')
        .addColumn('store_id', 'text')
        .addColumn('store_name', 'text')
        .addColumn('pos_id', 'text')
        .addColumn('cashpoint_uid', 'text')
        .addColumn('detail', 'text')
        .addColumn('opened_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('closed_at', 'bigint')
        .addColumn('acknowledged_by', 'text')
        .addColumn('acknowledged_at', 'bigint')
        .addColumn('comment', 'text')
        .execute();
      await db.schema
        .createIndex('alerts_one_open')
        .on('alerts')
        .columns(['context_id', 'kind', 'subject'])
        .unique()
        .where(sql.ref('state'), '<>', 'closed')
        .execute();
      await db.schema
        .createIndex('alerts_context_state')
        .on('alerts')
        .columns(['context_id', 'state', 'opened_at'])
        .execute();

      await key(db.schema.createTable('alert_notifications'))
        .addColumn('alert_id', 'integer', (c) => c.notNull().references('alerts.id').onDelete('cascade'))
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('sent_at', 'bigint')
        .addColumn('last_error', 'text')
        .addUniqueConstraint('alert_notifications_once', ['alert_id', 'event', 'channel'])
        .execute();
      await db.schema
        .createIndex('alert_notifications_due')
        .on('alert_notifications')
        .columns(['state', 'next_attempt_at'])
        .execute();

      await key(db.schema.createTable('alert_delivery_attempts'))
        .addColumn('notification_id', 'integer', (c) =>
          c.notNull().references('alert_notifications.id').onDelete('cascade'),
        )
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('ok', 'integer', (c) => c.notNull())
        .addColumn('detail', 'text')
        .execute();
    },
  };
}
