import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { UpdateStore } from '../platform/storage/updateStore';
import { messages } from '../../shared/texts/serverMessages';
import { parseRange } from './range';
import { updateFileDigest, type DigestRow } from './digest';

/**
 * Gives an agent an update's file. From S3 a GET is sent on to the object itself: a 302 to a
 * presigned URL, which the agent fetches (with its Range) from S3 directly, so no byte passes
 * through the console; it is signed locally, and whether the file exists is the digest cache's
 * answer (on S3 a HEAD at most every half minute). A folder's file, and any HEAD, the console
 * answers itself (`sendUpdateFile`). Returns false when the file does not exist.
 */
export async function deliverUpdateFile(
  reply: FastifyReply,
  key: string,
  row: DigestRow & { filename: string },
  rangeHeader: string | undefined,
): Promise<boolean> {
  const app = reply.server;
  const store = app.updateStore;
  if (reply.request.method === 'GET') {
    const url = await store.downloadUrl(key, row.filename, app.config.downloadUrlSeconds);
    if (url) {
      if (!(await updateFileDigest(app, key, row))) return false;
      // The URL expires soon: no cache may hand it out later.
      reply.header('cache-control', 'no-store').redirect(url, 302);
      return true;
    }
  }
  return sendUpdateFile(reply, store, key, row.filename, rangeHeader);
}

/**
 * Streams an update file from the store, whole or one range of it. The object is opened (and
 * measured) first, and its bytes are requested before any header is set, so an object replaced or
 * removed meanwhile can neither make Content-Length lie nor leave a half-made reply behind.
 * A HEAD (Fastify answers it with this GET handler) is answered from the object's size alone: the
 * body is neither opened nor read, so an agent asking for the length costs no download.
 * Returns false when the object does not exist; true once the reply (file, part or 416) is under way.
 */
export async function sendUpdateFile(
  reply: FastifyReply,
  store: UpdateStore,
  key: string,
  filename: string,
  rangeHeader: string | undefined,
): Promise<boolean> {
  const headOnly = reply.request.method === 'HEAD';
  const opened = headOnly ? null : await store.open(key);
  const measured = headOnly ? await store.stat(key) : opened;
  if (!measured) return false;
  const { size } = measured;
  const range = parseRange(rangeHeader, size);
  reply.header('accept-ranges', 'bytes');
  if (range.kind === 'unsatisfiable') {
    await opened?.close();
    reply.status(416).header('content-range', `bytes */${size}`).send({ message: messages.rangeNotSatisfiable });
    return true;
  }
  const start = range.kind === 'partial' ? range.start : 0;
  const end = range.kind === 'partial' ? range.end : size - 1;
  const body = opened ? await opened.read(start, end) : null;
  if (!headOnly && !body) return false;
  reply
    .header('content-type', 'application/octet-stream')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('content-length', String(end - start + 1));
  if (range.kind === 'partial') reply.status(206).header('content-range', `bytes ${start}-${end}/${size}`);
  // Fastify's HEAD keeps the Content-Length set here for a stream, but sets 0 for no payload at all.
  reply.send(body ?? Readable.from([]));
  // A boolean, not the reply: a reply is thenable, so awaiting it would wait for the whole download
  // and resolve to undefined, which the caller took for "file missing" and answered a second time.
  return true;
}
