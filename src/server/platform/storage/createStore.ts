import type { StorageConfig } from './storageConfig';
import { FolderStore } from './folderStore';
import { S3Store, s3Client } from './s3Store';
import type { UpdateStore } from './updateStore';

/** The store the configuration names; every instance of a deployment must name the same one. */
export function createUpdateStore(storage: StorageConfig): UpdateStore {
  return storage.kind === 's3'
    ? new S3Store(s3Client(storage), storage.bucket, storage.prefix)
    : new FolderStore(storage.dir);
}
