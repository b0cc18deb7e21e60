import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../platform/config';
import { startS3Server } from './s3Server';
import { createUpdateStore } from '../platform/storage/createStore';

// The two kinds of store the tests run their cases against: a folder named by STORAGE_DIR, and a
// bucket of a real S3-compatible server (s3rver, a child process) named by STORAGE_URL.

export interface StoreBackend {
  name: 'folder' | 's3';
  /** The console's variables for this store; every call gives a fresh, empty place. */
  env(): Record<string, string>;
  /** The folder of a folder store (to look at its files), undefined for S3. */
  folderOf(env: Record<string, string>): string | undefined;
  stop(): Promise<void>;
}

export async function startBackend(name: StoreBackend['name']): Promise<StoreBackend> {
  if (name === 'folder') {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'console-storage-'));
    let count = 0;
    return {
      name,
      env: () => ({ STORAGE_DIR: path.join(root, `store-${++count}`) }),
      folderOf: (env) => env.STORAGE_DIR,
      stop: async () => fs.rmSync(root, { recursive: true, force: true }),
    };
  }
  const server = await startS3Server();
  let count = 0;
  return {
    name,
    env: () => server.env(`run-${++count}/updates`),
    folderOf: () => undefined,
    stop: () => server.stop(),
  };
}

export const backendNames: StoreBackend['name'][] = ['folder', 's3'];

/** The store the console would make from these variables (DATA_DIR does not matter with them). */
export function storeFor(env: Record<string, string>) {
  return createUpdateStore(loadConfig({ DATA_DIR: os.tmpdir(), ...env }).storage);
}
