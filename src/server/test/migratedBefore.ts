import assert from 'node:assert/strict';
import { Migrator, type Migration } from 'kysely';
import type { Db } from '../platform/db/connection';
import { migrations } from '../platform/db/migrations';

/**
 * Migrates `db` up to the migration before the one named, as a database of the version before it
 * is: the migration tests then plant what such a database held and run `migrate`.
 */
export async function migrateToBefore(db: Db, name: string): Promise<void> {
  const before = migrations[migrations.findIndex((m) => m.name === name) - 1]!;
  const provider = {
    getMigrations: async () =>
      Object.fromEntries(migrations.map((m) => [m.name, { up: (k) => m.up(k, db.dialect) } satisfies Migration])),
  };
  const { error } = await new Migrator({ db: db.kysely.withoutPlugins(), provider }).migrateTo(before.name);
  assert.equal(error, undefined);
}
