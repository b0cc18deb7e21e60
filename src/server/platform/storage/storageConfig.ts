import path from 'node:path';
import type { ConfigEnv } from '../configVariables';

export interface FolderStorage {
  kind: 'folder';
  dir: string;
}

export interface S3Storage {
  kind: 's3';
  bucket: string;
  /** Put in front of every key, without slashes at either end; may be empty. */
  prefix: string;
  /** An S3-compatible server; unset means AWS itself. */
  endpoint: string | undefined;
  /** The S3 server as the agents reach it, for their presigned download URLs (S3_PUBLIC_ENDPOINT); by default `endpoint`. */
  publicEndpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

export type StorageConfig = FolderStorage | S3Storage;

type Env = ConfigEnv;

// S3 copies an object in one call up to this size; `move` relies on it.
const largestCopy = 5 * 1024 ** 3;

/**
 * Where update files live: `STORAGE_URL=s3://bucket/prefix` selects S3, otherwise the folder
 * `STORAGE_DIR`, by default `DATA_DIR/updates` (where they always were, so existing files stay found).
 */
export function parseStorage(env: Env, dataDir: string, uploadMaxBytes: number): StorageConfig {
  const url = env.STORAGE_URL?.trim();
  const dir = env.STORAGE_DIR?.trim();
  if (!url) return { kind: 'folder', dir: path.resolve(dir || path.join(dataDir, 'updates')) };
  if (dir) throw new Error('Set STORAGE_DIR or STORAGE_URL, not both');
  const match = /^s3:\/\/([^/]+)(?:\/(.*))?$/.exec(url);
  if (!match) throw new Error(`STORAGE_URL must look like s3://bucket/prefix, got "${url}"`);
  const [, bucket = '', prefix = ''] = match;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new Error(`STORAGE_URL: invalid bucket name "${bucket}"`);
  if (uploadMaxBytes > largestCopy) throw new Error('With STORAGE_URL, UPLOAD_MAX_BYTES may be at most 5 GiB');
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  return {
    kind: 's3',
    bucket,
    prefix: prefix.replace(/^\/+|\/+$/g, ''),
    endpoint,
    publicEndpoint: env.S3_PUBLIC_ENDPOINT?.trim() || endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID?.trim() || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY?.trim() || undefined,
  };
}
