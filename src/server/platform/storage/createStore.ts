import type { StorageConfig } from './storageConfig';
import { FolderStore } from './folderStore';
import { S3Store, s3Client } from './s3Store';
import type { UpdateStore } from './updateStore';

/** The store the configuration names; every instance of a deployment must name the same one. */
export function createUpdateStore(storage: StorageConfig): UpdateStore {
  if (storage.kind === 'folder') return new FolderStore(storage.dir);
  const client = s3Client(storage);
  // Download URLs name the host the agents reach, which may not be the one the console talks to.
  const signer =
    storage.publicEndpoint === storage.endpoint ? client : s3Client({ ...storage, endpoint: storage.publicEndpoint });
  return new S3Store(client, storage.bucket, storage.prefix, signer);
}
