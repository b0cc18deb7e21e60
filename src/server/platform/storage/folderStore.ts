import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { newUid } from '../ids';
import {
  checkStoreKey,
  type ListedObject,
  type OpenedObject,
  type PutSource,
  type StoredObject,
  type UpdateStore,
} from './updateStore';

const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** Inode, size and both times: a file written in place or renamed over the old one changes at least one. */
function versionOf(stat: fs.Stats): string {
  return `${stat.ino}:${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}`;
}

/**
 * Update files in a folder (`STORAGE_DIR`), which several instances may mount. Content is written
 * under `~partial/` in the same folder tree, flushed, and renamed to its key when complete: a rename
 * within one file system is atomic, so a reader sees the old file or the whole new one.
 */
export class FolderStore implements UpdateStore {
  readonly kind = 'folder';
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file of a key; the key check already rules out `..`, the prefix check says so once more. */
  private fileOf(key: string): string {
    checkStoreKey(key);
    const file = path.resolve(this.root, ...key.split('/'));
    if (!file.startsWith(this.root + path.sep)) throw new Error(`storage key leaves the folder: ${key}`);
    return file;
  }

  async put(key: string, source: PutSource): Promise<void> {
    const target = this.fileOf(key);
    const partial = path.join(this.root, '~partial', newUid());
    await fs.promises.mkdir(path.dirname(partial), { recursive: true });
    try {
      if ('file' in source) await this.takeFile(source.file, partial);
      else await writeDurably(source.stream, partial);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.rename(partial, target);
      // The rename itself lives in the folder: flushed too, a crash cannot take back a stored file.
      await syncPath(path.dirname(target));
    } catch (error) {
      await fs.promises.rm(partial, { force: true });
      throw error;
    }
  }

  /** A finished file on the same file system is renamed; from another one (a local upload folder) it is copied. */
  private async takeFile(file: string, partial: string): Promise<void> {
    try {
      await fs.promises.rename(file, partial);
      await syncPath(partial);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await writeDurably(fs.createReadStream(file), partial);
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const stat = await fs.promises.stat(this.fileOf(key));
      return stat.isFile() ? { size: stat.size, version: versionOf(stat) } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async open(key: string): Promise<OpenedObject | null> {
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(this.fileOf(key), 'r');
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
    // Measured through the open handle: a file replaced or removed meanwhile cannot make the size lie.
    const stat = await handle.stat().catch(async (error: unknown) => {
      await handle.close();
      throw error;
    });
    if (!stat.isFile()) {
      await handle.close();
      return null;
    }
    return {
      size: stat.size,
      version: versionOf(stat),
      read: async (start, end) =>
        end < start
          ? (await handle.close(), Readable.from([]))
          : handle.createReadStream({ start, end, autoClose: true }),
      close: () => handle.close(),
    };
  }

  async move(from: string, to: string): Promise<void> {
    const source = this.fileOf(from);
    const target = this.fileOf(to);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.rename(source, target);
  }

  /** Agents cannot reach the folder: the console streams its files. */
  async downloadUrl(): Promise<string | null> {
    return null;
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.fileOf(key), { force: true });
  }

  async *list(): AsyncIterable<ListedObject> {
    yield* listFolder(this.root, '');
  }

  async close(): Promise<void> {}
}

/** The files under `dir` as keys relative to the store's root; a folder removed meanwhile has none. */
async function* listFolder(dir: string, prefix: string): AsyncIterable<ListedObject> {
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  for (const entry of entries) {
    const key = prefix + entry.name;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* listFolder(file, `${key}/`);
    else if (entry.isFile()) {
      const stat = await fs.promises
        .stat(file)
        .catch((error: unknown) => (isMissing(error) ? null : Promise.reject(error)));
      if (stat) yield { key, size: stat.size, modifiedAt: stat.mtimeMs };
    }
  }
}

/** Flushes a file's content, or a folder's entries, to disk. */
async function syncPath(file: string): Promise<void> {
  const handle = await fs.promises.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes a stream to a new file and flushes it to disk before the caller renames it into place. The
 * file is created before the first byte is read: a write stream opens its file on its own, so with a
 * source that failed at once the opening could still be under way when the caller removed the
 * partial file, and the file appeared after its removal, left behind for good.
 */
async function writeDurably(source: Readable, file: string): Promise<void> {
  const handle = await fs.promises.open(file, 'wx').catch((error: unknown) => {
    // No pipeline reads the source then: let it go, as the pipeline would (an upload's request body).
    source.destroy();
    throw error;
  });
  await pipeline(source, handle.createWriteStream());
  await syncPath(file);
}
