import type { SyncfileKind } from '../../platform/db/schema';
import { installedCounts, versionsOf } from '../repository/versionStatistics';
import { contextOf, type Handler, type Handlers } from '../../platform/types';
import { findSyncfile } from '../../updates';
import { visibleContextSummaries } from '../../home';
import { notFound } from '../../platform/http/replies';

function versionStatsOf(kind: SyncfileKind): Handler<'getCashpointVersionStats' | 'getStoreAgentVersionStats'> {
  return async (request, reply) => {
    const { db } = request.server;
    const contextId = contextOf(request).id;
    const syncfile = await findSyncfile(db.kysely, contextId, kind, request.params.filename);
    if (!syncfile) return notFound(reply);
    return installedCounts(db, contextId, kind, syncfile.id);
  };
}

export const statisticsHandlers = {
  async getStatistics(request) {
    return { contexts: await visibleContextSummaries(request) };
  },
  async getCashpointVersions(request) {
    return { cashpointVersions: await versionsOf(request.server.db, contextOf(request).id, 'cashpoint') };
  },
  async getStoreAgentVersions(request) {
    return { storeAgentVersions: await versionsOf(request.server.db, contextOf(request).id, 'store') };
  },
  getCashpointVersionStats: versionStatsOf('cashpoint'),
  getStoreAgentVersionStats: versionStatsOf('store'),
} satisfies Partial<Handlers>;
