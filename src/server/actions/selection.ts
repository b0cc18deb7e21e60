import { actionCatalogue, actionLimits, type ActionHold, type ActionKind } from '../../shared/actions/catalogue';
import type { components } from '../../shared/generated/contract';
import { actionTexts } from '../../shared/texts/de/actions';
import { storesOpenNow } from '../calendar';
import type { Db } from '../platform/db/connection';
import type { ContextRow } from '../platform/db/schema';
import { cashpointReportUids } from '../reports';
import { judgeBatch, type ActionLimits, type StoreFacts } from './logic';
import { runningCounts } from './repository/actions';
import { cashpointsWithOpenReceipt, storesWithOpenReceipt } from './repository/receipts';
import {
  countLackingService,
  storeAgentIdsOfCashpoints,
  targetFacts,
  targetsByStoreIds,
  targetsByUids,
  type TargetFacts,
  type TargetKind,
} from './repository/targets';
import { targetWayOf } from './validation';

// The targets of a dry run or a request: named by uid, by store number or by a register report's
// filter, resolved to the context's registers or store servers (ids not in the context are not
// counted), refused when there are none, too many, or some do not report the service to restart;
// then judged by the gates as the agents' delivery would judge them now.

const m = actionTexts.actionMessages;
type Form = components['schemas']['ActionPreviewForm'] | components['schemas']['ActionRequestForm'];

export interface Resolver {
  db: Db;
  context: ContextRow;
  now: number;
  offlineAfterSeconds: number;
}

/**
 * The form's targets (each once, in the order of store number and register number, with what the
 * dry run shows of them), or the German reason (400) why there are none to queue.
 */
export async function selectTargets(
  at: Resolver,
  form: Form,
): Promise<{ targets: TargetFacts[] } | { refusal: string }> {
  const { db, context } = at;
  const kind: TargetKind = form.targetKind;
  const { targets: named } = form;
  let targets: TargetFacts[];
  switch (targetWayOf(named)) {
    case 'cashpointUids':
      targets = await targetsByUids(db, context.id, 'cashpoint', named.cashpointUids!);
      break;
    case 'storeAgentUids':
      targets = await targetsByUids(db, context.id, 'storeAgent', named.storeAgentUids!);
      break;
    case 'storeIds':
      targets = await targetsByStoreIds(db, context.id, kind, named.storeIds!);
      break;
    case 'cashpointReport': {
      const selected = await cashpointReportUids(db, context, named.cashpointReport!, at.now, at.offlineAfterSeconds);
      if ('unknownFilter' in selected) return { refusal: m.unknownFilter(selected.unknownFilter) };
      targets =
        kind === 'cashpoint'
          ? await targetsByUids(db, context.id, 'cashpoint', selected.uids)
          : await targetFacts(db, 'storeAgent', await storeAgentIdsOfCashpoints(db, context.id, selected.uids));
      break;
    }
    default:
      return { refusal: m.targetsOneWay };
  }
  if (targets.length === 0) return { refusal: m.noTargets };
  if (targets.length > actionLimits.maxTargets) {
    const number = (n: number) => n.toLocaleString('de-DE');
    return { refusal: m.tooManyTargets(number(targets.length), number(actionLimits.maxTargets)) };
  }
  const service = actionCatalogue[form.kind as ActionKind].parameters.find((p) => p.valuesFrom === 'services');
  const name = service && form.parameters[service.name];
  if (name !== undefined) {
    const lacking = await countLackingService(
      db,
      kind,
      targets.map((t) => t.id),
      name,
    );
    if (lacking > 0) return { refusal: m.serviceUnknown(name, lacking, targets.length) };
  }
  return { targets };
}

/** A target with the gate that would hold it now (null: it would go out at once). */
export interface JudgedTarget extends TargetFacts {
  hold: ActionHold | null;
}

export interface Judgement {
  /** The targets in their order (store number, register number) with their holds. */
  targets: JudgedTarget[];
  heldBack: Record<ActionHold, number>;
}

/**
 * What the gates say of each target now, as if the request were queued now: a risky
 * kind waits for approval; the others as the delivery would judge them, each deliverable one taking
 * a slot of its store and context.
 */
export async function judgeTargets(
  at: Resolver,
  request: { kind: ActionKind; targetKind: TargetKind; emergency: boolean; deadlineAt: number },
  facts: readonly TargetFacts[],
  limits: ActionLimits,
): Promise<Judgement> {
  const { db, context, now } = at;
  const ids = facts.map((f) => f.id);
  const storeRowIds = [...new Set(facts.map((f) => f.storeRowId))];
  const [open, running, receipts] = await Promise.all([
    storesOpenNow(db, context.id, now, storeRowIds),
    runningCounts(db, context.id, storeRowIds),
    request.targetKind === 'cashpoint' ? cashpointsWithOpenReceipt(db, ids) : storesWithOpenReceipt(db, storeRowIds),
  ]);
  const stores = new Map<number, StoreFacts>(
    storeRowIds.map((id) => [
      id,
      {
        storeOpen: open.get(id) ?? false,
        anyOpenReceipt: request.targetKind === 'storeAgent' && receipts.has(id),
        runningInStore: running.inStore.get(id) ?? 0,
      },
    ]),
  );
  const state = actionCatalogue[request.kind].risky ? 'waitingForApproval' : 'queued';
  const judged = judgeBatch(
    facts.map((item) => ({
      target: { kind: request.kind, state, deadlineAt: request.deadlineAt },
      storeKey: item.storeRowId,
      openReceipt: request.targetKind === 'cashpoint' ? receipts.has(item.id) : null,
      emergency: request.emergency,
      item,
    })),
    stores,
    { now, runningInContext: running.inContext, limits },
  );
  const heldBack: Record<ActionHold, number> = {
    waitingForApproval: 0,
    waitingForWindow: 0,
    waitingForReceipt: 0,
    waitingForSlot: 0,
  };
  const targets = judged.map(({ item, verdict }): JudgedTarget => {
    const hold = verdict.verdict === 'hold' ? verdict.hold : null;
    if (hold) heldBack[hold] += 1;
    return { ...item, hold };
  });
  return { targets, heldBack };
}
