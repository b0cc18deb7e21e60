import { Migrator, sql, type Migration } from 'kysely';
import type { Db, Dialect } from './connection';
import { underMigrationLock } from './migrationLock';
import { migrations } from './migrations';

/** The migrations as Kysely takes them: by the name each recorded, with this database's dialect. */
function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return Object.fromEntries(migrations.map((m) => [m.name, { up: (db) => m.up(db, dialect) } satisfies Migration]));
}

/** Brings the schema up to date; runs at every start and is a no-op when nothing is pending. */
export async function migrate(db: Db): Promise<void> {
  await underMigrationLock(db, async (kysely) => {
    // Unordered: a migration whose record was removed (or that arrived from a parallel branch with an
    // earlier name) still runs, instead of refusing the later ones already applied.
    const migrator = new Migrator({
      db: kysely,
      provider: { getMigrations: async () => migrationsFor(db.dialect) },
      allowUnorderedMigrations: true,
    });
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (error || failed) {
      throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
    }
  });
}

/**
 * Whether every migration of this version is applied: one small query, so it also tells whether
 * the database answers at all (it throws when it does not).
 */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db.kysely);
  const applied = new Set(rows.map((row) => row.name));
  return migrations.every((m) => applied.has(m.name));
}
