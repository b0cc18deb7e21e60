import { parseJsonObject } from '../../platform/db/json';
import { cashpointJson, findCashpoint } from '../repository/cashpointDetail';
import { installLog, isTargetUpdated, versionHistory } from '../repository/versionHistory';
import { cachedCashpointTree } from '../cashpointTree';
import { jsonArrayBody } from '../storeReplyCache';
import { isoTime } from '../../platform/ids';
import * as stores from '../repository/stores';
import { recordStoreEvent } from '../repository/storeEvents';
import { isUniqueViolation } from '../../platform/db/errors';
import { audited, cashpointLabel, storeObject } from '../../audit';
import { renameStoreRecorded } from '../storeRename';
import { messages } from '../../../shared/texts/serverMessages';
import { contextOf, type Handlers } from '../../platform/types';
import { storeNameProblem } from '../validation';
import { sendJsonWithEtag } from '../../platform/http/cachedJson';
import { badRequest, conflict, notFound } from '../../platform/http/replies';
import { registerDecommissioned, storeDecommissioned } from '../../taxNotice';

const emptyInfo = {
  commonConfigValues: [],
  serviceConfigValues: [],
  cashpointServiceStates: [],
  cashpointStatusInfo: [],
  activePromotions: [],
  hostsFile: null,
};

export const cashpointHandlers = {
  async getCashpointTree(request, reply) {
    const app = request.server;
    const tree = await cachedCashpointTree(app.db, contextOf(request).id, app.now(), app.config.offlineAfterSeconds);
    return sendJsonWithEtag(request, reply, tree.etag, () =>
      // Every operator of the context polls the same tree: its body is kept until a store changes.
      tree.memo(tree.etag, () => jsonArrayBody('{"stores":', tree.jsonChunks(), '}')),
    );
  },

  async getCashpointDetail(request, reply) {
    const app = request.server;
    const context = contextOf(request);
    const row = await findCashpoint(app.db, context.id, request.params.uid);
    if (!row) return notFound(reply);
    const now = app.now();
    const [history, updated] = await Promise.all([
      versionHistory(app.db, 'cashpoint', context.id, row.id),
      isTargetUpdated(app.db, 'cashpoint', context.id, row.id, now),
    ]);
    const cashpoint = cashpointJson(row, history, updated, now, app.config.offlineAfterSeconds);
    return { cashpoint, currentVersionTag: cashpoint.currentVersionTag, syncfiles: history };
  },

  async getCashpointInfo(request, reply) {
    const app = request.server;
    const row = await findCashpoint(app.db, contextOf(request).id, request.params.uid);
    if (!row) return notFound(reply);
    const info = { ...emptyInfo, ...parseJsonObject(row.cashpointInfo) };
    // Promotions are only handled where the installation says so; elsewhere they are not shown at all.
    if (!app.config.flags.handleActivePromotions) info.activePromotions = [];
    return info;
  },

  async getCashpointLog(request, reply) {
    const app = request.server;
    const context = contextOf(request);
    const row = await findCashpoint(app.db, context.id, request.params.uid);
    if (!row) return notFound(reply);
    const log = await installLog(app.db, 'cashpoint', context.id, row.id, request.query.syncfileUid);
    if (!log) return notFound(reply);
    return { log: log.log, logDate: isoTime(log.logDate) };
  },

  async deleteCashpoint(request, reply) {
    let problem: string | null = null;
    const deleted = await audited(request, async (db, record) => {
      const row = await findCashpoint(db, contextOf(request).id, request.params.uid);
      if (!row) return false;
      // Its fiscal record stays with its last day (issue 52); a bad day deletes nothing.
      problem = await registerDecommissioned(db, row.uid, request.body ?? {}, request.server.now());
      if (problem) return false;
      await stores.deleteCashpoint(db, row.id);
      const label = cashpointLabel(row.storeId, row.posId);
      record({ action: 'cashpointDeleted', object: { type: 'cashpoint', id: row.uid, label } });
      return true;
    });
    if (problem) return badRequest(reply, problem);
    return deleted ? { ok: true } : notFound(reply);
  },

  async deleteStore(request, reply) {
    const deleted = await audited(request, async (db, record) => {
      const store = await stores.findStoreByUid(db, contextOf(request).id, request.params.uid);
      if (!store) return false;
      await storeDecommissioned(db, { ...store, contextId: contextOf(request).id }, request.server.now());
      await stores.deleteStore(db, store.id);
      await recordStoreEvent(db.kysely, contextOf(request), 'storeDeleted', store, request.server.now());
      record({ action: 'storeDeleted', object: storeObject(store) });
      return true;
    });
    return deleted ? { ok: true } : notFound(reply);
  },

  async createStore(request, reply) {
    const { storeId } = request.body;
    try {
      const uid = await audited(request, async (db, record) => {
        const created = await stores.createStore(db, contextOf(request).id, storeId);
        const store = { uid: created, storeId, name: null };
        await recordStoreEvent(db.kysely, contextOf(request), 'storeCreated', store, request.server.now());
        record({ action: 'storeCreated', object: storeObject({ uid: created, storeId, name: null }) });
        return created;
      });
      return { uid };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return conflict(reply, messages.storeExists, storeId);
    }
  },

  async createCashpoint(request, reply) {
    const { posId, storeUid } = request.body;
    try {
      const uid = await audited(request, async (db, record) => {
        const store = await stores.findStoreByUid(db, contextOf(request).id, storeUid);
        if (!store) return null;
        const created = await stores.createCashpoint(db, store.id, posId);
        const label = cashpointLabel(store.storeId, posId);
        record({ action: 'cashpointCreated', object: { type: 'cashpoint', id: created, label } });
        return created;
      });
      return uid === null ? notFound(reply) : { uid };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return conflict(reply, messages.cashpointExists, posId);
    }
  },

  async updateStoreName(request, reply) {
    const { storeId, name } = request.body;
    const problem = storeNameProblem(name);
    if (problem) return badRequest(reply, problem);
    const renamed = await audited(request, (db, record) =>
      renameStoreRecorded(db, record, contextOf(request).id, storeId, name.trim()),
    );
    return renamed ? { ok: true } : notFound(reply);
  },
} satisfies Partial<Handlers>;
