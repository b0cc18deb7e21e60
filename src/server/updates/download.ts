import fs from 'node:fs';
import type { FastifyReply } from 'fastify';
import { messages } from '../../shared/texts/serverMessages';
import { parseRange } from './range';

/**
 * Streams an update file, whole or one range of it. The file is opened first and measured through
 * that handle, so a file replaced or removed meanwhile cannot make Content-Length lie.
 * Returns false when the file does not exist; true once the reply (file, part or 416) is under way.
 */
export async function sendUpdateFile(
  reply: FastifyReply,
  file: string,
  filename: string,
  rangeHeader: string | undefined,
): Promise<boolean> {
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(file, 'r');
  } catch {
    return false;
  }
  let size: number;
  try {
    size = (await handle.stat()).size;
  } catch (error) {
    await handle.close();
    throw error;
  }
  const range = parseRange(rangeHeader, size);
  reply.header('accept-ranges', 'bytes');
  if (range.kind === 'unsatisfiable') {
    await handle.close();
    reply.status(416).header('content-range', `bytes */${size}`).send({ message: messages.rangeNotSatisfiable });
    return true;
  }
  const start = range.kind === 'partial' ? range.start : 0;
  const end = range.kind === 'partial' ? range.end : size - 1;
  reply
    .header('content-type', 'application/octet-stream')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('content-length', String(end - start + 1));
  if (range.kind === 'partial') reply.status(206).header('content-range', `bytes ${start}-${end}/${size}`);
  // An empty file still needs a stream that ends at once; `end: -1` would read nothing anyway.
  reply.send(handle.createReadStream({ start, end: Math.max(end, start), autoClose: true }));
  // A boolean, not the reply: a reply is thenable, so awaiting it would wait for the whole download
  // and resolve to undefined, which the caller took for "file missing" and answered a second time.
  return true;
}
