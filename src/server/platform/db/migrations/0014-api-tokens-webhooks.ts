import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2026-12-01-api-tokens-webhooks';

type Dialect = 'sqlite' | 'postgres';

/**
 * Programs as users.
 * - `users.kind`: 'person' (every user so far) or 'service', a service account: a role and visible
 *   contexts like a user, but no password, no 2FA and no login; `purpose` says what it is for and
 *   `owner_user_id` who answers for it (null once that user is deleted).
 * - `api_tokens`: a token of a user or service account (`holder_user_id`). Only a keyed hash of the
 *   token is kept (`hash`), found by its visible `prefix`. Its scopes: `rights` (JSON array),
 *   `context_ids` (JSON array of context ids; null: all the holder sees) and `read_only`.
 *   `reminded_days` is the last expiry reminder sent (14, then 3), so each goes out once.
 * - `webhook_subscriptions`: a context's event webhooks: URL, HMAC secret, event types (JSON).
 * - `webhook_deliveries`: the outbox, one row per event and subscription: its payload as sent,
 *   its state ('pending', 'delivered', 'failed'), tries, the next try and the last outcome.
 *   `claimed_until` lets one instance send it while the others leave it alone.
 * - `audit_log.token_label`: the token a change was made with ('Name (kk_ab12cd34)').
 *
 * Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  const primary = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();

  await db.schema
    .alterTable('users')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('person'))
    .execute();
  await db.schema.alterTable('users').addColumn('purpose', 'text').execute();
  await db.schema.alterTable('users').addColumn('owner_user_id', 'integer').execute();

  await db.schema
    .createTable('api_tokens')
    .addColumn('id', id, primary)
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('holder_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_by', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull().unique())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('rights', 'text', (c) => c.notNull())
    .addColumn('context_ids', 'text')
    .addColumn('read_only', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('last_used_at', 'bigint')
    .addColumn('last_used_address', 'text')
    .addColumn('last_used_client', 'text')
    .addColumn('reminded_days', 'integer')
    .execute();
  await db.schema.createIndex('api_tokens_holder').on('api_tokens').column('holder_user_id').execute();

  await db.schema
    .createTable('webhook_subscriptions')
    .addColumn('id', id, primary)
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('context_id', 'integer', (c) => c.notNull().references('contexts.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('webhook_subscriptions_context')
    .on('webhook_subscriptions')
    .column('context_id')
    .execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', id, primary)
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('subscription_id', 'integer', (c) =>
      c.notNull().references('webhook_subscriptions.id').onDelete('cascade'),
    )
    .addColumn('context_id', 'integer', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint')
    .addColumn('claimed_until', 'bigint')
    .addColumn('last_attempt_at', 'bigint')
    .addColumn('detail', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_due')
    .on('webhook_deliveries')
    .columns(['state', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_log')
    .on('webhook_deliveries')
    .columns(['context_id', 'created_at'])
    .execute();

  await db.schema.alterTable('audit_log').addColumn('token_label', 'text').execute();
}
