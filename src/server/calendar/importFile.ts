// The multipart body of a calendar import: the fields contextId and dryRun and one small CSV file,
// held in memory as its bytes (a line per store: 50,000 stores are some 7 MB, well under the limit)
// for the CSV reader to decode and read a slice at a time. The guard
// cannot see a context inside a multipart body, so the handler checks it once the fields are read.
import type { FastifyRequest } from 'fastify';
import { calendarMessages } from '../../shared/texts/calendarMessages';
import { describeValidationError, messages } from '../../shared/texts/serverMessages';

/** The largest file an import takes, unless the configured upload limit is lower. */
export const importMaxBytes = 8 * 1024 * 1024;

export class ImportFileError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

export interface ImportForm {
  contextId: string | undefined;
  dryRun: boolean;
  file: Buffer | null;
}

const fields = new Set(['contextId', 'dryRun']);
const unknownField = (name: string) =>
  new ImportFileError(
    400,
    `${messages.badRequest}: ${describeValidationError({ keyword: 'additionalProperties', params: { additionalProperty: name } })}`,
  );

function clientError(error: unknown, maxBytes: number): ImportFileError {
  if (error instanceof ImportFileError) return error;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new ImportFileError(413, calendarMessages.importTooLarge(calendarMessages.byteSize(maxBytes)));
  }
  if (code === 'FST_FILES_LIMIT') return new ImportFileError(400, messages.uploadOneFileOnly);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new ImportFileError(415, messages.unsupportedMediaType);
  return new ImportFileError(400, messages.uploadBroken);
}

export async function readImportForm(request: FastifyRequest): Promise<ImportForm> {
  if (!request.isMultipart()) throw new ImportFileError(415, messages.unsupportedMediaType);
  const form: ImportForm = { contextId: undefined, dryRun: false, file: null };
  const maxBytes = Math.min(importMaxBytes, request.server.config.uploadMaxBytes);
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'field') {
        if (!fields.has(part.fieldname)) throw unknownField(part.fieldname);
        const value = String(part.value);
        if (part.fieldname === 'contextId') form.contextId = value;
        else if (value === 'true' || value === 'false') form.dryRun = value === 'true';
        else {
          throw new ImportFileError(
            400,
            `${messages.badRequest}: ${describeValidationError({ keyword: 'enum', instancePath: '/dryRun', params: { allowedValues: ['true', 'false'] } })}`,
          );
        }
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw unknownField(part.fieldname);
      }
      form.file = await part.toBuffer();
    }
  } catch (error) {
    throw clientError(error, maxBytes);
  }
  return form;
}
