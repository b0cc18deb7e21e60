import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../platform/db/connection';

/** The rights an administrator held before the audit log came; such a role gets `AUDIT` too. */
const rightsBeforeAudit = [
  'UPDATES_CHANGE',
  'UPDATES_ORDER_CHANGE',
  'USERS',
  'USERS_CHANGE',
  'CONTEXTS',
  'CONTEXTS_CHANGE',
  'CASHPOINTS_CHANGE',
];

/**
 * The audit log: one row per recorded action, only ever inserted (and deleted after the retention
 * time). Who acted and about what are copied into the row as they were then (login, name, context
 * key and name, object label), without foreign keys: an entry outlives the user, context or object
 * it names. `changes` is a JSON array of `{field, before, after, hidden}`.
 *
 * Administrators keep seeing everything: every role that held all rights before gets `AUDIT`.
 */
export function auditLog(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('audit_log')
        .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('user_id', 'integer')
        .addColumn('user_login', 'text')
        .addColumn('user_name', 'text')
        .addColumn('address', 'text')
        .addColumn('context_id', 'integer')
        .addColumn('context_key', 'text')
        .addColumn('context_name', 'text')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('object_type', 'text')
        .addColumn('object_id', 'text')
        .addColumn('object_label', 'text')
        .addColumn('changes', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
      await db.schema.createIndex('audit_log_context_at').on('audit_log').columns(['context_id', 'at']).execute();
      await db.schema.createIndex('audit_log_object').on('audit_log').column('object_id').execute();

      const roles = db as Kysely<{ roles: { id: number; rights: string } }>;
      for (const role of await roles.selectFrom('roles').select(['id', 'rights']).execute()) {
        const rights = JSON.parse(role.rights) as string[];
        if (rightsBeforeAudit.every((right) => rights.includes(right)) && !rights.includes('AUDIT')) {
          await roles
            .updateTable('roles')
            .set({ rights: JSON.stringify([...rights, 'AUDIT']) })
            .where('id', '=', role.id)
            .execute();
        }
      }
    },
  };
}
