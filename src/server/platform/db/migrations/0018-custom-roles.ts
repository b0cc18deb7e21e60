import type { Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2026-12-05-custom-roles';

// Custom roles (issue 32): a role is built in (read-only in the role editor) or made by a user
// administrator. Every role there before this migration came from the code (the demo's seed or
// create-admin), so all of them count as built in.
// Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('roles')
    .addColumn('builtin', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  const roles = db as Kysely<{ roles: { builtin: number } }>;
  await roles.updateTable('roles').set({ builtin: 1 }).execute();
}
