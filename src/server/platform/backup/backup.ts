import fs from 'node:fs';
import path from 'node:path';
import { backupMessages } from '../../../shared/texts/backupMessages';
import type { Config } from '../config';
import { openDb } from '../db/connection';
import { OperatorError } from '../db/migrate';
import { describeSqliteFile, vacuumInto, withExportedSnapshot } from '../db/repository/backupTables';
import { consoleVersion } from '../paths';
import { createUpdateStore } from '../storage/createStore';
import {
  copyHashed,
  databaseFile,
  filesFolder,
  hashFile,
  manifestFile,
  productName,
  secretFile,
  type Manifest,
  type ManifestFile,
} from './manifest';
import { pgTool, runPgTool } from './pgTools';

/** A folder a backup may be written into: new, or empty. Anything else is refused before a byte is written. */
function claimFolder(out: string): void {
  if (!fs.existsSync(out)) {
    fs.mkdirSync(out, { recursive: true });
    return;
  }
  if (!fs.statSync(out).isDirectory()) throw new OperatorError(backupMessages.outIsFile(out));
  if (fs.readdirSync(out).length > 0) throw new OperatorError(backupMessages.outNotEmpty(out));
}

type DatabasePart = Pick<Manifest, 'takenAt' | 'counts' | 'migrations'> & { file: ManifestFile };

/** SQLite: VACUUM INTO a file of the backup (a consistent copy while the console writes), then read that copy. */
async function backupSqlite(config: Config, out: string): Promise<DatabasePart> {
  if (!fs.existsSync(config.sqliteFile)) throw new OperatorError(backupMessages.noDatabase(config.sqliteFile));
  const target = path.join(out, databaseFile.sqlite);
  const db = openDb({ sqliteFile: config.sqliteFile });
  let takenAt: number;
  try {
    takenAt = Date.now();
    await vacuumInto(db, target);
  } finally {
    await db.close();
  }
  // Counted in the copy itself: exactly what the backup holds.
  const { counts, migrations } = describeSqliteFile(target);
  return { takenAt, counts, migrations, file: { path: databaseFile.sqlite, ...(await hashFile(target)) } };
}

/** PostgreSQL: pg_dump's custom format, reading the snapshot the counts were taken in. */
async function backupPostgres(config: Config, out: string): Promise<DatabasePart> {
  const url = config.postgresUrl!;
  const target = path.join(out, databaseFile.postgres);
  const db = openDb({ postgresUrl: url });
  try {
    return await withExportedSnapshot(db, async (snapshot, counts, migrations) => {
      const takenAt = Date.now();
      await runPgTool('pg_dump', url, ['--format=custom', `--snapshot=${snapshot}`, `--file=${target}`]);
      return { takenAt, counts, migrations, file: { path: databaseFile.postgres, ...(await hashFile(target)) } };
    });
  } finally {
    await db.close();
  }
}

/** The update files of folder storage, copied by key; the store's own `~` files (partial uploads) are left. */
async function backupFiles(config: Config, out: string): Promise<ManifestFile[]> {
  if (config.storage.kind !== 'folder') return [];
  const store = createUpdateStore(config.storage);
  const files: ManifestFile[] = [];
  try {
    for await (const object of store.list()) {
      if (object.key.startsWith('~')) continue;
      const relative = `${filesFolder}/${object.key}`;
      const from = path.join(config.storage.dir, ...object.key.split('/'));
      // A file removed since it was listed (its update deleted meanwhile) is not part of the backup.
      const copied = await copyHashed(from, path.join(out, ...relative.split('/')), relative).catch(
        (error: unknown) => {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
          throw error;
        },
      );
      if (copied) files.push(copied);
    }
  } finally {
    await store.close();
  }
  return files;
}

function readSecret(config: Config): string | undefined {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, 'session-secret');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : undefined;
}

export interface BackupResult {
  manifest: Manifest;
}

/**
 * Writes a backup into `out` (new or empty): the database, the update files of folder storage, the
 * session secret with `withSecrets`, and last the manifest, whose presence marks a complete backup.
 * A failure leaves the folder as it was found.
 */
export async function createBackup(config: Config, out: string, withSecrets: boolean): Promise<BackupResult> {
  const existed = fs.existsSync(out);
  claimFolder(out);
  try {
    if (config.postgresUrl) pgTool('pg_dump');
    const database = config.postgresUrl ? await backupPostgres(config, out) : await backupSqlite(config, out);
    const files = [database.file, ...(await backupFiles(config, out))];
    const secret = withSecrets ? readSecret(config) : undefined;
    if (secret !== undefined) {
      fs.writeFileSync(path.join(out, secretFile), secret, { mode: 0o600 });
      files.push({ path: secretFile, ...(await hashFile(path.join(out, secretFile))) });
    }
    const storage = config.storage;
    const manifest: Manifest = {
      product: productName,
      formatVersion: 1,
      consoleVersion,
      schemaVersion: database.migrations[database.migrations.length - 1] ?? '',
      migrations: database.migrations,
      dialect: config.postgresUrl ? 'postgres' : 'sqlite',
      takenAt: database.takenAt,
      counts: database.counts,
      storage:
        storage.kind === 'folder' ? { kind: 'folder' } : { kind: 's3', bucket: storage.bucket, prefix: storage.prefix },
      withSecrets: secret !== undefined,
      files,
    };
    const temporary = path.join(out, `${manifestFile}.tmp`);
    fs.writeFileSync(temporary, `${JSON.stringify(manifest, null, 2)}\n`);
    fs.renameSync(temporary, path.join(out, manifestFile));
    return { manifest };
  } catch (error) {
    // Nothing half-written stays behind: the folder is as it was (gone, or empty).
    if (existed)
      for (const entry of fs.readdirSync(out)) fs.rmSync(path.join(out, entry), { recursive: true, force: true });
    else fs.rmSync(out, { recursive: true, force: true });
    throw error;
  }
}
