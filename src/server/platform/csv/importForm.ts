// The multipart body of a context's CSV import (the store calendar, the Kassenmeldung's registers):
// the fields contextId and dryRun and one small CSV file, held in memory as its bytes (a line per
// store: 50,000 stores are some 7 MB, well under the limit) for the CSV reader to decode and read a
// slice at a time. The guard cannot see a context inside a multipart body, so the form is checked
// here once its fields are read, and both imports refuse a bad form with the same replies.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { calendarMessages } from '../../../shared/texts/calendarMessages';
import { describeValidationError, messages } from '../../../shared/texts/serverMessages';
import type { ContextRow } from '../db/schema';
import { badRequest, errorReply, forbidden, invalidField } from '../http/replies';
import { principalOf, visibleContext } from '../principal';
import type { LineProblems } from './lineProblems';

/** The largest file an import takes, unless the configured upload limit is lower. */
export const importMaxBytes = 8 * 1024 * 1024;

class ImportFileError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

interface ImportForm {
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

async function readImportForm(request: FastifyRequest): Promise<ImportForm> {
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

const m = calendarMessages;
const contextKeyPattern = /^[A-Za-z0-9_.-]{2,50}$/;

/** A context's import as its handler goes on with it: the context the caller sees and the file. */
export interface ContextImport {
  context: ContextRow;
  dryRun: boolean;
  file: Buffer;
}

/**
 * The import's form read and checked, or undefined once its refusal is sent: a body that is no
 * multipart form, too large or with an unknown field (400, 413, 415), no context or one of a bad
 * form (400), a context the caller does not see (403, as the guard would answer), no file (400).
 * The context found becomes the request's, as the guard sets it for a context in the query.
 */
export async function contextImportForm(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<ContextImport | undefined> {
  let form;
  try {
    form = await readImportForm(request);
  } catch (error) {
    if (!(error instanceof ImportFileError)) throw error;
    errorReply(reply, error.status, error.message);
    return undefined;
  }
  if (form.contextId === undefined) {
    badRequest(reply, m.importContextMissing);
    return undefined;
  }
  if (!contextKeyPattern.test(form.contextId)) {
    invalidField(reply, describeValidationError({ keyword: 'pattern', instancePath: '/contextId', params: {} }));
    return undefined;
  }
  const context = visibleContext(principalOf(request), form.contextId);
  if (!context) {
    forbidden(reply);
    return undefined;
  }
  request.context = context;
  if (form.file === null) {
    badRequest(reply, m.importFileMissing);
    return undefined;
  }
  return { context, dryRun: form.dryRun, file: form.file };
}

/** The refusal of a file with bad lines: how many, and the first of them with their messages. */
export const badLinesReply = (reply: FastifyReply, problems: LineProblems) =>
  reply.status(400).send({ message: m.importBad(problems.count), ...problems.reply() });
