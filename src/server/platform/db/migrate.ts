import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import type { Database } from './schema';
import type { Db, Dialect } from './connection';
import { underMigrationLock } from './migrationLock';
import { migrations } from './migrations';
import { consoleVersion } from '../paths';
import { backupMessages } from '../../../shared/texts/backupMessages';

/** The schema version of this code: the name of its last migration. */
export const codeSchemaVersion = migrations[migrations.length - 1]!.name;

/**
 * A failure whose message is written for the operator (German, complete): the start or the command
 * prints it alone, without a stack trace.
 */
export class OperatorError extends Error {}

/** The migrations a database records, in name order; none when it has never been migrated. */
export async function appliedMigrations(kysely: Kysely<Database>): Promise<string[]> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(kysely);
    return rows.map((row) => row.name);
  } catch {
    // No bookkeeping table yet: an empty database (checked by the migrator itself right after).
    return [];
  }
}

/**
 * Refuses a database that a newer console has migrated: Kysely would stop on the unknown migration
 * with an English stack trace, and an older code running on a newer schema could write what the
 * newer one no longer reads. The message names both schema versions.
 */
export function refuseNewerSchema(applied: readonly string[]): void {
  const known = new Set(migrations.map((m) => m.name));
  const unknown = applied.filter((name) => !known.has(name));
  if (unknown.length === 0) return;
  throw new OperatorError(backupMessages.schemaNewer(unknown[unknown.length - 1]!, codeSchemaVersion, consoleVersion));
}

/** The migrations as Kysely takes them: by the name each recorded, with this database's dialect. */
function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return Object.fromEntries(migrations.map((m) => [m.name, { up: (db) => m.up(db, dialect) } satisfies Migration]));
}

/** Brings the schema up to date; runs at every start and is a no-op when nothing is pending. */
export async function migrate(db: Db): Promise<void> {
  await underMigrationLock(db, async (kysely) => {
    // Under the lock: a newer instance that migrates meanwhile is seen by an older one starting now.
    refuseNewerSchema(await appliedMigrations(kysely));
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
