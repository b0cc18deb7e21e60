import type { Generated } from 'kysely';

// The tables of the store calendar (migration 0012) and of rollouts (migration 0013), apart from
// the fleet's and the accounts' in schema.ts, which assembles them all into `Database`.

/** A context's calendar: JSON texts, see migration 0012. */
export interface ContextCalendarsTable {
  contextId: number;
  calendar: string;
  specialDays: string;
  windowRule: string | null;
  updatedAt: number;
}

/** What a store has of its own: a null calendar or rule is its context's. */
export interface StoreCalendarsTable {
  storeRowId: number;
  calendar: string | null;
  specialDays: string;
  windowRule: string | null;
  updatedAt: number;
}

export type RolloutStateValue = 'draft' | 'running' | 'waitingForApproval' | 'paused' | 'finished' | 'cancelled';
export type WaveStateValue = 'pending' | 'running' | 'soaking' | 'waitingForApproval' | 'paused' | 'done' | 'cancelled';

/** A rollout of one update in waves: see migration 0013. */
export interface RolloutsTable {
  id: Generated<number>;
  uid: string;
  contextId: number;
  syncfileId: number;
  state: RolloutStateValue;
  pauseReason: string | null;
  /** 'manual', or the gate kind that paused it. */
  pauseCause: string | null;
  authorId: number | null;
  author: string;
  currentWave: Generated<number>;
  revision: Generated<number>;
  createdAt: number;
  updatedAt: number;
  startedAt: number | null;
  finishedAt: number | null;
}

/** One wave of a rollout; `plan` is the JSON of the contract's WavePlan. */
export interface RolloutWavesTable {
  rolloutId: number;
  number: number;
  plan: string;
  state: WaveStateValue;
  startedAt: number | null;
  lastInstallAt: number | null;
  soakUntil: number | null;
  doneAt: number | null;
  approvedBy: string | null;
  approvedAt: number | null;
  approvalComment: string | null;
  /** JSON list of the gates a person overrode (migration 0025): { kind, value, at, by, comment }. */
  gateOverrides: Generated<string>;
}

/** A store a started wave took. */
export interface RolloutStoresTable {
  rolloutId: number;
  storeRowId: number;
  wave: number;
  admittedAt: number | null;
  rolledBackAt: number | null;
  rollbackImmediately: Generated<number>;
}

export interface RolloutSettingsTable {
  contextId: number;
  autoAdvance: Generated<number>;
  updatedAt: number;
}
