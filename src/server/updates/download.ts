import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { UpdateStore } from '../platform/storage/updateStore';
import { messages } from '../../shared/texts/serverMessages';
import { parseRange } from './range';

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
