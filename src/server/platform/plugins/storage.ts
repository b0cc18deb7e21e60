import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createUpdateStore } from '../storage/createStore';
import type { UpdateStore } from '../storage/updateStore';
import { DigestCache } from '../storage/sha256';

export interface StorageOptions {
  /** A store made by the caller (the demo seed wrote into it); otherwise the configured one is made here. */
  store?: UpdateStore;
}

/** The store of the update files (folder or S3, from the configuration) and the digests of its objects. */
async function storage(app: FastifyInstance, options: StorageOptions): Promise<void> {
  const store = options.store ?? createUpdateStore(app.config.storage);
  app.decorate('updateStore', store);
  // A stat of a folder is cheap; S3 is asked again about a known object only every half minute.
  app.decorate('updateDigests', new DigestCache(store, { recheckAfterMs: store.kind === 's3' ? 30_000 : 0 }));
  // A store handed in belongs to the caller, who closes it.
  if (!options.store) app.addHook('onClose', () => store.close());
}

export default fp(storage, { name: 'storage', dependencies: ['settings'] });
