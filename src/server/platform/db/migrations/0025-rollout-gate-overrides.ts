import type { Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2026-12-13-rollout-gate-overrides';

/**
 * A person's decision against a gate (issue 45, 'Trotz Prüfung fortsetzen'):
 * `rollout_waves.gate_overrides`, JSON text, a list of { kind, value, at, by, comment }: the gate of
 * the wave a person overrode on a resume or an approval, its value then and who, when and why. The
 * gate then judges only what happens after it (its value then is its new baseline). '[]': none.
 *
 * Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('rollout_waves')
    .addColumn('gate_overrides', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}
