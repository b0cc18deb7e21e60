import type { FastifyReply } from 'fastify';
import type { ActionKind } from '../../../shared/actions/catalogue';
import { actionTexts } from '../../../shared/texts/de/actions';
import type { Db } from '../../platform/db/connection';
import type { ContextRow } from '../../platform/db/schema';
import { badRequest, errorReply, notFound } from '../../platform/http/replies';
import { principalOf } from '../../platform/principal';
import { contextOf, type Handlers } from '../../platform/types';
import { mayApprove, requestRefusal } from '../policy';
import { requestOfContext, targetCounts, type ActionRequestRow } from '../repository/actions';
import { historyOf, requestsOfContext, targetExists, targetsOfRequest } from '../repository/lists';
import { createRequest, previewAction } from '../requests';
import { approve, cancel, requesterOf, retryFailed, type StepOutcome } from '../steering';
import { actionFormRefusal, approvalCommentRefusal } from '../validation';
import { actionKindInfos, countsOf, summaryOf, targetOf } from '../views';

// The operator's operations of remote actions (operationId → function): HTTP only, each a thin
// call. Bad input is a German 400 before anything is read or queued; a risky kind without
// ACTIONS_RISKY is 403 (the guard checked ACTIONS_RUN).

const m = actionTexts.actionMessages;

const pageOf = (query: { page?: number; size?: number }) => {
  const size = query.size ?? 50;
  const page = query.page ?? 1;
  return { page, size, offset: (page - 1) * size, limit: size };
};

/** A targets' state filter as stored: a hold is a queued target held by that gate. */
function storedFilter(state: string | undefined) {
  if (state === undefined) return undefined;
  if (state.startsWith('waitingFor') && state !== 'waitingForApproval')
    return { stored: 'queued' as const, hold: state };
  if (state === 'queued') return { stored: 'queued' as const, hold: null };
  return { stored: state as 'sent' };
}

const stepReply = (reply: FastifyReply, outcome: StepOutcome) =>
  outcome.done ? { ok: true as const } : errorReply(reply, outcome.status, outcome.message);

/** The request named by the path, in the request's context; undefined when it has none such. */
const requestNamed = (request: { server: { db: Db }; params: { uid: string }; context?: ContextRow }) =>
  requestOfContext(request.server.db, contextOf(request).id, request.params.uid);

async function summariesOf(db: Db, rows: ActionRequestRow[]) {
  const counts = await targetCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => summaryOf(row, countsOf(counts.get(row.id) ?? [])));
}

export const actionsHandlers = {
  getActionKinds: async () => ({ kinds: actionKindInfos() }),

  async previewAction(request, reply) {
    const form = request.body;
    const refusal = actionFormRefusal(form);
    if (refusal) return badRequest(reply, refusal);
    const risky = requestRefusal(principalOf(request), form.kind as ActionKind);
    if (risky) return errorReply(reply, 403, risky);
    const preview = await previewAction(request, form);
    return 'refusal' in preview ? badRequest(reply, preview.refusal) : preview;
  },

  async requestAction(request, reply) {
    const form = request.body;
    const refusal = actionFormRefusal(form);
    if (refusal) return badRequest(reply, refusal);
    const risky = requestRefusal(principalOf(request), form.kind as ActionKind);
    if (risky) return errorReply(reply, 403, risky);
    const created = await createRequest(request, form);
    return 'refusal' in created ? badRequest(reply, created.refusal) : created;
  },

  async getActions(request) {
    const { db } = request.server;
    const { state, kind } = request.query;
    const page = pageOf(request.query);
    const { rows, total } = await requestsOfContext(db, contextOf(request).id, { state, kind }, page);
    return { actions: await summariesOf(db, rows), total, page: page.page };
  },

  async getActionHistory(request, reply) {
    const { db } = request.server;
    const { cashpointUid, storeAgentUid } = request.query;
    if ((cashpointUid === undefined) === (storeAgentUid === undefined)) return badRequest(reply, m.historyOneTarget);
    const of = cashpointUid !== undefined ? { cashpointUid } : { storeAgentUid: storeAgentUid! };
    const contextId = contextOf(request).id;
    if (!(await targetExists(db, contextId, of))) return notFound(reply);
    const page = pageOf(request.query);
    const { rows, total } = await historyOf(db, contextId, of, page);
    const entries = rows.map((row) => ({
      ...targetOf(row),
      actionUid: row.requestUid,
      kind: row.kind as ActionKind,
      name: actionTexts.actions.kinds[row.kind as ActionKind] ?? row.kind,
      parameters: JSON.parse(row.parameters) as Record<string, string>,
      requestedBy: row.requestedBy,
      requestedAt: new Date(Number(row.requestedAt)).toISOString(),
      emergencyReason: row.emergencyReason,
    }));
    return { entries, total, page: page.page };
  },

  async getAction(request, reply) {
    const { db } = request.server;
    const row = await requestNamed(request);
    if (!row) return notFound(reply);
    const page = pageOf(request.query);
    const [[summary], targets, requester] = await Promise.all([
      summariesOf(db, [row]),
      targetsOfRequest(db, row.id, storedFilter(request.query.state), page),
      requesterOf(db, row),
    ]);
    return {
      ...summary!,
      mayApprove: mayApprove(principalOf(request), row, requester),
      targets: targets.rows.map(targetOf),
      targetsTotal: targets.total,
      page: page.page,
      size: page.size,
    };
  },

  async approveAction(request, reply) {
    const refusal = approvalCommentRefusal(request.body.comment);
    if (refusal) return badRequest(reply, refusal);
    const row = await requestNamed(request);
    if (!row) return notFound(reply);
    return stepReply(reply, await approve(request, row, request.body.comment));
  },

  async cancelAction(request, reply) {
    const row = await requestNamed(request);
    if (!row) return notFound(reply);
    return stepReply(reply, await cancel(request, row));
  },

  async retryFailedActions(request, reply) {
    const row = await requestNamed(request);
    if (!row) return notFound(reply);
    return stepReply(reply, await retryFailed(request, row, request.body.deadlineMinutes));
  },
} satisfies Partial<Handlers>;
