import { isoTime } from '../fleet/ids';
import { findStoreAgent, storeAgentJson, storeAgentList } from '../fleet/storeAgents';
import { installLog, isTargetUpdated, versionHistory } from '../fleet/versionHistory';
import * as stores from '../repositories/stores';
import { contextOf, type Handlers } from '../types';
import { storeNameProblem } from '../validation/stores';
import { badRequest, notFound } from './replies';

export const storeAgentHandlers = {
  async getStoreAgents(request) {
    const app = request.server;
    return {
      storeAgents: await storeAgentList(app.db, contextOf(request).id, app.now(), app.config.offlineAfterSeconds),
    };
  },

  async getStoreAgentDetail(request, reply) {
    const app = request.server;
    const context = contextOf(request);
    const { storeId } = request.query;
    const row = await findStoreAgent(app.db, context.id, { storeId });
    if (!row) return notFound(reply);
    const now = app.now();
    const [history, updated] = await Promise.all([
      versionHistory(app.db, 'store', context.id, row.id),
      isTargetUpdated(app.db, 'store', context.id, row.id, now),
    ]);
    const storeAgent = storeAgentJson(row, history, updated, now, app.config.offlineAfterSeconds);
    return { storeAgent, currentVersionTag: storeAgent.currentVersionTag, syncfiles: history };
  },

  async getStoreAgentLog(request, reply) {
    const app = request.server;
    const context = contextOf(request);
    const row = await findStoreAgent(app.db, context.id, { uid: request.params.uid });
    if (!row) return notFound(reply);
    const log = await installLog(app.db, 'store', context.id, row.id, request.query.syncfileUid);
    if (!log) return notFound(reply);
    return { log: log.log, logDate: isoTime(log.logDate) };
  },

  async deleteStoreAgent(request, reply) {
    const app = request.server;
    const { storeId } = request.body;
    const row = await findStoreAgent(app.db, contextOf(request).id, { storeId });
    if (!row) return notFound(reply);
    await stores.deleteStoreAgent(app.db, row.id);
    return { ok: true };
  },

  async updateStoreAgentName(request, reply) {
    const app = request.server;
    const { storeId, storeName } = request.body;
    const problem = storeNameProblem(storeName);
    if (problem) return badRequest(reply, problem);
    const name = storeName.trim();
    const row = await findStoreAgent(app.db, contextOf(request).id, { storeId });
    if (!row) return notFound(reply);
    await stores.renameStore(app.db, contextOf(request).id, storeId, name);
    return { ok: true };
  },
} satisfies Partial<Handlers>;
