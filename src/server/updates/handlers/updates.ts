import { locksRows } from '../../platform/db/transaction';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SyncfileKind, SyncfileRow } from '../../platform/db/schema';
import { syncfileJson } from '../syncfiles';
import { messages } from '../../../shared/texts/serverMessages';
import { listUpdates, saveUpdate, setArchived } from '../repository/updates';
import { saveFieldProblem, uploadFieldProblem } from '../validation';
import { contextOf, type Handler, type Handlers, type OperationId } from '../../platform/types';
import { isValidUpdateFilename, removeQuietly, uploadTempDir } from '../files';
import { findSyncfile } from '../repository/lookup';
import { rolloutsOfUpdates } from '../repository/rolloutOfUpdates';
import { moveUpdate } from '../repository/order';
import { commitUpload, deleteUpdate } from '../storage';
import { targetPlaces, UnknownTargetsError, updateTargetTree } from '../repository/updateTargets';
import {
  auditedTransaction,
  targetChanges,
  targetLabels,
  updateObject,
  updateValues,
  audited,
  changesBetween,
} from '../../audit';
import { waitingForWindow } from '../waitingForWindow';
import { recordUpdateEvent } from '../updateEvents';
import { archiveRefusal, statusChangeRefusal } from '../rolloutGuard';
import { receiveUpload, UploadError, type ReceivedUpload } from '../upload';
import { badRequest, conflict, errorReply, invalidField, notFound } from '../../platform/http/replies';

// Register updates (cashpoint-updates) and store updates (store-updates) behave alike; one set of
// handlers serves both, parameterised by the kind of update they work on.

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
    const problem = uploadFieldProblem(received.fields);
    if (problem) throw new UploadError(400, `${messages.badRequest}: ${problem}`);
    const upload = {
      ...received.file,
      tag: received.fields.tag!.trim(),
      comment: received.fields.comment?.trim() ?? '',
    };
    const audit = auditedTransaction<SyncfileRow>(request, (row) => ({
      action: 'updateUploaded',
      object: updateObject(kind, row),
    }));
    const now = app.now();
    // The event joins the audited transaction, so it is sent exactly when the upload committed.
    const recorded: typeof audit = (work) =>
      audit(async (db) => {
        const row = await work(db);
        await recordUpdateEvent(db, context, 'updateUploaded', row, now);
        return row;
      });
    return await commitUpload(app.db, app.updateStore, context, kind, upload, now, recorded);
  } finally {
    // The store has taken the file over (a folder on the same disk moves it away) or copied it.
    await removeQuietly(received?.file?.tempPath);
  }
}

function unknownTargetsMessage(uids: string[]): string {
  const shown = uids.slice(0, 5).join(', ');
  return `${messages.updateUnknownTargets} ${shown}${uids.length > 5 ? ` (und ${uids.length - 5} weitere)` : ''}`;
}

/** A change found its update and made it (true), found none (false), or was refused (409). */
type Outcome = boolean | { refused: string };

function replyOf(reply: FastifyReply, outcome: Outcome) {
  if (typeof outcome === 'object') return conflict(reply, outcome.refused);
  return outcome ? { ok: true as const } : notFound(reply);
}

/** The handler of an operation that both kinds of update have, with the same request and reply. */
type EitherKind<Cashpoint extends OperationId, Store extends OperationId> = Handler<Cashpoint | Store>;

type Move = EitherKind<
  'moveCashpointUpdateUp' | 'moveCashpointUpdateDown',
  'moveStoreUpdateUp' | 'moveStoreUpdateDown'
>;

interface UpdateOperations {
  list: EitherKind<'getCashpointUpdates', 'getStoreUpdates'>;
  detail: EitherKind<'getCashpointUpdateDetail', 'getStoreUpdateDetail'>;
  save: EitherKind<'saveCashpointUpdate', 'saveStoreUpdate'>;
  upload: EitherKind<'uploadCashpointUpdate', 'uploadStoreUpdate'>;
  remove: EitherKind<'deleteCashpointUpdate', 'deleteStoreUpdate'>;
  archive: EitherKind<'archiveCashpointUpdate', 'archiveStoreUpdate'>;
  moveUp: Move;
  moveDown: Move;
}

function updateOperations(kind: SyncfileKind): UpdateOperations {
  const move = (direction: 'up' | 'down'): Move =>
    async function (request, reply) {
      const { filename } = request.body;
      const contextId = contextOf(request).id;
      const result = await audited(request, async (db, record) => {
        const moved = await moveUpdate(db, contextId, kind, filename, direction);
        const row = moved === 'moved' ? await findSyncfile(db.kysely, contextId, kind, filename) : undefined;
        if (row)
          record({ action: direction === 'up' ? 'updateMovedUp' : 'updateMovedDown', object: updateObject(kind, row) });
        return moved;
      });
      if (result === 'notFound') return notFound(reply);
      if (result === 'atEdge') {
        return conflict(reply, direction === 'up' ? messages.updateAtTop : messages.updateAtBottom);
      }
      return { ok: true };
    };

  return {
    async list(request) {
      const { showArchivedUpdates } = request.query;
      const { db } = request.server;
      const contextId = contextOf(request).id;
      const [rows, rollouts] = await Promise.all([
        listUpdates(db, contextId, kind, Boolean(showArchivedUpdates)),
        rolloutsOfUpdates(db, contextId, kind),
      ]);
      return { syncfiles: rows.map((row) => ({ ...syncfileJson(row), rollout: rollouts.get(row.id) ?? null })) };
    },

    async detail(request, reply) {
      const { db } = request.server;
      const context = contextOf(request);
      const row = await findSyncfile(db.kysely, context.id, kind, request.query.filename);
      if (!row) return notFound(reply);
      const [stores, waiting] = await Promise.all([
        updateTargetTree(db, kind, context.id, row.id),
        waitingForWindow(db, kind, context.id, row, request.server.now()),
      ]);
      return { syncfile: syncfileJson(row), stores, waitingForWindow: waiting };
    },

    async save(request, reply) {
      const context = contextOf(request);
      const body = request.body;
      const tag = body.tag.trim();
      const releaseDate = body.releaseDate === null ? null : Date.parse(body.releaseDate);
      const problem = saveFieldProblem(body, releaseDate);
      if (problem) return invalidField(reply, problem);
      const settings = {
        status: body.status,
        releaseDate,
        tag,
        comment: body.comment.trim(),
        checkedUids: body.checkedUids,
      };
      try {
        const outcome = await audited(request, async (db, record): Promise<Outcome> => {
          // Locked, so a concurrent save waits and starts from this one's values.
          const row = await findSyncfile(db.kysely, context.id, kind, request.query.filename, locksRows(db));
          if (!row) return false;
          const refusal = settings.status === row.status ? null : await statusChangeRefusal(db, row.id);
          if (refusal) return { refused: refusal };
          const targetsBefore = targetLabels(await targetPlaces(db.kysely, kind, row.id));
          await saveUpdate(db, context.id, kind, row.filename, settings);
          if (settings.status !== row.status) {
            const saved = { ...row, status: settings.status, tag: settings.tag };
            await recordUpdateEvent(db, context, 'updateStatusChanged', saved, request.server.now(), row.status);
          }
          const changes = [
            ...changesBetween(updateValues(row), updateValues(settings)),
            ...targetChanges(targetsBefore, targetLabels(await targetPlaces(db.kysely, kind, row.id))),
          ];
          record({ action: 'updateSaved', object: updateObject(kind, row), changes });
          return true;
        });
        return replyOf(reply, outcome);
      } catch (error) {
        if (error instanceof UnknownTargetsError) {
          return badRequest(reply, unknownTargetsMessage(error.uids));
        }
        throw error;
      }
    },

    async upload(request, reply) {
      try {
        return { syncfile: syncfileJson(await acceptUpload(request, kind)) };
      } catch (error) {
        if (!(error instanceof UploadError)) throw error;
        return errorReply(reply, error.status, error.message, error.value);
      }
    },

    async remove(request, reply) {
      const app = request.server;
      const { filename } = request.body;
      const recorded = auditedTransaction<SyncfileRow | undefined>(request, (row) => ({
        action: 'updateDeleted',
        object: updateObject(kind, row),
      }));
      const deleted = await deleteUpdate(app.db, app.updateStore, contextOf(request).id, kind, filename, recorded);
      return deleted ? { ok: true } : notFound(reply);
    },

    async archive(request, reply) {
      const { filename, archive } = request.body;
      const contextId = contextOf(request).id;
      const outcome = await audited(request, async (db, record): Promise<Outcome> => {
        const row = await findSyncfile(db.kysely, contextId, kind, filename, locksRows(db));
        if (!row) return false;
        // Archiving an archived update (or the reverse) changes nothing and records nothing.
        if ((row.archived === 1) === archive) return true;
        const refusal = await archiveRefusal(db, row.id);
        if (refusal) return { refused: refusal };
        await setArchived(db, contextId, kind, filename, archive);
        if (archive) await recordUpdateEvent(db, contextOf(request), 'updateArchived', row, request.server.now());
        record({
          action: archive ? 'updateArchived' : 'updateUnarchived',
          object: updateObject(kind, row),
          changes: changesBetween({ archived: String(row.archived === 1) }, { archived: String(archive) }),
        });
        return true;
      });
      return replyOf(reply, outcome);
    },

    moveUp: move('up'),
    moveDown: move('down'),
  };
}

const cashpoint = updateOperations('cashpoint');
const store = updateOperations('store');

export const updateHandlers = {
  getCashpointUpdates: cashpoint.list,
  getCashpointUpdateDetail: cashpoint.detail,
  saveCashpointUpdate: cashpoint.save,
  uploadCashpointUpdate: cashpoint.upload,
  deleteCashpointUpdate: cashpoint.remove,
  archiveCashpointUpdate: cashpoint.archive,
  moveCashpointUpdateUp: cashpoint.moveUp,
  moveCashpointUpdateDown: cashpoint.moveDown,
  getStoreUpdates: store.list,
  getStoreUpdateDetail: store.detail,
  saveStoreUpdate: store.save,
  uploadStoreUpdate: store.upload,
  deleteStoreUpdate: store.remove,
  archiveStoreUpdate: store.archive,
  moveStoreUpdateUp: store.moveUp,
  moveStoreUpdateDown: store.moveDown,
} satisfies Partial<Handlers>;
