import { parseJsonObject } from '../db/json';
import { cashpointJson, findCashpoint } from '../fleet/cashpointDetail';
import { installLog, isTargetUpdated, versionHistory } from '../fleet/versionHistory';
import { cachedCashpointTree } from '../fleet/cashpointTree';
import { jsonArrayBody } from '../fleet/storeReplyCache';
import { isoTime } from '../fleet/ids';
import * as stores from '../repositories/stores';
import { isUniqueViolation } from '../db/errors';
import { messages } from '../../shared/texts/serverMessages';
import { contextOf, type Handlers } from '../types';
import { storeNameProblem } from '../validation/stores';
import { sendJsonWithEtag } from './cachedJson';
import { badRequest, conflict, notFound } from './replies';

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
    const app = request.server;
    const row = await findCashpoint(app.db, contextOf(request).id, request.params.uid);
    if (!row) return notFound(reply);
    await stores.deleteCashpoint(app.db, row.id);
    return { ok: true };
  },

  async deleteStore(request, reply) {
    const app = request.server;
    const store = await stores.findStoreByUid(app.db, contextOf(request).id, request.params.uid);
    if (!store) return notFound(reply);
    await stores.deleteStore(app.db, store.id);
    return { ok: true };
  },

  async createStore(request, reply) {
    const { storeId } = request.body;
    try {
      return { uid: await stores.createStore(request.server.db, contextOf(request).id, storeId) };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return conflict(reply, messages.storeExists, storeId);
    }
  },

  async createCashpoint(request, reply) {
    const { db } = request.server;
    const { posId, storeUid } = request.body;
    const store = await stores.findStoreByUid(db, contextOf(request).id, storeUid);
    if (!store) return notFound(reply);
    try {
      return { uid: await stores.createCashpoint(db, store.id, posId) };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return conflict(reply, messages.cashpointExists, posId);
    }
  },

  async updateStoreName(request, reply) {
    const { storeId, name } = request.body;
    const problem = storeNameProblem(name);
    if (problem) return badRequest(reply, problem);
    const renamed = await stores.renameStore(request.server.db, contextOf(request).id, storeId, name.trim());
    return renamed ? { ok: true } : notFound(reply);
  },
} satisfies Partial<Handlers>;
