import { actionTexts } from '../texts/de/actions';

// The action catalogue (issue 49): every kind the console can ask an agent to do, typed, with its
// German name, risk class, targets, parameters and the business gates that hold it. There is no
// free-form command: an agent runs only what a kind here names. The contract's `ActionKind` enum and
// `GET /action-kinds` are this table; the server's gates (src/server/actions/logic/gates.ts) read
// `gates` from it.

export const actionKinds = [
  'restartService',
  'restartPos',
  'reboot',
  'ntpResync',
  'reloadMasterData',
  'dayClose',
  'eftCut',
  'collectLogs',
] as const;
export type ActionKind = (typeof actionKinds)[number];

export const actionTargetKinds = ['cashpoint', 'storeAgent'] as const;
export type ActionTargetKind = (typeof actionTargetKinds)[number];

/** One parameter of a kind: its type, and where its allowed values come from. */
export interface ActionParameter {
  name: string;
  type: 'string';
  required: boolean;
  /** 'services': one of the services the target's agent reports (its service states). */
  valuesFrom?: 'services';
  maxLength: number;
}

export interface ActionKindEntry {
  kind: ActionKind;
  /** Needs ACTIONS_RISKY, and the approval of a second person with it, before anything is sent. */
  risky: boolean;
  targets: readonly ActionTargetKind[];
  parameters: readonly ActionParameter[];
  /**
   * The business gates that hold it: `openReceipt` waits while the register (for a store server: any
   * register of its store) has a receipt open; `openingHours` waits while the store is open, unless
   * the operator marks the request 'Notfall'. Harmless kinds (time sync, collecting logs) skip both.
   */
  gates: { openReceipt: boolean; openingHours: boolean };
}

const both = ['cashpoint', 'storeAgent'] as const;
const disruptive = { openReceipt: true, openingHours: true };
const harmless = { openReceipt: false, openingHours: false };

export const actionCatalogue: Readonly<Record<ActionKind, ActionKindEntry>> = {
  restartService: {
    kind: 'restartService',
    risky: false,
    targets: both,
    parameters: [{ name: 'service', type: 'string', required: true, valuesFrom: 'services', maxLength: 200 }],
    gates: disruptive,
  },
  restartPos: { kind: 'restartPos', risky: false, targets: ['cashpoint'], parameters: [], gates: disruptive },
  reboot: { kind: 'reboot', risky: true, targets: both, parameters: [], gates: disruptive },
  ntpResync: { kind: 'ntpResync', risky: false, targets: both, parameters: [], gates: harmless },
  reloadMasterData: { kind: 'reloadMasterData', risky: false, targets: both, parameters: [], gates: disruptive },
  dayClose: { kind: 'dayClose', risky: true, targets: both, parameters: [], gates: disruptive },
  eftCut: { kind: 'eftCut', risky: true, targets: ['cashpoint'], parameters: [], gates: disruptive },
  collectLogs: { kind: 'collectLogs', risky: false, targets: both, parameters: [], gates: harmless },
};

export function isActionKind(value: unknown): value is ActionKind {
  return typeof value === 'string' && (actionKinds as readonly string[]).includes(value);
}

/** The right a kind needs to be requested (and, for a risky one, to be approved). */
export function actionRight(kind: ActionKind): 'ACTIONS_RUN' | 'ACTIONS_RISKY' {
  return actionCatalogue[kind].risky ? 'ACTIONS_RISKY' : 'ACTIONS_RUN';
}

export function actionKindName(kind: ActionKind): string {
  return actionTexts.actions.kinds[kind];
}

/**
 * A target's state. Stored: waitingForApproval (its request waits for a second person), queued (may
 * be sent once its gates let it), sent (handed to the agent), running (the agent reported `started`),
 * and the end states. The three waitingFor… are a queued target held by a gate now, as the dry run,
 * the details and the agent's delivery judge it (never stored as the state itself).
 */
export const actionTargetStates = [
  'waitingForApproval',
  'waitingForReceipt',
  'waitingForWindow',
  'waitingForSlot',
  'queued',
  'sent',
  'running',
  'succeeded',
  'failed',
  'expired',
  'cancelled',
] as const;
export type ActionTargetState = (typeof actionTargetStates)[number];

/** A count per target state, every one 0: where a request's counts start. */
export const noTargetCounts = (): Record<ActionTargetState, number> =>
  Object.fromEntries(actionTargetStates.map((state) => [state, 0])) as Record<ActionTargetState, number>;

/** The states a target is stored in (the gates' holds are judged, not stored). */
export type StoredTargetState = Exclude<ActionTargetState, 'waitingForReceipt' | 'waitingForWindow' | 'waitingForSlot'>;

/** A gate's reason to hold a target back now. */
export type ActionHold = 'waitingForApproval' | 'waitingForReceipt' | 'waitingForWindow' | 'waitingForSlot';

/** End states: a target in one never changes again (a later report is a no-op). */
export const actionEndStates = ['succeeded', 'failed', 'expired', 'cancelled'] as const;
export type ActionEndState = (typeof actionEndStates)[number];
export function isEndState(state: string): state is ActionEndState {
  return (actionEndStates as readonly string[]).includes(state);
}

/** States in which a target has not started: cancel and the expiry job take these. */
export const notStartedStates = ['waitingForApproval', 'queued', 'sent'] as const;

/**
 * The order of stored states: an agent's report moves a target only forwards (sent → running → an
 * end state); a report of an earlier or equal rank changes nothing.
 */
export const stateRank: Readonly<Record<StoredTargetState, number>> = {
  waitingForApproval: 0,
  queued: 1,
  sent: 2,
  running: 3,
  succeeded: 4,
  failed: 4,
  expired: 4,
  cancelled: 4,
};

/** A request's state: taken from its targets, and its approval. */
export const actionRequestStates = ['waitingForApproval', 'active', 'finished', 'cancelled'] as const;
export type ActionRequestState = (typeof actionRequestStates)[number];

/** The limits of one request (the contract and the server's checks use them). */
export const actionLimits = {
  maxTargets: 100_000,
  minDeadlineMinutes: 1,
  maxDeadlineMinutes: 7 * 24 * 60,
  minEmergencyReason: 10,
  maxEmergencyReason: 500,
  maxOutputBytes: 64 * 1024,
  minApprovalComment: 1,
  maxApprovalComment: 500,
  /** Collected log bundles are kept this long in the file storage. */
  bundleDays: 14,
} as const;
