import type { Kysely } from 'kysely';
import type { Database, SyncfileKind } from '../db/schema';
import type { components } from '../generated/api';
import { describeValidationError } from '../../shared/texts/serverMessages';
import { contextOf, type Handlers } from '../types';
import { sendUpdateFile } from '../updates/download';
import { resolveUpdatePath } from '../updates/files';
import { findAgentTarget, findSyncfile } from '../updates/lookup';
import { fileDigest } from '../updates/sha256';
import { invalidField, notFound } from './replies';

type DueUpdate = components['schemas']['DueUpdate'];

const STATUS_ACTIVE = 2;
const STATUS_DELETED = 3;
const STATUS_TEST = 4;
const INSTALLING = 1;
const INSTALLED = 2;

const targetColumn = { cashpoint: 'cashpointId', store: 'storeAgentId' } as const;

const posIdMissing = describeValidationError({ keyword: 'required', params: { missingProperty: 'posId' } });

/**
 * The updates due for a target, lowest order key first (design.md): not archived, released, and Aktiv
 * for everyone or Test/Labor with the target checked. Neu and Gelöscht are never due.
 */
function dueUpdates(db: Kysely<Database>, contextId: number, kind: SyncfileKind, targetId: number, now: number) {
  return db
    .selectFrom('syncfiles as s')
    .select(['s.filename', 's.tag', 's.orderKey', 's.uploadFilepath'])
    .where('s.contextId', '=', contextId)
    .where('s.kind', '=', kind)
    .where('s.archived', '=', 0)
    .where((eb) => eb.or([eb('s.releaseDate', 'is', null), eb('s.releaseDate', '<=', now)]))
    .where((eb) =>
      eb.or([
        eb('s.status', '=', STATUS_ACTIVE),
        eb.and([
          eb('s.status', '=', STATUS_TEST),
          eb.exists(
            eb
              .selectFrom('syncfileTargets as t')
              .select('t.id')
              .whereRef('t.syncfileId', '=', 's.id')
              .where(`t.${targetColumn[kind]}`, '=', targetId),
          ),
        ]),
      ]),
    )
    .orderBy('s.orderKey', 'asc')
    .execute();
}

/** Withdrawn (Gelöscht) updates the target reports installed: it must remove them. */
function updatesToRemove(db: Kysely<Database>, contextId: number, kind: SyncfileKind, targetId: number) {
  return db
    .selectFrom('syncfiles as s')
    .innerJoin('installations as i', 'i.syncfileId', 's.id')
    .select('s.filename')
    .where('s.contextId', '=', contextId)
    .where('s.kind', '=', kind)
    .where('s.status', '=', STATUS_DELETED)
    .where(`i.${targetColumn[kind]}`, '=', targetId)
    .where('i.installationStatus', '=', INSTALLED)
    .orderBy('s.orderKey', 'asc')
    .execute();
}

export const agentUpdateHandlers = {
  async agentDueUpdates(request, reply) {
    const app = request.server;
    const context = contextOf(request);
    const { target, storeId, posId } = request.query;
    if (target === 'cashpoint' && posId === undefined) return invalidField(reply, posIdMissing);
    const targetId = await findAgentTarget(app.db.kysely, context.id, target, storeId, posId);
    if (targetId === undefined) return notFound(reply);
    const [due, remove] = await Promise.all([
      dueUpdates(app.db.kysely, context.id, target, targetId, app.now()),
      updatesToRemove(app.db.kysely, context.id, target, targetId),
    ]);
    const install: DueUpdate[] = [];
    for (const row of due) {
      const file = resolveUpdatePath(app.config.dataDir, row.uploadFilepath);
      const digest = file ? await fileDigest(file) : null;
      // An update whose file is gone cannot be installed; offering it would only fail the download.
      if (!digest) {
        request.log.warn({ filename: row.filename, context: context.key }, 'update file missing');
        continue;
      }
      install.push({ filename: row.filename, tag: row.tag, orderKey: Number(row.orderKey), ...digest });
    }
    return { install, remove: remove.map((r) => r.filename) };
  },

  async agentDownloadUpdate(request, reply) {
    const app = request.server;
    const { target, filename } = request.params;
    const row = await findSyncfile(app.db.kysely, contextOf(request).id, target, filename);
    const file = row ? resolveUpdatePath(app.config.dataDir, row.uploadFilepath) : null;
    const range = request.headers.range;
    const sent = row && file ? await sendUpdateFile(reply, file, row.filename, range) : false;
    return sent ? reply : notFound(reply);
  },

  async agentReportInstallation(request, reply) {
    const app = request.server;
    const context = contextOf(request);
    const body = request.body;
    if (body.target === 'cashpoint' && body.posId === undefined) return invalidField(reply, posIdMissing);
    const [targetId, syncfile] = await Promise.all([
      findAgentTarget(app.db.kysely, context.id, body.target, body.storeId, body.posId),
      findSyncfile(app.db.kysely, context.id, body.target, body.filename),
    ]);
    if (targetId === undefined || !syncfile) return notFound(reply);
    const now = app.now();
    const status = body.installationStatus;
    const log = body.log ?? null;
    const column = targetColumn[body.target];
    await app.db.kysely
      .insertInto('installations')
      .values({
        syncfileId: syncfile.id,
        cashpointId: body.target === 'cashpoint' ? targetId : null,
        storeAgentId: body.target === 'store' ? targetId : null,
        installationStatus: status,
        installingSince: status === INSTALLING ? now : null,
        downloaded: status >= 1 ? 1 : 0,
        log,
        logDate: log === null ? null : now,
        updatedAt: now,
      })
      .onConflict((oc) =>
        oc.columns([column, 'syncfileId']).doUpdateSet((eb) => ({
          installationStatus: status,
          // A repeated "installing" keeps the time the installation began.
          installingSince:
            status === INSTALLING
              ? eb
                  .case()
                  .when('installations.installationStatus', '=', INSTALLING)
                  .then(eb.fn.coalesce('installations.installingSince', eb.val(now)))
                  .else(now)
                  .end()
              : null,
          // Once downloaded stays downloaded, even when the target later reports it removed (0).
          ...(status >= 1 ? { downloaded: 1 } : {}),
          ...(log === null ? {} : { log, logDate: now }),
          updatedAt: now,
        })),
      )
      .execute();
    return { ok: true };
  },
} satisfies Partial<Handlers>;
