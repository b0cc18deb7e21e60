import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { factsOf } from '../facts';
import { failingGatesNow, overrideRefusal, overridesOf } from '../gateCheck';
import { loadPrincipal } from '../../accounts';
import { fullName, requestActor } from '../../audit';
import type { AuditChange } from '../../../shared/audit/describe';
import { badRequest, conflict, errorReply, notFound } from '../../platform/http/replies';
import { contextOf, type Handlers } from '../../platform/types';
import { updateByUid, updateStoreKey } from '../../updates';
import { rolloutRefusals as m } from '../../../shared/texts/rolloutMessages';
import { hasRights } from '../../../shared/rights';
import { approvalRefusal, stateRefusal, type RolloutAction } from '../policy';
import { rolloutOfContext, type RolloutRow } from '../repository/rollouts';
import { rolloutStores, storesOfContext } from '../repository/stores';
import { wavesOf } from '../repository/waves';
import { cancelRollout, include, pauseRollout, resumeRollout, rollBack, type StoreSelection } from '../steering';
import { approveWave, startWave, type TransitionActor } from '../transitions';
import { principalOf } from '../../platform/principal';

// Start, approve, pause, resume, cancel, rollback and include: each finds the rollout in the
// request's context (404), refuses an action its state does not allow (409, saying why), checks its
// input (400), and makes its transition on the revision it read: a transition made meanwhile by
// someone else (or the job) is a 409, and nothing is written.

type Request = FastifyRequest<{ Params: { uid: string } }>;

const actorOf = (request: FastifyRequest): TransitionActor => requestActor(request);

/** A time as the console's messages name it: German format, in the console's TIME_ZONE. */
const consoleTime = (at: number, timeZone: string) => format(new TZDate(at, timeZone), 'dd.MM.yyyy HH:mm');

/** The rollout named by the path, in a state that allows the action; else the reply was sent. */
async function rolloutFor(request: Request, reply: FastifyReply, action: RolloutAction): Promise<RolloutRow | null> {
  const row = await rolloutOfContext(request.server.db, contextOf(request).id, request.params.uid);
  if (!row) {
    notFound(reply);
    return null;
  }
  const refusal = stateRefusal(action, row.state);
  if (refusal) {
    conflict(reply, refusal);
    return null;
  }
  return row;
}

/** A refused override: 400 (no reason) or 409 naming the failing gates' kinds in `value`. */
const refuse = (reply: FastifyReply, refusal: NonNullable<ReturnType<typeof overrideRefusal>>) =>
  reply
    .code(refusal.status)
    .send(
      refusal.value === undefined ? { message: refusal.message } : { message: refusal.message, value: refusal.value },
    );

/** The transition's outcome: ok, or a 409 when the rollout had moved on meanwhile. */
const done = (reply: FastifyReply, made: boolean) =>
  made ? { ok: true as const } : conflict(reply, m.changedMeanwhile);

/**
 * An approval by a service account names the person behind it beside the account (the entry's user):
 * the four-eyes rule counted that person, so the audit log shows who it was.
 */
async function serviceAccountOwner(request: FastifyRequest): Promise<AuditChange[]> {
  const { user } = principalOf(request);
  if (user.kind !== 'service' || user.ownerUserId === null) return [];
  const owner = (await loadPrincipal(request.server.db, user.ownerUserId))?.user;
  const named = owner ? `${fullName(owner)} (${owner.login})`.trim() : String(user.ownerUserId);
  return [{ field: 'serviceAccountOwner', before: null, after: named }];
}

/**
 * A service account approves only for a person who may approve (SECURITY.md): its owner is a person
 * (not another account) and holds ROLLOUTS_APPROVE now, so a leaver's accounts approve nothing.
 */
async function ownerRefusal(request: FastifyRequest): Promise<string | null> {
  const { user } = principalOf(request);
  if (user.kind !== 'service') return null;
  const owner = user.ownerUserId === null ? undefined : await loadPrincipal(request.server.db, user.ownerUserId);
  if (!owner || owner.user.kind !== 'person') return m.approveNoOwner;
  return hasRights(owner.rights, ['ROLLOUTS_APPROVE']) ? null : m.approveOwnerLacksRight;
}

/** The stores of the context named by uid, and the uids it does not have. */
async function storesByUid(request: FastifyRequest, uids: readonly string[]) {
  const stores = await storesOfContext(request.server.db, contextOf(request).id);
  const byUid = new Map(stores.map((store) => [store.uid, store]));
  const wanted = [...new Set(uids)];
  return {
    found: wanted.flatMap((uid) => (byUid.has(uid) ? [byUid.get(uid)!] : [])),
    unknown: wanted.filter((uid) => !byUid.has(uid)),
  };
}

export const actionHandlers = {
  async startRollout(request, reply) {
    const row = await rolloutFor(request, reply, 'start');
    if (!row) return reply;
    const app = request.server;
    const update = await updateByUid(app.db, row.contextId, row.updateUid);
    if (!update) return notFound(reply);
    if (update.archived === 1) return conflict(reply, m.updateArchived);
    if (update.status === 3) return conflict(reply, m.updateDeleted);
    // An update whose file is gone could reach no register: the agents would skip it for good.
    const key = updateStoreKey(update.uploadFilepath);
    if (!key || !(await app.updateStore.stat(key))) return conflict(reply, m.startNoFile);
    // Agents are offered released updates only: a start before the release time would reach no one
    // and say nothing. Refused with the time, unless the operator chose to release it now.
    const now = app.now();
    const releaseAt = update.releaseDate === null ? null : Number(update.releaseDate);
    const releaseNow = releaseAt !== null && releaseAt > now;
    if (releaseNow && request.body.releaseNow !== true)
      return conflict(reply, m.releaseInFuture(consoleTime(releaseAt, app.config.timeZone)));
    const options = { offlineAfterSeconds: app.config.offlineAfterSeconds, releaseNow };
    return done(reply, await startWave(app.db, factsOf(row), 1, now, actorOf(request), options));
  },

  async approveRollout(request, reply) {
    const row = await rolloutOfContext(request.server.db, contextOf(request).id, request.params.uid);
    if (!row) return notFound(reply);
    const own = approvalRefusal(principalOf(request), row) ?? (await ownerRefusal(request));
    if (own) return errorReply(reply, 403, own);
    const refusal = stateRefusal('approve', row.state);
    if (refusal) return conflict(reply, refusal);
    const comment = request.body.comment.trim();
    if (comment === '') return badRequest(reply, m.commentNeeded);
    const app = request.server;
    const options = { offlineAfterSeconds: app.config.offlineAfterSeconds };
    // The gates of the wave done before the one to start: a failing one only with an explicit override.
    const now = app.now();
    const failing = await failingGatesNow(app.db, factsOf(row), now, options.offlineAfterSeconds);
    const gateRefusal = overrideRefusal(failing, request.body, true);
    if (gateRefusal) return refuse(reply, gateRefusal);
    const overrides = overridesOf(failing, principalOf(request).user.login, comment, now);
    const approval = { comment, extra: await serviceAccountOwner(request), overrides };
    return done(reply, await approveWave(app.db, factsOf(row), approval, now, actorOf(request), options));
  },

  async pauseRollout(request, reply) {
    const row = await rolloutFor(request, reply, 'pause');
    if (!row) return reply;
    const reason = request.body.reason.trim();
    if (reason === '') return badRequest(reply, m.reasonNeeded);
    const app = request.server;
    return done(reply, await pauseRollout(app.db, factsOf(row), reason, app.now(), actorOf(request)));
  },

  // 'Fortsetzen' while a gate fails would be undone by the job's next run: the person overrides the
  // failing gates explicitly ('Trotz Prüfung fortsetzen', with a reason), or the resume is refused.
  async resumeRollout(request, reply) {
    const row = await rolloutFor(request, reply, 'resume');
    if (!row) return reply;
    const app = request.server;
    const now = app.now();
    const failing = await failingGatesNow(app.db, factsOf(row), now, app.config.offlineAfterSeconds);
    const gateRefusal = overrideRefusal(failing, request.body, false);
    if (gateRefusal) return refuse(reply, gateRefusal);
    const comment = request.body.comment?.trim() || undefined;
    const overrides = overridesOf(failing, principalOf(request).user.login, comment ?? '', now);
    return done(reply, await resumeRollout(app.db, factsOf(row), now, actorOf(request), { comment, overrides }));
  },

  async cancelRollout(request, reply) {
    const row = await rolloutFor(request, reply, 'cancel');
    if (!row) return reply;
    const app = request.server;
    return done(reply, await cancelRollout(app.db, factsOf(row), app.now(), actorOf(request)));
  },

  // A wave (every store it admitted) or chosen stores, each of which the rollout must have admitted;
  // stores rolled back already stay as they are, and a choice that changes nothing records nothing.
  async rollbackRollout(request, reply) {
    const { wave, storeUids, immediately = false } = request.body;
    const row = await rolloutFor(request, reply, 'rollback');
    if (!row) return reply;
    if ((wave === undefined) === (storeUids === undefined)) return badRequest(reply, m.rollbackChoice);
    const app = request.server;
    const admitted = await rolloutStores(app.db, row.id);
    let selection: StoreSelection;
    const stores = await storesOfContext(app.db, row.contextId);
    const storeIdOf = new Map(stores.map((store) => [store.id, store.storeId]));
    if (wave !== undefined) {
      const waves = (await wavesOf(app.db, [row.id])).get(row.id)!;
      // A wave the plan does not have is bad input (400); one it has that has not begun, a state (409).
      if (wave > waves.length) return badRequest(reply, m.noSuchWave(wave, waves.length));
      if (waves[wave - 1]!.startedAt === null) return conflict(reply, m.waveNotStarted(wave));
      const ids = admitted.filter((s) => s.wave === wave && s.admittedAt !== null && s.rolledBackAt === null);
      selection = { storeRowIds: ids.map((s) => s.storeRowId), labels: [], wave };
    } else {
      const { found, unknown } = await storesByUid(request, storeUids!);
      if (unknown.length > 0) return badRequest(reply, m.unknownStores(m.someOf(unknown)));
      const rowOf = new Map(admitted.map((s) => [s.storeRowId, s]));
      const notAdmitted = found.filter((s) => rowOf.get(s.id)?.admittedAt == null).map((s) => s.storeId);
      if (notAdmitted.length > 0) return badRequest(reply, m.notAdmitted(m.someOf(notAdmitted)));
      const open = found.filter((s) => rowOf.get(s.id)!.rolledBackAt === null);
      selection = { storeRowIds: open.map((s) => s.id), labels: [] };
    }
    if (selection.storeRowIds.length === 0) return { ok: true };
    selection.labels = selection.storeRowIds
      .map((id) => storeIdOf.get(id)!)
      .sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
    return done(reply, await rollBack(app.db, factsOf(row), selection, immediately, app.now(), actorOf(request)));
  },

  async includeRolloutStores(request, reply) {
    const row = await rolloutFor(request, reply, 'include');
    if (!row) return reply;
    const app = request.server;
    const { found, unknown } = await storesByUid(request, request.body.storeUids);
    // Stores the context does not have are named by uid, the others by their numbers.
    if (unknown.length > 0) return badRequest(reply, m.unknownStores(m.someOf(unknown)));
    const rowOf = new Map((await rolloutStores(app.db, row.id)).map((s) => [s.storeRowId, s]));
    const notRolledBack = found.filter((s) => rowOf.get(s.id)?.rolledBackAt == null).map((s) => s.storeId);
    if (notRolledBack.length > 0) return badRequest(reply, m.notRolledBack(m.someOf(notRolledBack)));
    const selection = { storeRowIds: found.map((s) => s.id), labels: found.map((s) => s.storeId) };
    return done(reply, await include(app.db, factsOf(row), selection, app.now(), actorOf(request)));
  },
} satisfies Partial<Handlers>;
