import fs from 'node:fs';
import path from 'node:path';
import type { SyncfileKind } from '../db/schema';
import { limits } from '../../shared/validation/limits';

const filename = limits.update.filename;
const filenamePattern = new RegExp(filename.pattern);

/** Whether an uploaded file's name is a bare name the contract allows (the upload's multipart part is not validated by it). */
export function isValidUpdateFilename(name: string): boolean {
  return name.length >= filename.minLength && name.length <= filename.maxLength && filenamePattern.test(name);
}

/** Where an update file lives, relative to DATA_DIR (the form stored in `uploadFilepath`). */
export function updateRelativePath(contextKey: string, kind: SyncfileKind, filename: string): string {
  return path.join('updates', contextKey, kind, filename);
}

/**
 * The absolute path of a stored update file, or null when the stored path would lead out of
 * DATA_DIR/updates. Stored paths are written by us, but a file is only ever served or removed after
 * this check, so a bad row (or a context key like `..`) can never reach other files.
 */
export function resolveUpdatePath(dataDir: string, relative: string): string | null {
  const root = path.resolve(dataDir, 'updates');
  const absolute = path.resolve(dataDir, relative);
  return absolute.startsWith(root + path.sep) ? absolute : null;
}

/** Uploads are streamed here first; same file system as the target, so the final rename is atomic. */
export function uploadTempDir(dataDir: string): string {
  return path.join(dataDir, '.upload-tmp');
}

export async function removeQuietly(file: string | null | undefined): Promise<void> {
  if (file) await fs.promises.rm(file, { force: true });
}
