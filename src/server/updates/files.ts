import fs from 'node:fs';
import path from 'node:path';
import type { SyncfileKind } from '../platform/db/schema';
import { limits } from '../../shared/validation/limits';
import { isValidStoreKey } from '../platform/storage/updateStore';

const filename = limits.update.filename;
const filenamePattern = new RegExp(filename.pattern);

/** Whether an uploaded file's name is a bare name the contract allows (the upload's multipart part is not validated by it). */
export function isValidUpdateFilename(name: string): boolean {
  return name.length >= filename.minLength && name.length <= filename.maxLength && filenamePattern.test(name);
}

const storedPrefix = 'updates';

/**
 * How an update names its file in `uploadFilepath`: `updates/<context>/<kind>/<file>`, the path under
 * DATA_DIR where files lived before the store could be elsewhere; the store's key is the part after
 * `updates/`, so the default folder (DATA_DIR/updates) holds the same files as before.
 */
export function updateRelativePath(contextKey: string, kind: SyncfileKind, filename: string): string {
  // Joined as is, not normalised: a context key like `..` must reach the key check, not vanish.
  return `${storedPrefix}/${contextKey}/${kind}/${filename}`;
}

/**
 * The store key of a stored `uploadFilepath`, or null when it is not one. Stored paths are written
 * by us, but an object is only ever served or removed after this check, so a bad row (or a context
 * key like `..`) can never reach anything but update files.
 */
export function updateStoreKey(uploadFilepath: string): string | null {
  const key = uploadFilepath.startsWith(`${storedPrefix}/`) ? uploadFilepath.slice(storedPrefix.length + 1) : '';
  // No `~`: context keys and file names never have one, the store's own staging objects always do.
  return isValidStoreKey(key) && !key.includes('~') ? key : null;
}

/** Uploads are received here (on this instance's disk) before they go to the store. */
export function uploadTempDir(dataDir: string): string {
  return path.join(dataDir, '.upload-tmp');
}

export async function removeQuietly(file: string | null | undefined): Promise<void> {
  if (file) await fs.promises.rm(file, { force: true });
}
