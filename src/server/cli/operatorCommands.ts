import path from 'node:path';
import { backupMessages } from '../../shared/texts/backupMessages';
import { createBackup } from '../platform/backup/backup';
import { restoreBackup } from '../platform/backup/restore';
import { loadConfig } from '../platform/config';
import { openDb } from '../platform/db/connection';
import { OperatorError } from '../platform/db/migrate';
import { createUpdateStore } from '../platform/storage/createStore';
import { checkStorage } from '../updates';
import { parseCommandLine, refuseArguments } from './commandLine';

const megabytes = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`;

async function backup(args: string[]): Promise<number> {
  const usage = backupMessages.backupUsage;
  const values = parseCommandLine(
    { out: { type: 'string' }, 'with-secrets': { type: 'boolean', default: false } },
    usage,
    args,
  );
  if (!values.out) refuseArguments(backupMessages.outMissing, usage);
  const config = loadConfig();
  const out = path.resolve(values.out);
  const { manifest } = await createBackup(config, out, values['with-secrets']);
  const updates = manifest.files.filter((file) => file.path.startsWith('updates/'));
  console.log(
    backupMessages.backupDone(out, updates.length, megabytes(manifest.files.reduce((n, f) => n + f.size, 0))),
  );
  if (manifest.storage.kind === 's3')
    console.log(backupMessages.s3NotCopied(manifest.storage.bucket, manifest.storage.prefix));
  return 0;
}

async function restore(args: string[]): Promise<number> {
  const usage = backupMessages.restoreUsage;
  const values = parseCommandLine({ from: { type: 'string' } }, usage, args);
  if (!values.from) refuseArguments(backupMessages.fromMissing, usage);
  const config = loadConfig();
  const { manifest, counts, secretRestored } = await restoreBackup(config, path.resolve(values.from));
  // The counts side by side: what the backup recorded, what the restored database holds.
  const tables = [...new Set([...Object.keys(manifest.counts), ...Object.keys(counts)])].sort();
  const width = Math.max(...tables.map((t) => t.length), 7);
  console.log(backupMessages.countsHeader);
  let differ = false;
  for (const table of tables) {
    const [expected, actual] = [manifest.counts[table], counts[table]];
    if (expected !== actual) differ = true;
    console.log(
      `${table.padEnd(width)} | ${String(expected ?? '–').padStart(9)} | ${String(actual ?? '–').padStart(9)}${expected === actual ? '' : '  ≠'}`,
    );
  }
  if (manifest.storage.kind === 's3')
    console.log(backupMessages.s3Expected(manifest.storage.bucket, manifest.storage.prefix));
  if (differ) {
    console.error(backupMessages.countsDiffer);
    return 1;
  }
  console.log(backupMessages.restoreDone(secretRestored));
  return 0;
}

async function checkStorageCommand(args: string[]): Promise<number> {
  const values = parseCommandLine({ fix: { type: 'boolean', default: false } }, backupMessages.checkStorageUsage, args);
  const config = loadConfig();
  const db = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
  const store = createUpdateStore(config.storage);
  try {
    const now = Date.now();
    const check = await checkStorage(db, store, now, values.fix);
    console.log(backupMessages.storageSummary(check.rows, check.files));
    for (const key of check.rowsWithoutFile) console.log(backupMessages.rowWithoutFile(key));
    for (const file of check.filesWithoutRow)
      console.log(backupMessages.fileWithoutRow(file.key, Math.floor(file.ageMs / 86_400_000)));
    for (const key of check.removed) console.log(backupMessages.fileRemoved(key));
    const orphansLeft = check.filesWithoutRow.length - check.removed.length;
    if (check.rowsWithoutFile.length === 0 && orphansLeft === 0) {
      console.log(backupMessages.storageAgrees);
      return 0;
    }
    if (!values.fix && check.filesWithoutRow.length > 0) console.log(backupMessages.storageFixHint);
    return 1;
  } finally {
    await store.close();
    await db.close();
  }
}

const commands: Record<string, (args: string[]) => Promise<number>> = {
  backup,
  restore,
  'check-storage': checkStorageCommand,
};

/**
 * Runs one operations command of the server's command line and returns its exit code: 0 done, 1 a
 * finding or failure, 2 refused input (a German reason, nothing changed).
 */
export async function runOperatorCommand(command: string, args: string[]): Promise<number> {
  const run = commands[command];
  if (!run) {
    console.error(backupMessages.unknownCommand(command));
    return 2;
  }
  try {
    return await run(args);
  } catch (error) {
    if (!(error instanceof OperatorError)) throw error;
    console.error(error.message);
    return 2;
  }
}
