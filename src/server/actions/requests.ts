import type { FastifyRequest } from 'fastify';
import { actionCatalogue, actionKindName, type ActionKind } from '../../shared/actions/catalogue';
import type { AuditChange } from '../../shared/audit/describe';
import type { components } from '../../shared/generated/contract';
import { audited, fullName } from '../audit';
import { newUid } from '../platform/ids';
import { principalOf } from '../platform/principal';
import { contextOf } from '../platform/types';
import { recordEvent } from '../webhooks';
import { insertRequest } from './repository/actions';
import { insertTargets } from './repository/targets';
import { judgeTargets, selectTargets, type Resolver } from './selection';
import { announceActionsQueued } from './wake';

// The dry run and the request of an action. Both resolve the targets the same way and refuse the
// same bad input; the request then queues them in one transaction with its audit entry and its
// `actionRequested` event, so a request is either wholly queued or not at all.

type PreviewForm = components['schemas']['ActionPreviewForm'];
type RequestForm = components['schemas']['ActionRequestForm'];
type Preview = components['schemas']['ActionPreview'];

const defaultPageSize = 50;

function resolverOf(request: FastifyRequest): Resolver {
  const app = request.server;
  return {
    db: app.db,
    context: contextOf(request),
    now: app.now(),
    offlineAfterSeconds: app.config.offlineAfterSeconds,
  };
}

const emergencyOf = (reason: string | null | undefined) => (reason?.trim() ? reason.trim() : null);

/** The dry run: the exact count, the holds now, one page of the targets; or the reason (400). */
export async function previewAction(
  request: FastifyRequest,
  form: PreviewForm,
): Promise<Preview | { refusal: string }> {
  const at = resolverOf(request);
  const selected = await selectTargets(at, form);
  if ('refusal' in selected) return selected;
  const { targets, heldBack } = await judgeTargets(
    at,
    {
      kind: form.kind as ActionKind,
      targetKind: form.targetKind,
      emergency: emergencyOf(form.emergencyReason) !== null,
      deadlineAt: Infinity,
    },
    selected.targets,
    request.server.config.actions,
  );
  const size = form.size ?? defaultPageSize;
  const pages = Math.max(1, Math.ceil(targets.length / size));
  const page = Math.min(form.page ?? 1, pages);
  return {
    count: targets.length,
    heldBack,
    targets: targets.slice((page - 1) * size, page * size).map((t) => ({
      targetKind: form.targetKind,
      uid: t.uid,
      storeId: t.storeId,
      storeName: t.storeName || null,
      posId: t.posId,
      hold: t.hold,
    })),
    page,
    size,
  };
}

/** The request's audit values: what was asked, for how many, until when, and the 'Notfall' reason. */
function requestChanges(form: RequestForm, count: number, emergency: string | null): AuditChange[] {
  const after = (field: string, value: string | null): AuditChange => ({ field, before: null, after: value });
  return [
    after('kind', actionKindName(form.kind as ActionKind)),
    after('targetKind', form.targetKind),
    ...(Object.keys(form.parameters).length > 0 ? [after('parameters', JSON.stringify(form.parameters))] : []),
    after('targets', String(count)),
    after('deadlineMinutes', String(form.deadlineMinutes)),
    ...(emergency ? [after('emergencyReason', emergency)] : []),
  ];
}

/** Queues the request and its targets in one transaction; or the reason (400) nothing was queued. */
export async function createRequest(
  request: FastifyRequest,
  form: RequestForm,
): Promise<{ uid: string; state: 'waitingForApproval' | 'active'; count: number } | { refusal: string }> {
  const at = resolverOf(request);
  const selected = await selectTargets(at, form);
  if ('refusal' in selected) return selected;
  const kind = form.kind as ActionKind;
  const risky = actionCatalogue[kind].risky;
  const state = risky ? 'waitingForApproval' : 'active';
  const emergency = emergencyOf(form.emergencyReason);
  const { user } = principalOf(request);
  const context = at.context;
  const uid = newUid();
  const ids = selected.targets.map((t) => t.id);
  const count = ids.length;
  const requestedBy = fullName(user) || user.login;
  const id = await audited(request, async (db, record) => {
    const id = await insertRequest(db, {
      uid,
      contextId: context.id,
      kind,
      targetKind: form.targetKind,
      parameters: JSON.stringify(form.parameters),
      state,
      requestedById: user.id,
      requestedBy,
      emergencyReason: emergency,
      deadlineMinutes: form.deadlineMinutes,
      total: count,
      now: at.now,
    });
    const deadlineAt = at.now + form.deadlineMinutes * 60_000;
    await insertTargets(
      db,
      { id, contextId: context.id, kind: form.targetKind },
      ids,
      risky ? 'waitingForApproval' : 'queued',
      deadlineAt,
      at.now,
    );
    record({
      action: 'actionRequested',
      object: { type: 'action', id: uid, label: actionKindName(kind) },
      changes: requestChanges(form, count, emergency),
    });
    await recordEvent(
      db,
      { id: context.id, key: context.key },
      {
        type: 'actionRequested',
        action: {
          uid,
          kind,
          state,
          requestedBy,
          emergencyReason: emergency,
          targets: count,
          counts: { succeeded: 0, failed: 0, expired: 0, cancelled: 0 },
        },
      },
      at.now,
    );
    return id;
  });
  if (!risky) announceActionsQueued(at.db, { contextId: context.id, requestId: id });
  return { uid, state, count };
}
