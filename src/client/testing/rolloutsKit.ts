import type { RolloutDetail, RolloutSummary, RolloutWave } from '../api/rollouts';

// Test data for the rollout screens (not a test file itself).

export function rolloutSummary(overrides: Partial<RolloutSummary> = {}): RolloutSummary {
  return {
    uid: 'ro-1',
    contextId: 'NORDMARKT',
    contextName: 'Nordmarkt GmbH',
    updateUid: 'uid-kasse-3.0.zip',
    updateKind: 'cashpoint',
    updateFilename: 'kasse-3.0.zip',
    state: 'running',
    pauseReason: null,
    author: 'planer',
    authorName: 'Paula Planer',
    createdAt: '2026-03-01T08:00:00Z',
    currentWave: 2,
    waveCount: 3,
    waveName: '5 %',
    ...overrides,
  };
}

const noCounts = {
  stores: 0,
  targets: 0,
  waitingForWindow: 0,
  due: 0,
  installing: 0,
  installed: 0,
  failed: 0,
  offline: 0,
  rolledBack: 0,
};

export function wave(number: number, overrides: Partial<RolloutWave> = {}): RolloutWave {
  return {
    number,
    name: `Welle ${number}`,
    state: 'pending',
    selection: {
      name: `Welle ${number}`,
      sharePercent: 25,
      soakHours: 24,
      minSuccessPercent: 95,
      maxFailurePercent: 5,
      requireApproval: true,
    },
    soakHours: 24,
    minSuccessPercent: 95,
    maxFailurePercent: 5,
    requireApproval: true,
    startedAt: null,
    soakUntil: null,
    estimatedEnd: null,
    approvedBy: null,
    approvedByName: null,
    approvedAt: null,
    approvalComment: null,
    counts: noCounts,
    gates: [],
    planned: null,
    ...overrides,
  };
}

/** A running 3-wave rollout: the pilot done and approved, wave 2 installing, wave 3 not started. */
export function rolloutDetail(overrides: Partial<RolloutDetail> = {}): RolloutDetail {
  return {
    ...rolloutSummary(),
    pauseCause: null,
    mayApprove: false,
    autoAdvance: false,
    waves: [
      wave(1, {
        name: 'Pilot',
        state: 'done',
        selection: {
          name: 'Pilot',
          pilot: true,
          soakHours: 24,
          minSuccessPercent: 95,
          maxFailurePercent: 5,
          requireApproval: false,
        },
        requireApproval: false,
        startedAt: '2026-03-01T09:00:00Z',
        soakUntil: '2026-03-02T10:00:00Z',
        counts: { ...noCounts, stores: 2, targets: 6, installed: 6 },
        gates: [
          { kind: 'successShare', value: 100, threshold: 95, holds: true, state: 'holds' },
          { kind: 'failureShare', value: 0, threshold: 5, holds: true, state: 'holds' },
        ],
      }),
      wave(2, {
        name: '5 %',
        state: 'running',
        startedAt: '2026-03-02T12:00:00Z',
        estimatedEnd: '2026-03-03T05:30:00Z',
        approvedBy: 'approver',
        approvedByName: 'Frieda Freigabe',
        approvedAt: '2026-03-02T11:58:00Z',
        approvalComment: 'Pilot sauber',
        counts: {
          ...noCounts,
          stores: 5,
          targets: 20,
          waitingForWindow: 4,
          due: 2,
          installing: 3,
          installed: 8,
          failed: 2,
          offline: 1,
        },
        gates: [
          { kind: 'successShare', value: 40, threshold: 95, holds: true, state: 'pending' },
          { kind: 'failureShare', value: 10, threshold: 5, holds: false, state: 'fails' },
          { kind: 'alertRise', value: 1, threshold: 2, holds: true, state: 'holds' },
          { kind: 'heartbeatAfterInstall', value: 0, threshold: 0, holds: true, state: 'pending' },
          { kind: 'soak', value: 3, threshold: 24, holds: true, state: 'pending' },
        ],
      }),
      wave(3, { name: '100 %', planned: { stores: 12, targets: 48 } }),
    ],
    ...overrides,
  };
}
