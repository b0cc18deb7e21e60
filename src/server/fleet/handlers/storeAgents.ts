import { isoTime } from '../../platform/ids';
import { findStoreAgent, storeAgentJson, storeAgentList } from '../repository/storeAgents';
import { installLog, isTargetUpdated, versionHistory } from '../repository/versionHistory';
import * as stores from '../repository/stores';
import { storeLabel, audited } from '../../audit';
import { renameStoreRecorded } from '../storeRename';
import { contextOf, type Handlers } from '../../platform/types';
import { storeNameProblem } from '../validation';
import { badRequest, notFound } from '../../platform/http/replies';

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
    const { storeId } = request.body;
    const deleted = await audited(request, async (db, record) => {
      const row = await findStoreAgent(db, contextOf(request).id, { storeId });
      if (!row) return false;
      await stores.deleteStoreAgent(db, row.id);
      // The store's uid: the log of a store lists what happened to its store server too.
      const object = { type: 'storeAgent', id: row.storeUid, label: storeLabel(row.storeId, row.name) } as const;
      record({ action: 'storeAgentDeleted', object });
      return true;
    });
    return deleted ? { ok: true } : notFound(reply);
  },

  async updateStoreAgentName(request, reply) {
    const { storeId, storeName } = request.body;
    const problem = storeNameProblem(storeName);
    if (problem) return badRequest(reply, problem);
    const renamed = await audited(request, async (db, record) => {
      const contextId = contextOf(request).id;
      if (!(await findStoreAgent(db, contextId, { storeId }))) return false;
      return renameStoreRecorded(db, record, contextId, storeId, storeName.trim());
    });
    return renamed ? { ok: true } : notFound(reply);
  },
} satisfies Partial<Handlers>;
