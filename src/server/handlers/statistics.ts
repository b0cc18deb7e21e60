import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { INSTALLED } from '../db/rollout';
import type { SyncfileKind } from '../db/schema';
import { contextOf, type Handler, type Handlers } from '../types';
import { findSyncfile } from '../updates/lookup';
import { visibleContextSummaries } from './contextSummaries';
import { notFound } from './replies';

const targets = {
  cashpoint: { table: sql`cashpoints`, column: sql`cashpoint_id` },
  store: { table: sql`store_agents`, column: sql`store_agent_id` },
} as const;

/** The versions of a context: its non-archived updates of one kind, newest order key first. */
async function versionsOf(request: FastifyRequest, kind: SyncfileKind) {
  const rows = await request.server.db.kysely
    .selectFrom('syncfiles')
    .select(['uid', 'tag', 'filename'])
    .where('contextId', '=', contextOf(request).id)
    .where('kind', '=', kind)
    .where('archived', '=', 0)
    .orderBy('orderKey', 'desc')
    .execute();
  return rows.map((r) => ({ key: r.uid, tag: r.tag, filename: r.filename }));
}

/** How many targets of the context report the version installed (status 2), and how many do not. */
function versionStatsOf(kind: SyncfileKind): Handler<'getCashpointVersionStats' | 'getStoreAgentVersionStats'> {
  return async (request, reply) => {
    const db = request.server.db.kysely;
    const context = contextOf(request);
    const { filename } = request.params;
    const syncfile = await findSyncfile(db, context.id, kind, filename);
    if (!syncfile) return notFound(reply);
    const t = targets[kind];
    const result = await sql<{ total: number | string; installed: number | string | null }>`
      select count(*) as total,
        sum(case when i.installation_status = ${INSTALLED} then 1 else 0 end) as installed
      from ${t.table} x
      join stores st on st.id = x.store_row_id
      left join installations i on i.syncfile_id = ${syncfile.id} and i.${t.column} = x.id
      where st.context_id = ${context.id}
    `.execute(db);
    const row = result.rows[0];
    const total = Number(row?.total ?? 0);
    const installed = Number(row?.installed ?? 0);
    return { countInstalled: installed, countNotInstalled: total - installed };
  };
}

export const statisticsHandlers = {
  async getStatistics(request) {
    return { contexts: await visibleContextSummaries(request) };
  },
  async getCashpointVersions(request) {
    return { cashpointVersions: await versionsOf(request, 'cashpoint') };
  },
  async getStoreAgentVersions(request) {
    return { storeAgentVersions: await versionsOf(request, 'store') };
  },
  getCashpointVersionStats: versionStatsOf('cashpoint'),
  getStoreAgentVersionStats: versionStatsOf('store'),
} satisfies Partial<Handlers>;
