import type { components } from '../../shared/generated/contract';
import { fullName } from '../audit';
import { isoTime } from '../platform/ids';
import type { WaveEvaluation } from './model';
import type { RolloutRow } from './repository/rollouts';
import type { WaveRow } from './repository/waves';
import { emptyCounts } from './storeTargets';

// The rows as the contract's replies: a rollout's summary (the lists) and its detail with every
// wave, the started ones with their evaluation now (counts, gates, estimated end).

type RolloutSummary = components['schemas']['RolloutSummary'];
type RolloutDetail = components['schemas']['RolloutDetail'];
type RolloutWave = components['schemas']['RolloutWave'];

export function rolloutSummary(row: RolloutRow, waves: readonly WaveRow[]): RolloutSummary {
  return {
    uid: row.uid,
    contextId: row.contextKey,
    contextName: row.contextName,
    updateUid: row.updateUid,
    updateKind: row.updateKind,
    updateFilename: row.updateFilename,
    state: row.state,
    pauseReason: row.pauseReason,
    author: row.author,
    authorName:
      row.authorFirstName === null || row.authorLastName === null
        ? null
        : fullName({ firstName: row.authorFirstName, lastName: row.authorLastName }) || row.author,
    createdAt: isoTime(row.createdAt)!,
    currentWave: row.currentWave,
    waveCount: waves.length,
    waveName: waves[row.currentWave - 1]?.plan.name ?? null,
  };
}

type Planned = RolloutWave['planned'];

/** People as the console names them: 'Anna Admin', the login when the name is blank. */
const personName = (login: string, user: { firstName: string; lastName: string } | undefined) =>
  user ? fullName(user) || login : null;

function waveView(
  wave: WaveRow,
  evaluation: WaveEvaluation | undefined,
  planned: Planned,
  names: ReadonlyMap<string, { firstName: string; lastName: string }>,
): RolloutWave {
  const { plan } = wave;
  return {
    number: wave.number,
    name: plan.name,
    state: wave.state,
    selection: plan,
    soakHours: plan.soakHours,
    minSuccessPercent: plan.minSuccessPercent,
    maxFailurePercent: plan.maxFailurePercent,
    requireApproval: plan.requireApproval,
    startedAt: isoTime(wave.startedAt),
    soakUntil: isoTime(wave.soakUntil),
    estimatedEnd: isoTime(evaluation?.estimatedEnd),
    approvedBy: wave.approvedBy,
    approvedByName: wave.approvedBy === null ? null : personName(wave.approvedBy, names.get(wave.approvedBy)),
    approvedAt: isoTime(wave.approvedAt),
    approvalComment: wave.approvalComment,
    // A wave not started yet has taken no store: nothing to count, no gate to show.
    counts: evaluation?.counts ?? emptyCounts(),
    gates: (evaluation?.gates ?? []).map((gate) =>
      gate.override
        ? {
            ...gate,
            override: {
              ...gate.override,
              byName: personName(gate.override.by, names.get(gate.override.by)) ?? gate.override.by,
            },
          }
        : gate,
    ),
    planned,
  };
}

/**
 * The progress view: `evaluations` of the started waves (`evaluateRollout`) and `planned` reach of
 * those not started (`plannedReach`), by wave number.
 */
export function rolloutDetail(
  row: RolloutRow,
  waves: readonly WaveRow[],
  evaluations: readonly WaveEvaluation[],
  extra: { mayApprove: boolean; autoAdvance: boolean },
  planned: ReadonlyMap<number, NonNullable<Planned>> = new Map(),
  names: ReadonlyMap<string, { firstName: string; lastName: string }> = new Map(),
): RolloutDetail {
  const byNumber = new Map(evaluations.map((evaluation) => [evaluation.number, evaluation]));
  return {
    ...rolloutSummary(row, waves),
    pauseCause: row.pauseCause,
    ...extra,
    waves: waves.map((wave) =>
      waveView(
        wave,
        wave.startedAt === null ? undefined : byNumber.get(wave.number),
        wave.startedAt === null ? (planned.get(wave.number) ?? null) : null,
        names,
      ),
    ),
  };
}
