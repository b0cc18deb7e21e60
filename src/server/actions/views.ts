import {
  actionCatalogue,
  actionKinds,
  actionKindName,
  noTargetCounts,
  type ActionKind,
} from '../../shared/actions/catalogue';
import { actionTexts } from '../../shared/texts/de/actions';
import type { components } from '../../shared/generated/contract';
import { isoTime } from '../platform/ids';
import type { ActionRequestRow } from './repository/actions';
import type { TargetListRow } from './repository/lists';

// The reply shapes of actions: the catalogue as `GET /action-kinds` shows it, the requests and
// their targets as the contract names them.

type ActionKindInfo = components['schemas']['ActionKindInfo'];

/** The catalogue in its order, with the German names. */
export function actionKindInfos(): ActionKindInfo[] {
  return actionKinds.map((kind) => {
    const entry = actionCatalogue[kind];
    return {
      kind,
      name: actionKindName(kind),
      risky: entry.risky,
      targets: [...entry.targets],
      parameters: entry.parameters.map((p) => ({
        name: p.name,
        label: (actionTexts.actions.parameters as Record<string, string>)[p.name] ?? p.name,
        type: p.type,
        required: p.required,
        valuesFrom: p.valuesFrom ?? null,
      })),
    };
  });
}

type ActionSummary = components['schemas']['ActionSummary'];
type ActionTarget = components['schemas']['ActionTarget'];
type ActionCounts = components['schemas']['ActionCounts'];
type ActionTargetState = components['schemas']['ActionTargetState'];

/** A target's state as the page shows it: a queued one held by a gate under its hold. */
export function shownState(state: string, hold: string | null): ActionTargetState {
  return (state === 'queued' && hold !== null ? hold : state) as ActionTargetState;
}

const time = (ms: number | null) => (ms === null ? null : isoTime(ms)!);

export function countsOf(rows: readonly { state: string; hold: string | null; count: number }[]): ActionCounts {
  const counts: ActionCounts = noTargetCounts();
  for (const row of rows) counts[shownState(row.state, row.hold)] += row.count;
  return counts;
}

export function summaryOf(row: ActionRequestRow, counts: ActionCounts): ActionSummary {
  return {
    uid: row.uid,
    kind: row.kind as ActionKind,
    name: actionKindName(row.kind as ActionKind),
    targetKind: row.targetKind,
    parameters: JSON.parse(row.parameters) as Record<string, string>,
    state: row.state,
    requestedBy: row.requestedBy,
    requestedAt: time(row.createdAt)!,
    emergencyReason: row.emergencyReason,
    deadlineMinutes: row.deadlineMinutes,
    approvedBy: row.approvedBy,
    approvedAt: time(row.approvedAt),
    approvalComment: row.approvalComment,
    cancelledBy: row.cancelledBy,
    cancelledAt: time(row.cancelledAt),
    finishedAt: time(row.finishedAt),
    total: row.total,
    counts,
  };
}

export function targetOf(row: TargetListRow): ActionTarget {
  return {
    uid: row.uid,
    targetKind: row.cashpointId === null ? 'storeAgent' : 'cashpoint',
    targetUid: (row.cashpointUid ?? row.storeAgentUid)!,
    storeId: row.storeId,
    storeName: row.storeName || null,
    posId: row.cashpointId === null ? null : row.posId,
    state: shownState(row.state, row.hold),
    attempts: row.attempts,
    sentAt: time(row.sentAt),
    startedAt: time(row.startedAt),
    finishedAt: time(row.finishedAt),
    exitCode: row.exitCode,
    output: row.output,
    hasBundle: row.bundleKey !== null,
  };
}
