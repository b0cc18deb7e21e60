import type { FastifyRequest } from 'fastify';
import type { components } from '../../shared/generated/contract';
import { contextSeverities } from '../alerts';
import { storesWaitingForWindow } from '../fleet';
import {
  activeRolloutsByState,
  offlineTargets,
  openAlertsByKind,
  storesInMaintenance,
} from './repository/situationCounts';
import { principalOf } from '../platform/principal';

type SituationCounts = components['schemas']['SituationCounts'];
type ContextSituation = components['schemas']['ContextSituation'];

const zero = (): SituationCounts => ({
  criticalAlertCount: 0,
  unownedAlertCount: 0,
  pausedRolloutCount: 0,
  waitingForApprovalRolloutCount: 0,
  runningRolloutCount: 0,
  offlineCashpointCount: 0,
  offlineStoreAgentCount: 0,
  maintenanceStoreCount: 0,
  waitingForWindowStoreCount: 0,
});

/**
 * What needs someone now in each context the caller sees, and the sum. An alert's severity is its
 * kind's in its context's settings now (not stored with it), so the alerts are counted per kind in
 * SQL and the critical kinds added up here: a handful of rows per context, never one per alert.
 * The stores waiting for their window come from the trees' per-store cache (calendar/waitingStores.ts).
 */
export async function visibleSituation(
  request: FastifyRequest,
): Promise<{ contexts: ContextSituation[]; total: SituationCounts }> {
  const app = request.server;
  const { contexts } = principalOf(request);
  const ids = contexts.map((c) => c.id);
  const total = zero();
  if (ids.length === 0) return { contexts: [], total };
  const now = app.now();
  const offlineAfter = app.config.offlineAfterSeconds;
  const [alerts, severities, rollouts, offline, maintenance, waiting] = await Promise.all([
    openAlertsByKind(app.db, ids),
    contextSeverities(app.db, ids),
    activeRolloutsByState(app.db, ids),
    offlineTargets(app.db, ids, now - offlineAfter * 1000),
    storesInMaintenance(app.db, ids, now),
    Promise.all(ids.map((id) => storesWaitingForWindow(app.db, id, now, offlineAfter))),
  ]);
  const critical = new Map(ids.map((id) => [id, 0]));
  for (const row of alerts.kinds) {
    const severity = (severities.get(row.contextId) as Record<string, string> | undefined)?.[row.kind];
    if (severity === 'critical') critical.set(row.contextId, critical.get(row.contextId)! + row.n);
  }
  const list = contexts.map((c, i): ContextSituation => {
    const counts: SituationCounts = {
      criticalAlertCount: critical.get(c.id)!,
      unownedAlertCount: alerts.unowned.get(c.id)!,
      pausedRolloutCount: rollouts.paused.get(c.id)!,
      waitingForApprovalRolloutCount: rollouts.waitingForApproval.get(c.id)!,
      runningRolloutCount: rollouts.running.get(c.id)!,
      offlineCashpointCount: offline.registers.get(c.id)!,
      offlineStoreAgentCount: offline.servers.get(c.id)!,
      maintenanceStoreCount: maintenance.get(c.id)!,
      waitingForWindowStoreCount: waiting[i]!.length,
    };
    for (const key of Object.keys(total) as (keyof SituationCounts)[]) total[key] += counts[key];
    return { key: c.key, name: c.name, ...counts };
  });
  return { contexts: list, total };
}
