import fs from 'node:fs';
import path from 'node:path';
import { backupMessages } from '../../../shared/texts/backupMessages';
import type { Config } from '../config';
import { openDb } from '../db/connection';
import { codeSchemaVersion, OperatorError, refuseNewerSchema } from '../db/migrate';
import { countTables, describeSqliteFile, tablesOf, type TableCounts } from '../db/repository/backupTables';
import { consoleVersion } from '../paths';
import { createUpdateStore } from '../storage/createStore';
import type { UpdateStore } from '../storage/updateStore';
import { databaseFile, filesFolder, hashFile, manifestFile, productName, secretFile, type Manifest } from './manifest';
import { pgTool, runPgTool } from './pgTools';

/** The manifest of a backup folder, or the German reason it is none. */
function readManifest(from: string): Manifest {
  if (!fs.existsSync(from) || !fs.statSync(from).isDirectory())
    throw new OperatorError(backupMessages.fromNotFound(from));
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(from, manifestFile), 'utf8')) as Partial<Manifest>;
  } catch {
    throw new OperatorError(backupMessages.noManifest(from));
  }
  if (typeof manifest !== 'object' || manifest === null) throw new OperatorError(backupMessages.noManifest(from));
  if (manifest.product !== productName) throw new OperatorError(backupMessages.otherProduct(String(manifest.product)));
  if (!Array.isArray(manifest.files) || !Array.isArray(manifest.migrations) || typeof manifest.counts !== 'object')
    throw new OperatorError(backupMessages.noManifest(from));
  return manifest as Manifest;
}

/** Every file the manifest names is there, whole, with its digest; a path leaving the folder is no file of it. */
async function checkFiles(from: string, manifest: Manifest): Promise<void> {
  for (const file of manifest.files) {
    const full = path.resolve(from, ...String(file.path).split('/'));
    if (!full.startsWith(path.resolve(from) + path.sep) || !fs.existsSync(full))
      throw new OperatorError(backupMessages.fileMissing(String(file.path)));
    const { size, sha256 } = await hashFile(full);
    if (size !== file.size || sha256 !== file.sha256) throw new OperatorError(backupMessages.digestMismatch(file.path));
  }
  const database = databaseFile[manifest.dialect];
  if (!manifest.files.some((file) => file.path === database))
    throw new OperatorError(backupMessages.fileMissing(database));
}

/** Whether the store holds any update file (its own `~` leftovers aside). */
async function storeHasFiles(store: UpdateStore): Promise<string | undefined> {
  for await (const object of store.list()) if (!object.key.startsWith('~')) return object.key;
  return undefined;
}

/** The target must be empty: no database (tables), no update files, no session secret to overwrite. */
async function checkTargetEmpty(config: Config, manifest: Manifest, store: UpdateStore): Promise<void> {
  if (config.postgresUrl) {
    const db = openDb({ postgresUrl: config.postgresUrl });
    try {
      const tables = await tablesOf(db);
      if (tables.length > 0)
        throw new OperatorError(backupMessages.targetNotEmpty(`Tabellen: ${tables.slice(0, 3).join(', ')} …`));
    } finally {
      await db.close();
    }
  } else if (fs.existsSync(config.sqliteFile) && fs.statSync(config.sqliteFile).size > 0) {
    throw new OperatorError(backupMessages.targetNotEmpty(config.sqliteFile));
  }
  const present = manifest.files.some((file) => file.path.startsWith(`${filesFolder}/`))
    ? await storeHasFiles(store)
    : undefined;
  if (present !== undefined) throw new OperatorError(backupMessages.targetNotEmpty(`Update-Datei ${present}`));
  const secret = path.join(config.dataDir, 'session-secret');
  if (manifest.withSecrets && fs.existsSync(secret)) throw new OperatorError(backupMessages.targetNotEmpty(secret));
}

/** SQLite: the checked copy under a temporary name beside the target, renamed into place once whole. */
function restoreSqlite(config: Config, from: string): void {
  const temporary = `${config.sqliteFile}.restoring`;
  fs.mkdirSync(path.dirname(config.sqliteFile), { recursive: true });
  fs.copyFileSync(path.join(from, databaseFile.sqlite), temporary);
  fs.renameSync(temporary, config.sqliteFile);
}

export interface RestoreResult {
  manifest: Manifest;
  counts: TableCounts;
  secretRestored: boolean;
}

/**
 * Restores a backup into an empty DATA_DIR or database. Everything that can refuse it is checked
 * first (the manifest, every digest, the schema against this code, that the database file opens, that
 * the target is empty); only then is anything written. Returns the counts the restored database has.
 */
export async function restoreBackup(config: Config, from: string): Promise<RestoreResult> {
  const manifest = readManifest(from);
  const target = config.postgresUrl ? 'postgres' : 'sqlite';
  if (manifest.dialect !== target) throw new OperatorError(backupMessages.dialectMismatch(manifest.dialect, target));
  await checkFiles(from, manifest);
  try {
    refuseNewerSchema(manifest.migrations);
  } catch {
    throw new OperatorError(
      backupMessages.backupSchemaNewer(manifest.schemaVersion, codeSchemaVersion, consoleVersion),
    );
  }
  if (target === 'sqlite') {
    try {
      describeSqliteFile(path.join(from, databaseFile.sqlite));
    } catch (error) {
      throw new OperatorError(backupMessages.databaseUnreadable((error as Error).message));
    }
  } else pgTool('pg_restore');
  const store = createUpdateStore(config.storage);
  try {
    await checkTargetEmpty(config, manifest, store);

    if (config.postgresUrl)
      // One transaction: a restore that fails half-way leaves the database empty, as it was.
      await runPgTool('pg_restore', config.postgresUrl, [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        path.join(from, databaseFile.postgres),
      ]);
    else restoreSqlite(config, from);

    // Through the store: a folder, or a bucket when the restored console is to keep its files in S3.
    for (const file of manifest.files.filter((f) => f.path.startsWith(`${filesFolder}/`)))
      await store.put(file.path.slice(filesFolder.length + 1), {
        stream: fs.createReadStream(path.join(from, ...file.path.split('/'))),
      });
  } finally {
    await store.close();
  }
  const secretRestored = manifest.withSecrets && manifest.files.some((f) => f.path === secretFile);
  if (secretRestored) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.copyFileSync(path.join(from, secretFile), path.join(config.dataDir, 'session-secret'));
    fs.chmodSync(path.join(config.dataDir, 'session-secret'), 0o600);
  }
  const db = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
  try {
    return { manifest, counts: await countTables(db.kysely, db.dialect), secretRestored };
  } finally {
    await db.close();
  }
}
