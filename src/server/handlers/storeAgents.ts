import type { FastifyReply } from 'fastify';
import { isoTime } from '../fleet/ids';
import { findStoreAgent, storeAgentJson, storeAgentList } from '../fleet/storeAgents';
import { installLog, isTargetUpdated, versionHistory } from '../fleet/targets';
import { messages } from '../../shared/texts/serverMessages';
import { storeNameRule } from '../../shared/validation/fleetFields';
import { textProblem } from '../../shared/validation/textRule';
import { contextOf, type Handlers } from '../types';

const notFound = (reply: FastifyReply) => reply.status(404).send({ message: messages.notFound });

export const storeAgentHandlers: Handlers = {
  async getStoreAgents(request) {
    const app = request.server;
    return {
      storeAgents: await storeAgentList(app.db, contextOf(request).id, app.now(), app.config.offlineAfterSeconds),
    };
  },

  async getStoreAgentDetail(request, reply) {
    const app = request.server;
    const context = contextOf(request);
    const { storeId } = request.query as { storeId: string };
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
    const row = await findStoreAgent(app.db, context.id, { uid: (request.params as { uid: string }).uid });
    if (!row) return notFound(reply);
    const log = await installLog(
      app.db,
      'store',
      context.id,
      row.id,
      (request.query as { syncfileUid: string }).syncfileUid,
    );
    if (!log) return notFound(reply);
    return { log: log.log, logDate: isoTime(log.logDate) };
  },

  async deleteStoreAgent(request, reply) {
    const app = request.server;
    const { storeId } = request.body as { storeId: string };
    const row = await findStoreAgent(app.db, contextOf(request).id, { storeId });
    if (!row) return notFound(reply);
    // Only the store server goes; the store and its registers stay. A new heartbeat registers it again.
    await app.db.kysely.deleteFrom('storeAgents').where('id', '=', row.id).execute();
    return { ok: true };
  },

  async updateStoreAgentName(request, reply) {
    const app = request.server;
    const { storeId, storeName } = request.body as { storeId: string; storeName: string };
    // Both ways of renaming a store answer alike: the message names the field `name`.
    const problem = textProblem(storeNameRule, storeName, 'name');
    if (problem !== undefined) return reply.status(400).send({ message: problem });
    const name = storeName.trim();
    const row = await findStoreAgent(app.db, contextOf(request).id, { storeId });
    if (!row) return notFound(reply);
    await app.db.kysely
      .updateTable('stores')
      .set({ name })
      .where('contextId', '=', contextOf(request).id)
      .where('storeId', '=', storeId)
      .execute();
    return { ok: true };
  },
};
