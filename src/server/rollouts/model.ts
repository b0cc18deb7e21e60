import type { components } from '../../shared/generated/contract';
import type { RolloutStateValue, WaveStateValue } from '../platform/db/schema';
import type { GateOverride } from './repository/waves';

export type { GateOverride };

// The rollout capability's own words, shared by its handlers, its evaluation and its job.

export type WavePlan = components['schemas']['WavePlan'];
export type RolloutGate = components['schemas']['RolloutGate'];
export type RolloutGateKind = components['schemas']['RolloutGateKind'];
export type RolloutGateState = components['schemas']['RolloutGateState'];
export type RolloutCounts = components['schemas']['RolloutCounts'];
export type RolloutStoreState = components['schemas']['RolloutStoreState'];
export type { RolloutStateValue as RolloutState, WaveStateValue as WaveState };

/** A rollout as the job and the handlers read it (one row of `rollouts` with its update). */
export interface RolloutFacts {
  id: number;
  uid: string;
  contextId: number;
  syncfileId: number;
  kind: 'cashpoint' | 'store';
  state: RolloutStateValue;
  currentWave: number;
  revision: number;
  authorId: number | null;
}

/** One wave as stored: its plan and progress. */
export interface WaveFacts {
  number: number;
  plan: WavePlan;
  state: WaveStateValue;
  startedAt: number | null;
  lastInstallAt: number | null;
  soakUntil: number | null;
  /** Gates a person overrode on this wave: each judges only what happened after it. */
  gateOverrides: readonly GateOverride[];
}

/** What the evaluation says of one started wave now (`evaluation.ts`). */
export interface WaveEvaluation {
  number: number;
  counts: RolloutCounts;
  gates: RolloutGate[];
  /** The last install (installed or failed) of the wave's targets; null before any. */
  lastInstallAt: number | null;
  /** Whether every target of the wave has ended its install (installed or failed) or is offline. */
  installsEnded: boolean;
  /** A gate that pauses at once (failure share above the ceiling, a clear rise of alerts): its kind. */
  pauseNow: RolloutGateKind | null;
  /** Whether every gate holds (the soak included). */
  allHold: boolean;
  /** When the wave's installs are expected to end (ms), null when unknown or ended. */
  estimatedEnd: number | null;
}

/** Who made a transition: a user, or the job (null id, login 'system'). */
export interface Actor {
  id: number | null;
  login: string;
  name: string | null;
  /** The API token a user acted with, which the audit entries name. */
  tokenLabel?: string | null;
}
