import type { FastifyRequest } from 'fastify';
import { factsOf } from '../facts';
import { audited, changesBetween, type AuditValues } from '../../audit';
import { isUniqueViolation } from '../../platform/db/errors';
import { badRequest, conflict, notFound } from '../../platform/http/replies';
import { newUid } from '../../platform/ids';
import { contextOf, type Handlers } from '../../platform/types';
import { updateByUid } from '../../updates';
import { rolloutRefusals as m } from '../../../shared/texts/rolloutMessages';
import { evaluateRollout } from '../evaluation';
import { mayApprove } from '../policy';
import { plannedReach, rolloutPreflight } from '../preflight';
import {
  insertRollout,
  namesOfLogins,
  rolloutOfUpdate,
  rolloutOfContext,
  rolloutsInState,
  rolloutsOfContext,
  setAuthorOfDraft,
} from '../repository/rollouts';
import type { RolloutRow } from '../repository/rollouts';
import { autoAdvanceOf, saveAutoAdvance } from '../repository/settings';
import { storesOfContext } from '../repository/stores';
import { replaceWaves, wavesOf } from '../repository/waves';
import { rolloutStorePage } from '../storePage';
import { planProblem, planText, storedPlan } from '../validation';
import { rolloutDetail, rolloutSummary } from '../views';
import { principalOf } from '../../platform/principal';

// Reading rollouts, saving a plan and a context's settings. A plan is checked whole before anything
// is written (a German 400 naming the wave); saving it again replaces a draft's waves, and once the
// rollout has started the plan stays as it ran (409).

async function summaries(request: FastifyRequest, rows: RolloutRow[]) {
  const waves = await wavesOf(
    request.server.db,
    rows.map((row) => row.id),
  );
  return { rollouts: rows.map((row) => rolloutSummary(row, waves.get(row.id)!)) };
}

type SaveOutcome = { uid: string } | { refused: string };

export const planHandlers = {
  async getRollouts(request) {
    const context = contextOf(request);
    return summaries(request, await rolloutsOfContext(request.server.db, context.id, request.query.updateUid));
  },

  // Every context the user sees, as the alerts list: the guard names no context here.
  async getRolloutsAwaitingApproval(request) {
    const contextIds = principalOf(request).contexts.map((context) => context.id);
    return summaries(request, await rolloutsInState(request.server.db, 'waitingForApproval', contextIds));
  },

  async saveRollout(request, reply) {
    const context = contextOf(request);
    const { user } = principalOf(request);
    const app = request.server;
    const { updateUid, waves } = request.body;
    const stores = await storesOfContext(app.db, context.id);
    const problem = planProblem(waves, new Set(stores.map((store) => store.uid)));
    if (problem) return badRequest(reply, problem);
    const update = await updateByUid(app.db, context.id, updateUid);
    if (!update) return notFound(reply);
    // A started rollout set its update Aktiv: say that the plan ran, not only that the update is Aktiv.
    const existing = await rolloutOfUpdate(app.db, update.id);
    if (existing && existing.state !== 'draft') return conflict(reply, m.alreadyStarted);
    if (update.archived === 1) return conflict(reply, m.updateArchived);
    if (update.status === 2) return conflict(reply, m.updateActive);
    if (update.status === 3) return conflict(reply, m.updateDeleted);
    const plans = waves.map(storedPlan);
    const now = app.now();
    const save = () =>
      audited(request, async (db, record): Promise<SaveOutcome> => {
        const existing = await rolloutOfUpdate(db, update.id);
        if (existing && existing.state !== 'draft') return { refused: m.alreadyStarted };
        let uid = existing?.uid;
        const before: AuditValues = {};
        if (existing) {
          const saved = (await wavesOf(db, [existing.id])).get(existing.id)!;
          Object.assign(before, { waves: planText(saved.map((wave) => wave.plan)), author: existing.author });
        }
        // A start committed since the read above: its waves must stay as they ran (PostgreSQL reads
        // without locking, so only the conditional write tells).
        const author = { id: user.id, login: user.login };
        if (existing && !(await setAuthorOfDraft(db, existing.id, existing.revision, author, now)))
          return { refused: m.alreadyStarted };
        uid ??= newUid();
        const id =
          existing?.id ??
          (await insertRollout(db, {
            uid,
            contextId: context.id,
            syncfileId: update.id,
            authorId: user.id,
            author: user.login,
            now,
          }));
        await replaceWaves(db, id, plans);
        const changes = changesBetween(before, { waves: planText(plans), author: user.login });
        if (changes.length > 0)
          record({ action: 'rolloutSaved', object: { type: 'rollout', id: uid, label: update.filename }, changes });
        return { uid };
      });
    let outcome: SaveOutcome;
    try {
      outcome = await save();
    } catch (error) {
      // Two first saves of one update at once: the unique index let one in; the other replaces its draft.
      if (!isUniqueViolation(error)) throw error;
      outcome = await save();
    }
    if ('refused' in outcome) return conflict(reply, outcome.refused);
    return outcome;
  },

  async getRollout(request, reply) {
    const context = contextOf(request);
    const db = request.server.db;
    const row = await rolloutOfContext(db, context.id, request.params.uid);
    if (!row) return notFound(reply);
    const waves = (await wavesOf(db, [row.id])).get(row.id)!;
    const started = waves.some((wave) => wave.startedAt !== null);
    const now = request.server.now();
    const { offlineAfterSeconds } = request.server.config;
    // The people the view names: approvers and whoever overrode a gate.
    const approvers = waves.flatMap((wave) => [
      ...(wave.approvedBy === null ? [] : [wave.approvedBy]),
      ...wave.gateOverrides.map((override) => override.by),
    ]);
    const [evaluations, autoAdvance, planned, names] = await Promise.all([
      started ? evaluateRollout(db, factsOf(row), now, { offlineAfterSeconds }) : [],
      autoAdvanceOf(db, context.id),
      plannedReach(db, factsOf(row), waves, now, offlineAfterSeconds),
      namesOfLogins(db, approvers),
    ]);
    const extra = { mayApprove: mayApprove(principalOf(request), row), autoAdvance };
    return rolloutDetail(row, waves, evaluations, extra, planned, names);
  },

  async getRolloutPreflight(request, reply) {
    const context = contextOf(request);
    const app = request.server;
    const row = await rolloutOfContext(app.db, context.id, request.params.uid);
    if (!row) return notFound(reply);
    const update = await updateByUid(app.db, context.id, row.updateUid);
    if (!update) return notFound(reply);
    const [waves, autoAdvance] = await Promise.all([
      wavesOf(app.db, [row.id]).then((byRollout) => byRollout.get(row.id)!),
      autoAdvanceOf(app.db, context.id),
    ]);
    return rolloutPreflight(app.db, {
      rollout: factsOf(row),
      waves,
      autoAdvance,
      releaseAt: update.releaseDate === null ? null : Number(update.releaseDate),
      now: app.now(),
      offlineAfterSeconds: app.config.offlineAfterSeconds,
    });
  },

  async getRolloutStores(request, reply) {
    const context = contextOf(request);
    const db = request.server.db;
    const row = await rolloutOfContext(db, context.id, request.params.uid);
    if (!row) return notFound(reply);
    const { wave, state, page, size } = request.query;
    return rolloutStorePage(
      db,
      factsOf(row),
      { wave, state, page: page ?? 1, size: size ?? 25 },
      request.server.now(),
      request.server.config.offlineAfterSeconds,
    );
  },

  async getRolloutSettings(request) {
    const context = contextOf(request);
    return { contextId: context.key, autoAdvance: await autoAdvanceOf(request.server.db, context.id) };
  },

  async saveRolloutSettings(request) {
    const context = contextOf(request);
    const { autoAdvance } = request.body;
    const now = request.server.now();
    await audited(request, async (db, record) => {
      const before = await autoAdvanceOf(db, context.id);
      if (before === autoAdvance) return;
      await saveAutoAdvance(db, context.id, autoAdvance, now);
      record({
        action: 'rolloutSettingsSaved',
        object: { type: 'context', id: context.uid, label: context.key },
        changes: changesBetween({ autoAdvance: String(before) }, { autoAdvance: String(autoAdvance) }),
      });
    });
    return { ok: true };
  },
} satisfies Partial<Handlers>;
