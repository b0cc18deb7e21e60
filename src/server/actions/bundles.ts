import type { FastifyInstance, FastifyReply } from 'fastify';
import { actionLimits } from '../../shared/actions/catalogue';
import { sendUpdateFile } from '../updates';
import { bundleOf } from './repository/bundles';
import { clearBundles, oldBundles } from './repository/delivery';

// The collectLogs bundles: downloaded by operators with the right, removed after 14 days by a job
// of the leading instance (from the file storage first, then their keys from the targets).

/** The bundle's file name: store, register (or store server) and day, with the type its first bytes say. */
function bundleName(bundle: { storeId: string; posId: string | null; at: number }, head: Buffer): string {
  const extension =
    head[0] === 0x50 && head[1] === 0x4b ? 'zip' : head[0] === 0x1f && head[1] === 0x8b ? 'tar.gz' : 'bin';
  const who = bundle.posId === null ? 'server' : `kasse-${bundle.posId}`;
  return `logs-${bundle.storeId}-${who}-${new Date(bundle.at).toISOString().slice(0, 10)}.${extension}`;
}

/** Sends the bundle (streamed, or 302 to S3); false when the target has none (any more). */
export async function sendBundle(
  app: FastifyInstance,
  reply: FastifyReply,
  contextId: number,
  requestUid: string,
  targetUid: string,
): Promise<boolean> {
  const bundle = await bundleOf(app.db, contextId, requestUid, targetUid);
  if (!bundle) return false;
  const store = app.updateStore;
  const opened = await store.open(bundle.key);
  if (!opened) return false;
  const first = opened.size > 0 ? await opened.read(0, Math.min(opened.size, 2) - 1) : null;
  const head: Buffer = first
    ? (((await first.toArray())[0] as Buffer | undefined) ?? Buffer.alloc(0))
    : Buffer.alloc(0);
  await opened.close();
  const filename = bundleName(bundle, head);
  const url = await store.downloadUrl(bundle.key, filename, app.config.downloadUrlSeconds);
  if (url) {
    reply.header('cache-control', 'no-store').redirect(url, 302);
    return true;
  }
  return sendUpdateFile(reply, store, bundle.key, filename, undefined);
}

/** Removes the bundles older than 14 days; returns how many. */
export async function removeOldBundles(app: FastifyInstance): Promise<number> {
  const before = app.now() - actionLimits.bundleDays * 86_400_000;
  let removed = 0;
  for (;;) {
    const old = await oldBundles(app.db, before);
    if (old.length === 0) return removed;
    for (const bundle of old) if (bundle.bundleKey) await app.updateStore.delete(bundle.bundleKey);
    await clearBundles(
      app.db,
      old.map((bundle) => bundle.id),
    );
    removed += old.length;
  }
}
