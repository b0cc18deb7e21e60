import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { TableCounts } from '../db/repository/backupTables';

/** Names the product in every manifest: a restore refuses a folder of anything else. */
export const productName = 'pos-fleet-console';
export const manifestFile = 'manifest.json';
/** The database's file in a backup folder, by dialect. */
export const databaseFile = { sqlite: 'database.sqlite', postgres: 'database.pgdump' } as const;
export const secretFile = 'session-secret';
/** Update files of folder storage lie under this folder of the backup, by their store key. */
export const filesFolder = 'updates';

export interface ManifestFile {
  /** Relative to the backup folder, `/`-separated. */
  path: string;
  size: number;
  sha256: string;
}

/** What `manifest.json` says about a backup; a restore trusts nothing in the folder it does not name. */
export interface Manifest {
  product: typeof productName;
  formatVersion: 1;
  consoleVersion: string;
  /** The last migration of the backed-up database: its schema version. */
  schemaVersion: string;
  migrations: string[];
  dialect: 'sqlite' | 'postgres';
  /** The moment of the database's snapshot (ms since 1970): what was committed before it is in the backup. */
  takenAt: number;
  counts: TableCounts;
  storage: { kind: 'folder' } | { kind: 's3'; bucket: string; prefix: string };
  withSecrets: boolean;
  files: ManifestFile[];
}

/** Copies a file and returns what the manifest records of the copy, hashed as it streams. */
export async function copyHashed(from: string, to: string, relative: string): Promise<ManifestFile> {
  await fs.promises.mkdir(path.dirname(to), { recursive: true });
  const hash = crypto.createHash('sha256');
  let size = 0;
  await pipeline(
    fs.createReadStream(from),
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    },
    fs.createWriteStream(to, { flags: 'wx' }),
  );
  return { path: relative, size, sha256: hash.digest('hex') };
}

export async function hashFile(file: string): Promise<{ size: number; sha256: string }> {
  const hash = crypto.createHash('sha256');
  let size = 0;
  for await (const chunk of fs.createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}
