import type { Db } from '../db/connection';
import { parseJsonObject } from '../db/json';
import { cashpointJson, findCashpoint } from '../fleet/cashpointDetail';
import { installLog, isTargetUpdated, versionHistory } from '../fleet/versionHistory';
import { cashpointTree } from '../fleet/cashpointTree';
import { isoTime, newUid } from '../fleet/ids';
import { isUniqueViolation } from '../db/errors';
import { messages } from '../../shared/texts/serverMessages';
import { contextOf, type Handlers } from '../types';
import { badRequest, conflict, notFound } from './replies';

function findStoreByUid(db: Db, contextId: number, uid: string) {
  return db.kysely
    .selectFrom('stores')
    .select(['id', 'storeId'])
    .where('uid', '=', uid)
    .where('contextId', '=', contextId)
    .executeTakeFirst();
}

const emptyInfo = {
  commonConfigValues: [],
  serviceConfigValues: [],
  cashpointServiceStates: [],
  cashpointStatusInfo: [],
  activePromotions: [],
  hostsFile: null,
};

export const cashpointHandlers = {
  async getCashpointTree(request) {
    const app = request.server;
    return {
      stores: await cashpointTree(app.db, contextOf(request).id, app.now(), app.config.offlineAfterSeconds),
    };
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
    await app.db.kysely.deleteFrom('cashpoints').where('id', '=', row.id).execute();
    return { ok: true };
  },

  async deleteStore(request, reply) {
    const app = request.server;
    const store = await findStoreByUid(app.db, contextOf(request).id, request.params.uid);
    if (!store) return notFound(reply);
    // Registers, the store agent, their targets and installations go with it (foreign-key cascades).
    await app.db.kysely.deleteFrom('stores').where('id', '=', store.id).execute();
    return { ok: true };
  },

  async createStore(request, reply) {
    const app = request.server;
    const { storeId } = request.body;
    const uid = newUid();
    try {
      await app.db.kysely
        .insertInto('stores')
        .values({ uid, contextId: contextOf(request).id, storeId, name: '' })
        .execute();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return conflict(reply, messages.storeExists, storeId);
    }
    return { uid };
  },

  async createCashpoint(request, reply) {
    const app = request.server;
    const { posId, storeUid } = request.body;
    const store = await findStoreByUid(app.db, contextOf(request).id, storeUid);
    if (!store) return notFound(reply);
    const uid = newUid();
    try {
      await app.db.kysely.insertInto('cashpoints').values({ uid, storeRowId: store.id, posId }).execute();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return conflict(reply, messages.cashpointExists, posId);
    }
    return { uid };
  },

  async updateStoreName(request, reply) {
    const app = request.server;
    const { storeId, name } = request.body;
    const trimmed = name.trim();
    if (!trimmed) return badRequest(reply, messages.storeNameBlank);
    const result = await app.db.kysely
      .updateTable('stores')
      .set({ name: trimmed })
      .where('contextId', '=', contextOf(request).id)
      .where('storeId', '=', storeId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return notFound(reply);
    return { ok: true };
  },
} satisfies Partial<Handlers>;
