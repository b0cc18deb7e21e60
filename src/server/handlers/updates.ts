import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SyncfileKind, SyncfileRow } from '../db/schema';
import { syncfileJson } from '../fleet/syncfiles';
import type { components } from '../generated/api';
import { describeValidationError, messages } from '../../shared/texts/serverMessages';
import { updateFormProblems } from '../../shared/validation/updateForm';
import { contextOf, type Handler, type Handlers } from '../types';
import { isValidUpdateFilename, removeQuietly, uploadTempDir } from '../updates/files';
import { findSyncfile } from '../updates/lookup';
import { moveUpdate } from '../updates/order';
import { commitUpload, deleteUpdate } from '../updates/storage';
import { replaceTargets, UnknownTargetsError, updateTargetTree } from '../updates/targets';
import { receiveUpload, UploadError, type ReceivedUpload } from '../updates/upload';

// Register updates (cashpoint-updates) and store updates (store-updates) behave alike; one set of
// handlers serves both, parameterised by the kind of update they work on.

type Bodies = components['requestBodies'];
type SaveBody = Bodies['UpdateSave']['content']['application/json'];
type RefBody = Bodies['UpdateRef']['content']['application/json'];
type ArchiveBody = Bodies['UpdateArchive']['content']['application/json'];
type ListQuery = { contextId: string; showArchivedUpdates?: boolean };
type FileQuery = { contextId: string; filename: string };

const notFound = (reply: FastifyReply) => reply.status(404).send({ message: messages.notFound });
const badRequest = (reply: FastifyReply, detail: string) =>
  reply.status(400).send({ message: `${messages.badRequest}: ${detail}` });

/**
 * The contract's schema does not check multipart fields, so the update form's rules run here; like
 * the contract's errors, the message names the field by its property.
 */
function uploadFieldProblem(received: ReceivedUpload): string | undefined {
  const [problem] = updateFormProblems(
    { tag: received.fields.tag, comment: received.fields.comment?.trim() },
    'property',
  );
  return problem;
}

/**
 * Receives, checks and stores an upload; throws UploadError for anything the client must fix. The
 * temporary file is gone before this returns, so no reply is sent while it still exists.
 */
async function acceptUpload(request: FastifyRequest, kind: SyncfileKind): Promise<SyncfileRow> {
  const app = request.server;
  const context = contextOf(request);
  let received: ReceivedUpload | undefined;
  try {
    received = await receiveUpload(request, uploadTempDir(app.config.dataDir), async (filename) => {
      if (!isValidUpdateFilename(filename)) throw new UploadError(400, messages.uploadFilenameInvalid);
      // Refused before the body is stored; the unique index settles a race at commit.
      if (await findSyncfile(app.db.kysely, context.id, kind, filename)) {
        throw new UploadError(409, messages.updateExists, filename);
      }
    });
    if (!received.file) throw new UploadError(400, messages.uploadNoFile);
    const problem = uploadFieldProblem(received);
    if (problem) throw new UploadError(400, `${messages.badRequest}: ${problem}`);
    const upload = {
      ...received.file,
      tag: received.fields.tag!.trim(),
      comment: received.fields.comment?.trim() ?? '',
    };
    return await commitUpload(app.db, app.config.dataDir, context, kind, upload, app.now());
  } finally {
    // After a successful commit the file has been moved away and this finds nothing.
    await removeQuietly(received?.file?.tempPath);
  }
}

function unknownTargetsMessage(uids: string[]): string {
  const shown = uids.slice(0, 5).join(', ');
  return `${messages.updateUnknownTargets} ${shown}${uids.length > 5 ? ` (und ${uids.length - 5} weitere)` : ''}`;
}

interface UpdateOperations {
  list: Handler;
  detail: Handler;
  save: Handler;
  upload: Handler;
  remove: Handler;
  archive: Handler;
  moveUp: Handler;
  moveDown: Handler;
}

function updateOperations(kind: SyncfileKind): UpdateOperations {
  const move = (direction: 'up' | 'down'): Handler =>
    async function (request, reply) {
      const { filename } = request.body as RefBody;
      const result = await moveUpdate(request.server.db, contextOf(request).id, kind, filename, direction);
      if (result === 'notFound') return notFound(reply);
      if (result === 'atEdge') {
        return reply.status(409).send({ message: direction === 'up' ? messages.updateAtTop : messages.updateAtBottom });
      }
      return { ok: true };
    };

  return {
    async list(request) {
      const { showArchivedUpdates } = request.query as ListQuery;
      let query = request.server.db.kysely
        .selectFrom('syncfiles')
        .selectAll()
        .where('contextId', '=', contextOf(request).id)
        .where('kind', '=', kind);
      if (!showArchivedUpdates) query = query.where('archived', '=', 0);
      const rows = await query.orderBy('orderKey', 'desc').execute();
      return { syncfiles: rows.map((row) => syncfileJson(row)) };
    },

    async detail(request, reply) {
      const { db } = request.server;
      const context = contextOf(request);
      const row = await findSyncfile(db.kysely, context.id, kind, (request.query as FileQuery).filename);
      if (!row) return notFound(reply);
      return { syncfile: syncfileJson(row), stores: await updateTargetTree(db, kind, context.id, row.id) };
    },

    async save(request, reply) {
      const { db } = request.server;
      const context = contextOf(request);
      const body = request.body as SaveBody;
      const [problem] = updateFormProblems(body, 'property');
      if (problem !== undefined) return badRequest(reply, problem);
      const tag = body.tag.trim();
      const releaseDate = body.releaseDate === null ? null : Date.parse(body.releaseDate);
      if (releaseDate !== null && Number.isNaN(releaseDate)) {
        return badRequest(
          reply,
          describeValidationError({ keyword: 'format', instancePath: '/releaseDate', params: {} }),
        );
      }
      try {
        const found = await db.kysely.transaction().execute(async (trx) => {
          const row = await findSyncfile(trx, context.id, kind, (request.query as FileQuery).filename);
          if (!row) return false;
          await trx
            .updateTable('syncfiles')
            .set({ status: body.status, releaseDate, tag, comment: body.comment.trim() })
            .where('id', '=', row.id)
            .execute();
          await replaceTargets(trx, kind, context.id, row.id, body.checkedUids);
          return true;
        });
        return found ? { ok: true } : notFound(reply);
      } catch (error) {
        if (error instanceof UnknownTargetsError) {
          return reply.status(400).send({ message: unknownTargetsMessage(error.uids) });
        }
        throw error;
      }
    },

    async upload(request, reply) {
      try {
        return { syncfile: syncfileJson(await acceptUpload(request, kind)) };
      } catch (error) {
        if (!(error instanceof UploadError)) throw error;
        const value = error.value === undefined ? {} : { value: error.value };
        return reply.status(error.status).send({ message: error.message, ...value });
      }
    },

    async remove(request, reply) {
      const app = request.server;
      const { filename } = request.body as RefBody;
      const deleted = await deleteUpdate(app.db, app.config.dataDir, contextOf(request).id, kind, filename);
      return deleted ? { ok: true } : notFound(reply);
    },

    async archive(request, reply) {
      const { filename, archive } = request.body as ArchiveBody;
      const result = await request.server.db.kysely
        .updateTable('syncfiles')
        .set({ archived: archive ? 1 : 0 })
        .where('contextId', '=', contextOf(request).id)
        .where('kind', '=', kind)
        .where('filename', '=', filename)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 0 ? notFound(reply) : { ok: true };
    },

    moveUp: move('up'),
    moveDown: move('down'),
  };
}

function named(prefix: 'Cashpoint' | 'Store', ops: UpdateOperations): Handlers {
  return {
    [`get${prefix}Updates`]: ops.list,
    [`get${prefix}UpdateDetail`]: ops.detail,
    [`save${prefix}Update`]: ops.save,
    [`upload${prefix}Update`]: ops.upload,
    [`delete${prefix}Update`]: ops.remove,
    [`archive${prefix}Update`]: ops.archive,
    [`move${prefix}UpdateUp`]: ops.moveUp,
    [`move${prefix}UpdateDown`]: ops.moveDown,
  };
}

export const updateHandlers: Handlers = {
  ...named('Cashpoint', updateOperations('cashpoint')),
  ...named('Store', updateOperations('store')),
};
