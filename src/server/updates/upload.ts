import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { newUid } from '../platform/ids';
import { describeValidationError, messages } from '../../shared/texts/serverMessages';
import { removeQuietly } from './files';

/** A refusal of the upload with its HTTP status; `value` names the clashing file name of a 409. */
export class UploadError extends Error {
  constructor(
    readonly status: 400 | 409 | 413 | 415,
    message: string,
    readonly value?: string,
  ) {
    super(message);
  }
}

export interface ReceivedUpload {
  fields: { tag?: string; comment?: string };
  /** The file as the client named it and where it waits, or null when the request carried none. */
  file: { filename: string; tempPath: string; size: number; sha256: string } | null;
}

const fileField = 'uploadfile';
const textFields = new Set(['tag', 'comment']);

const badRequest = (detail: string) => new UploadError(400, `${messages.badRequest}: ${detail}`);

function boundaryOf(contentType: string | undefined): string | null {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/**
 * Whether the body reached its closing delimiter. The multipart parser treats a body that simply
 * stops (a client that went away, a truncated request) as a normal end, so without this a file
 * whose request broke off between parts would be stored as if complete.
 */
function watchClosingDelimiter(request: FastifyRequest): () => boolean {
  const boundary = boundaryOf(request.headers['content-type']);
  if (!boundary) return () => false;
  const delimiter = Buffer.from(`--${boundary}--`);
  let tail = Buffer.alloc(0);
  let seen = false;
  request.raw.on('data', (chunk: Buffer) => {
    if (seen) return;
    const window = Buffer.concat([tail, chunk]);
    seen = window.includes(delimiter);
    tail = window.subarray(Math.max(0, window.length - delimiter.length + 1));
  });
  return () => seen;
}

class SourceBrokeOff extends Error {}

/** Resolves once the file is closed, so removing it afterwards cannot race with a late open. */
function whenClosed(out: fs.WriteStream): Promise<void> {
  return out.closed ? Promise.resolve() : new Promise((resolve) => out.once('close', () => resolve()));
}

/**
 * Copies an upload stream into a new file and returns its SHA-256, hashed on the way through: the
 * digest is stored with the update, so no one reads the file again to compute it. The multipart
 * parser destroys a file stream whose body broke off without an error event, sometimes before we
 * see the stream at all; `pipeline` would then wait forever, so a close before the end counts as a
 * broken-off upload.
 */
async function streamToFile(source: Readable, file: string): Promise<string> {
  if (source.destroyed) throw new SourceBrokeOff();
  const out = fs.createWriteStream(file, { flags: 'wx' });
  let sourceFailed = false;
  source.once('error', () => (sourceFailed = true));
  const hash = crypto.createHash('sha256');
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const copied = pipeline(source, hashing, out);
  const brokeOff = new Promise<never>((_, reject) =>
    source.once('close', () => {
      if (!source.readableEnded) reject(new SourceBrokeOff());
    }),
  );
  copied.catch(() => undefined);
  brokeOff.catch(() => undefined);
  try {
    await Promise.race([copied, brokeOff]);
  } catch (error) {
    out.destroy();
    await whenClosed(out);
    throw sourceFailed || source.destroyed ? new SourceBrokeOff() : error;
  }
  return hash.digest('hex');
}

/** Errors of @fastify/multipart and busboy are the client's fault; say which in German. */
function clientError(error: unknown): UploadError {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_FILES_LIMIT') return new UploadError(400, messages.uploadOneFileOnly);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new UploadError(413, messages.uploadTooLarge);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new UploadError(415, messages.unsupportedMediaType);
  return new UploadError(400, messages.uploadBroken);
}

/**
 * Reads the multipart body of an update upload: the text fields, and the one file streamed to a
 * temporary file in `tempDir` (never buffered). `checkFilename` may refuse the name before a byte
 * of the file is written. Whatever goes wrong, no temporary file is left behind.
 */
export async function receiveUpload(
  request: FastifyRequest,
  tempDir: string,
  checkFilename: (filename: string) => Promise<void>,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new UploadError(415, messages.unsupportedMediaType);
  const received: ReceivedUpload = { fields: {}, file: null };
  let tempPath: string | null = null;
  // Failures of our own file system calls stay 500s; every other failure here is the body's fault.
  let ownFailure: unknown;
  const ours = (error: unknown): never => {
    ownFailure = error;
    throw error;
  };
  try {
    // preservePath: a name like `../x.zip` must reach our check, not be cut down to `x.zip`.
    const parts = request.parts({ preservePath: true });
    const complete = watchClosingDelimiter(request);
    for await (const part of parts) {
      if (part.type === 'field') {
        if (!textFields.has(part.fieldname)) {
          throw badRequest(
            describeValidationError({
              keyword: 'additionalProperties',
              params: { additionalProperty: part.fieldname },
            }),
          );
        }
        received.fields[part.fieldname as 'tag' | 'comment'] = String(part.value);
        continue;
      }
      if (part.fieldname !== fileField) {
        part.file.resume();
        throw badRequest(
          describeValidationError({ keyword: 'additionalProperties', params: { additionalProperty: part.fieldname } }),
        );
      }
      if (part.filename === '') {
        // What a browser sends for a file input left empty: no file, not a bad name.
        part.file.resume();
        continue;
      }
      try {
        await checkFilename(part.filename);
      } catch (error) {
        part.file.resume();
        throw error;
      }
      await fs.promises.mkdir(tempDir, { recursive: true }).catch(ours);
      tempPath = path.join(tempDir, `${newUid()}.part`);
      let sha256 = '';
      try {
        sha256 = await streamToFile(part.file, tempPath);
      } catch (error) {
        if (error instanceof SourceBrokeOff) throw new UploadError(400, messages.uploadAborted);
        ours(error);
      }
      if (part.file.truncated) throw new UploadError(413, messages.uploadTooLarge);
      const { size } = await fs.promises.stat(tempPath).catch(ours);
      received.file = { filename: part.filename, tempPath, size, sha256 };
    }
    if (!complete()) throw new UploadError(400, messages.uploadAborted);
    return received;
  } catch (error) {
    await removeQuietly(tempPath);
    if (error instanceof UploadError || error === ownFailure) throw error;
    throw clientError(error);
  }
}
